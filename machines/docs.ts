/** The generated pages of docs/machines: one per catalogued machine plus the catalogue README. */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { externalEventTypes, stateNodesOf, transitionsOf } from './definition';
import { toMermaid } from './diagram';
import { machineCatalogue, type CatalogueEntry } from './index';

export const DOCS_DIR = 'docs/machines';
export const CATALOGUE_PAGE = 'README.md';
export const REGENERATE_COMMAND = 'npm run docs:machines';

const GENERATED_NOTE = `_Generated from the machine definition by \`${REGENERATE_COMMAND}\`; do not edit by hand._`;

export interface MachineCounts {
  states: number;
  events: number;
  transitions: number;
}

export function countsOf(machine: AnyStateMachine): MachineCounts {
  return {
    states: stateNodesOf(machine).length,
    events: externalEventTypes(machine).length,
    transitions: transitionsOf(machine).length,
  };
}

function statePath(node: AnyStateNode): string {
  return node.path.join('.');
}

function invokedActors(node: AnyStateNode): string {
  return node.invoke.map((definition) => (typeof definition.src === 'string' ? definition.src : definition.id)).join(', ');
}

function stateRow(node: AnyStateNode): string {
  return `| \`${statePath(node)}\` | ${node.type} | ${node.tags.join(', ')} | ${invokedActors(node)} |`;
}

export function machinePage({ name, machine, purpose }: CatalogueEntry): string {
  const counts = countsOf(machine);
  const events = externalEventTypes(machine);
  return [
    `# ${name}`,
    '',
    purpose,
    '',
    `Source: [machines/${name}.machine.ts](../../machines/${name}.machine.ts) · ` +
      `${counts.states} states · ${counts.events} events · ${counts.transitions} transitions`,
    '',
    '## Diagram',
    '',
    '```mermaid',
    toMermaid(machine).trimEnd(),
    '```',
    '',
    '## States',
    '',
    '| state | type | tags | invokes |',
    '| --- | --- | --- | --- |',
    ...stateNodesOf(machine).map(stateRow),
    '',
    '## Events',
    '',
    events.length > 0 ? events.map((event) => `\`${event}\``).join(', ') : 'None.',
    '',
    GENERATED_NOTE,
    '',
  ].join('\n');
}

export function cataloguePage(entries: readonly CatalogueEntry[]): string {
  return [
    '# Machines',
    '',
    'Every flow of Slice is an XState v5 machine in `machines/`. Each page below shows the diagram drawn',
    'from the machine definition; the app route `/machines` shows the same diagrams and, in development',
    'builds, the live state of running actors.',
    '',
    '| machine | purpose | states | events | transitions |',
    '| --- | --- | --- | --- | --- |',
    ...entries.map(({ name, machine, purpose }) => {
      const counts = countsOf(machine);
      return `| [${name}](${name}.md) | ${purpose} | ${counts.states} | ${counts.events} | ${counts.transitions} |`;
    }),
    '',
    GENERATED_NOTE,
    '',
  ].join('\n');
}

/** Every file of docs/machines, by file name. */
export function machineDocs(entries: readonly CatalogueEntry[] = machineCatalogue): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of entries) files.set(`${entry.name}.md`, machinePage(entry));
  files.set(CATALOGUE_PAGE, cataloguePage(entries));
  return files;
}
