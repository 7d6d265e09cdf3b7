/** Mermaid `stateDiagram-v2` source generated from a machine definition. */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { transitionsOf } from './definition';

const INDENT = '  ';

/** A Mermaid-safe id for a state node: `session.ready.saving` -> `session_ready_saving`. */
export function mermaidId(node: AnyStateNode): string {
  return node.id.replace(/[^A-Za-z0-9]/g, '_');
}

/** Mermaid ends a label at a second colon and at a semicolon: write them as entity codes. */
function escapeLabel(text: string): string {
  return text.replace(/[:;]/g, (character) => (character === ':' ? '#58;' : '#59;'));
}

function declare(node: AnyStateNode, depth: number, lines: string[]): void {
  const indent = INDENT.repeat(depth);
  const id = mermaidId(node);
  const children = Object.values(node.states) as AnyStateNode[];
  if (children.length === 0) {
    lines.push(`${indent}state "${node.key}" as ${id}`);
    return;
  }
  lines.push(`${indent}state "${node.key}" as ${id} {`);
  if (node.type === 'parallel') {
    children.forEach((child, index) => {
      if (index > 0) lines.push(`${indent}${INDENT}--`);
      declare(child, depth + 1, lines);
    });
  } else {
    for (const initial of node.initial?.target ?? []) lines.push(`${indent}${INDENT}[*] --> ${mermaidId(initial)}`);
    for (const child of children) {
      declare(child, depth + 1, lines);
      if (child.type === 'final') lines.push(`${indent}${INDENT}${mermaidId(child)} --> [*]`);
    }
  }
  lines.push(`${indent}}`);
}

/**
 * The whole machine as one composite state named by its id (so root-level transitions have a
 * source), initial and final markers per level, parallel regions split by `--`, and one edge per
 * transition target labelled with its event, `done: <actor>`, `error: <actor>`, `after <delay>`,
 * `always`, and `[guard]`. A transition without target is drawn as a self-loop.
 */
export function toMermaid(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  declare(machine.root, 1, lines);
  for (const { source, targets, label } of transitionsOf(machine)) {
    for (const target of targets) {
      lines.push(`${INDENT}${mermaidId(source)} --> ${mermaidId(target)}: ${escapeLabel(label)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
