/**
 * Reads a machine definition (never a running actor): its state nodes, every transition with a
 * stable readable name, and event labels. Shared by the diagram generator and the model tests.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

const DONE_ACTOR = 'xstate.done.actor.';
const ERROR_ACTOR = 'xstate.error.actor.';
const DONE_STATE = 'xstate.done.state.';
const AFTER = 'xstate.after.';
/** xstate's event type for `always` transitions. */
const ALWAYS = '';

/** One transition of the definition, named `<source id> · <event>[ [guard]]`. */
export interface TransitionInfo {
  name: string;
  transition: AnyTransitionDefinition;
  source: AnyStateNode;
  /** Target nodes; the source itself for a transition without target. */
  targets: readonly AnyStateNode[];
  /** Human label: event name, `done: loadSession`, `after retryDelay`, `always`, plus `[guard]`. */
  label: string;
}

/** Every state node below the root, in document order. */
export function stateNodesOf(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  const visit = (node: AnyStateNode): void => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      nodes.push(child);
      visit(child);
    }
  };
  visit(machine.root);
  return nodes;
}

/** The guard's name as written in the machine, or `guard` for an inline one. */
export function guardName(transition: AnyTransitionDefinition): string | undefined {
  const { guard } = transition;
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String(guard.type);
  return 'guard';
}

function invokeName(node: AnyStateNode, id: string): string {
  const invoke = node.invoke.find((definition) => definition.id === id);
  return invoke && typeof invoke.src === 'string' ? invoke.src : id;
}

function delayLabel(machine: AnyStateMachine, node: AnyStateNode, eventType: string): string {
  const delayed = node.after.find((definition) => definition.eventType === eventType);
  const delay: unknown = delayed?.delay;
  if (typeof delay === 'number') return `${delay}ms`;
  const configured: unknown = typeof delay === 'string' ? machine.implementations.delays[delay] : undefined;
  return typeof configured === 'number' ? `${String(delay)} (${configured}ms)` : String(delay);
}

/** The readable event of a transition: `done: loadSession`, `error: loadSession`, `after retryDelay (2000ms)`, `always`. */
export function eventLabel(machine: AnyStateMachine, transition: AnyTransitionDefinition): string {
  const eventType = String(transition.eventType);
  const node = transition.source as AnyStateNode;
  if (eventType === ALWAYS) return 'always';
  if (eventType.startsWith(DONE_ACTOR)) return `done: ${invokeName(node, eventType.slice(DONE_ACTOR.length))}`;
  if (eventType.startsWith(ERROR_ACTOR)) return `error: ${invokeName(node, eventType.slice(ERROR_ACTOR.length))}`;
  if (eventType.startsWith(DONE_STATE)) return 'done';
  if (eventType.startsWith(AFTER)) return `after ${delayLabel(machine, node, eventType)}`;
  return eventType;
}

/** Every transition of every node (root included): `on`, `always`, `after`, invoke done/error, state done. */
export function transitionsOf(machine: AnyStateMachine): TransitionInfo[] {
  const infos: TransitionInfo[] = [];
  const seen = new Map<string, number>();
  for (const node of [machine.root, ...stateNodesOf(machine)]) {
    const definitions = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
    for (const transition of definitions) {
      const guard = guardName(transition);
      const label = `${eventLabel(machine, transition)}${guard ? ` [${guard}]` : ''}`;
      const base = `${node.id} · ${label}`;
      const count = (seen.get(base) ?? 0) + 1;
      seen.set(base, count);
      infos.push({
        name: count === 1 ? base : `${base} #${count}`,
        transition,
        source: node,
        targets: transition.target ?? [node],
        label,
      });
    }
  }
  return infos;
}

/** The external event types a machine accepts (internal xstate events and `always` left out). */
export function externalEventTypes(machine: AnyStateMachine): string[] {
  const types = new Set<string>();
  for (const { transition } of transitionsOf(machine)) {
    const eventType = String(transition.eventType);
    if (eventType !== ALWAYS && !eventType.startsWith('xstate.')) types.add(eventType);
  }
  return [...types].sort();
}
