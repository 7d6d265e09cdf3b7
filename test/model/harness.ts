/**
 * Model-based test harness (STYLE 16). It walks the REAL machine definition with xstate/graph over the
 * given events (external events, `xstate.done.actor.<id>` / `xstate.error.actor.<id>` with output or
 * error, `xstate.after.<delay>.<stateId>`), replays every path against a real actor whose actors are
 * controlled fakes and whose clock is a SimulatedClock, checks the actor's state after every step, and
 * measures which state nodes and transitions the replays took against the machine's totals.
 *
 * Paths: shortest paths over vertices keyed by (snapshot, event type, previous state value), so every
 * edge of the explored graph ends one shortest path and every reachable transition is walked at least
 * once, without the explosion of simple paths. `strategy: 'simple'` is there for machines whose
 * transitions need longer detours; both are bounded by `maxStates` and `maxPaths`.
 */
import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyActorLogic,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type EventFromLogic,
  type EventObject,
  type InspectionEvent,
} from 'xstate';
import { getShortestPaths, getSimplePaths, serializeSnapshot, type StatePath } from 'xstate/graph';
import { stateNodesOf, transitionsOf } from '@machines/definition';

const DONE_ACTOR = 'xstate.done.actor.';
const ERROR_ACTOR = 'xstate.error.actor.';
const AFTER = 'xstate.after.';
const DEFAULT_MAX_STATES = 2_000;
const DEFAULT_MAX_PATHS = 500;

export type ModelPath = StatePath<AnyMachineSnapshot, EventObject>;
export type ModelStep = ModelPath['steps'][number];

export interface StepCheck {
  /** The step just replayed; `step.state` is the state the model expects. */
  step: ModelStep;
  index: number;
  path: ModelPath;
  actor: AnyActorRef;
  /** Events the actor emitted while this step ran. */
  emitted: EventObject[];
}

/** Runs one step's event against the live actor instead of the default execution. */
export type StepExecutor = (actor: AnyActorRef, event: EventObject, clock: SimulatedClock) => void | Promise<void>;

/** The machine's own events plus the internal ones a replay can produce: actor done/error and delays. */
export type ModelEvent<TMachine extends AnyStateMachine> =
  | EventFromLogic<TMachine>
  | { type: `xstate.done.actor.${string}`; output: unknown }
  | { type: `xstate.error.actor.${string}`; error: unknown }
  | { type: `xstate.after.${string}` };

export interface RunModelOptions<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** Name for the report line, e.g. `session`. */
  name: string;
  /** The real machine; every actor it names is replaced by a controlled fake (see `actors`). */
  machine: TMachine;
  /** The events to explore; each is offered only where the machine accepts it. */
  events: readonly ModelEvent<TMachine>[];
  input?: unknown;
  /** Actor logic to use instead of the controlled promise fake, by src name. */
  actors?: Record<string, AnyActorLogic>;
  /** Custom execution per event type (e.g. for a callback actor's events). */
  execute?: Record<string, StepExecutor>;
  /** States (ids) and transitions (names from `transitionsOf`) that no path can reach, each with its reason. */
  unreachable?: Record<string, string>;
  strategy?: 'shortest' | 'simple';
  /** Bound on explored (snapshot, event) vertices. */
  maxStates?: number;
  /** Bound on replayed paths. */
  maxPaths?: number;
  /**
   * Which context differences make two model states different, for machines whose context can grow
   * without bound (e.g. a queue): map the context to what matters (queue empty or not). Replays are
   * checked against the same abstraction, since one model state stands for all the contexts it merges.
   */
  abstractContext?: (context: never) => unknown;
  /** Extra assertions after every replayed step. */
  onStep?: (check: StepCheck) => void;
}

export interface Coverage {
  states: number;
  transitions: number;
}

export interface ModelResult {
  name: string;
  covered: Coverage;
  total: Coverage;
  missing: { states: string[]; transitions: string[] };
  /** States and transitions listed as unreachable (and indeed not taken). */
  unreachable: string[];
  paths: number;
  steps: number;
}

interface Deferred {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Promise actors that settle only when a replayed step says so, keyed by invoke id. */
class ControlledActors {
  private readonly running = new Map<string, Deferred>();

  readonly logic = fromPromise<unknown, unknown>(
    ({ self, signal }) =>
      new Promise((resolve, reject) => {
        const deferred: Deferred = { resolve, reject };
        this.running.set(self.id, deferred);
        signal.addEventListener('abort', () => {
          if (this.running.get(self.id) === deferred) this.running.delete(self.id);
        });
      }),
  );

  settle(id: string, outcome: { output: unknown } | { error: unknown }): void {
    const deferred = this.running.get(id);
    if (!deferred) {
      throw new Error(`No running actor "${id}" to settle; running: ${[...this.running.keys()].join(', ') || 'none'}`);
    }
    this.running.delete(id);
    if ('error' in outcome) deferred.reject(outcome.error);
    else deferred.resolve(outcome.output);
  }

  reset(): void {
    this.running.clear();
  }
}

function jsonReplacer(_key: string, value: unknown): unknown {
  if (value instanceof Error) return { ...value, name: value.name, message: value.message };
  return value;
}

function comparable(snapshot: AnyMachineSnapshot, abstract: (context: unknown) => unknown = (context) => context): string {
  return JSON.stringify({ status: snapshot.status, value: snapshot.value, context: abstract(snapshot.context) }, jsonReplacer);
}

function describePath(path: ModelPath): string {
  return path.steps.map((step) => step.event.type).join(' → ');
}

/** Drops paths whose event sequence is a prefix of a longer path's (events compared by identity). */
function withoutPrefixPaths(paths: ModelPath[]): ModelPath[] {
  const sorted = [...paths].sort((a, b) => b.steps.length - a.steps.length);
  const kept: ModelPath[] = [];
  for (const path of sorted) {
    const isPrefix = kept.some((longer) => path.steps.every((step, index) => longer.steps[index]?.event === step.event));
    if (!isPrefix) kept.push(path);
  }
  return kept;
}

function flush(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

function computePaths(machine: AnyStateMachine, options: RunModelOptions): ModelPath[] {
  const events = options.events as readonly EventObject[];
  const abstract = options.abstractContext as ((context: unknown) => unknown) | undefined;
  const keyOf = (snapshot: AnyMachineSnapshot): string =>
    abstract ? JSON.stringify({ value: snapshot.value, context: abstract(snapshot.context) }, jsonReplacer) : serializeSnapshot(snapshot);
  const traversal = {
    input: options.input,
    limit: options.maxStates ?? DEFAULT_MAX_STATES,
    events: (snapshot: AnyMachineSnapshot) => (snapshot.status === 'active' ? events.filter((event) => snapshot.can(event)) : []),
    serializeState: (snapshot: AnyMachineSnapshot, event: EventObject | undefined, previous?: AnyMachineSnapshot) =>
      `${keyOf(snapshot)}|${event?.type ?? ''}|${previous ? JSON.stringify(previous.value) : ''}`,
  };
  const generate = options.strategy === 'simple' ? getSimplePaths : getShortestPaths;
  const paths = withoutPrefixPaths(generate(machine, traversal as never) as ModelPath[]);
  const maxPaths = options.maxPaths ?? DEFAULT_MAX_PATHS;
  if (paths.length > maxPaths) {
    throw new Error(`${options.name}: ${paths.length} paths exceed maxPaths ${maxPaths}; narrow the events or raise the bound`);
  }
  return paths;
}

/** Walks the machine, replays every path, and throws unless every state and transition was covered. */
export async function runModel<TMachine extends AnyStateMachine>(typed: RunModelOptions<TMachine>): Promise<ModelResult> {
  const abstractContext = typed.abstractContext as ((context: unknown) => unknown) | undefined;
  const options = typed as RunModelOptions;
  const controlled = new ControlledActors();
  const fakes = Object.fromEntries(
    Object.keys(options.machine.implementations.actors).map((src) => [src, options.actors?.[src] ?? controlled.logic]),
  );
  const machine = options.machine.provide({ actors: fakes }) as AnyStateMachine;

  const allStates = stateNodesOf(machine).map((node) => node.id);
  const allTransitions = transitionsOf(machine);
  const nameOf = new Map<AnyTransitionDefinition, string>(allTransitions.map((info) => [info.transition, info.name]));
  const coveredStates = new Set<string>();
  const coveredTransitions = new Set<string>();

  const paths = computePaths(machine, options);
  let steps = 0;

  for (const path of paths) {
    controlled.reset();
    const clock = new SimulatedClock();
    const dueAt = new WeakMap<object, number>();
    let emitted: EventObject[] = [];
    const recordNodes = (snapshot: AnyMachineSnapshot): void => {
      for (const node of snapshot._nodes) coveredStates.add(node.id);
    };
    const actor = createActor(machine, {
      clock,
      input: options.input,
      inspect: (inspection: InspectionEvent) => {
        if (inspection.type !== '@xstate.microstep' || inspection.actorRef.sessionId !== inspection.rootId) return;
        for (const transition of inspection._transitions) {
          const name = nameOf.get(transition);
          if (name) coveredTransitions.add(name);
          // A state left by an eventless transition before any snapshot (a start-up choice) was still active.
          coveredStates.add(transition.source.id);
        }
        recordNodes(inspection.snapshot as AnyMachineSnapshot);
      },
    });
    actor.on('*', (event: EventObject) => emitted.push(event));
    const recordScheduled = (): void => {
      for (const scheduled of Object.values(actor.system.getSnapshot()._scheduledEvents)) {
        if (!dueAt.has(scheduled)) dueAt.set(scheduled, clock.now() + scheduled.delay);
      }
    };
    const execute = async (event: EventObject): Promise<void> => {
      const custom = options.execute?.[event.type];
      if (custom) await custom(actor, event, clock);
      else if (event.type.startsWith(DONE_ACTOR)) {
        controlled.settle(event.type.slice(DONE_ACTOR.length), { output: (event as { output?: unknown }).output });
      } else if (event.type.startsWith(ERROR_ACTOR)) {
        controlled.settle(event.type.slice(ERROR_ACTOR.length), { error: (event as { error?: unknown }).error });
      } else if (event.type.startsWith(AFTER)) {
        const scheduled = Object.values(actor.system.getSnapshot()._scheduledEvents).find(
          (candidate) => candidate.event.type === event.type && candidate.source === actor,
        );
        const due = scheduled ? dueAt.get(scheduled) : undefined;
        if (due === undefined) throw new Error(`Delayed event ${event.type} is not scheduled`);
        clock.increment(due - clock.now());
      } else {
        actor.send(event);
      }
      await flush();
    };

    actor.start();
    try {
      for (const [index, step] of path.steps.entries()) {
        emitted = [];
        if (index > 0) await execute(step.event);
        recordScheduled();
        const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
        if (snapshot.status === 'error') throw snapshot.error;
        recordNodes(snapshot);
        const actual = comparable(snapshot, abstractContext);
        const expected = comparable(step.state, abstractContext);
        if (actual !== expected) {
          throw new Error(
            `${options.name}: step ${index} (${step.event.type}) of path ${describePath(path)}\n` +
              `expected ${expected}\nactual   ${actual}`,
          );
        }
        options.onStep?.({ step, index, path, actor, emitted });
        steps += 1;
      }
    } finally {
      actor.stop();
    }
  }

  const listed = Object.keys(options.unreachable ?? {});
  const knownTransitions = new Set(allTransitions.map((info) => info.name));
  for (const name of listed) {
    if (!knownTransitions.has(name) && !allStates.includes(name)) {
      throw new Error(`${options.name}: "${name}" is listed as unreachable but is no state or transition`);
    }
    if (coveredTransitions.has(name) || coveredStates.has(name)) {
      throw new Error(`${options.name}: "${name}" is listed as unreachable but was covered`);
    }
  }
  const states = allStates.filter((id) => !listed.includes(id));
  const transitions = allTransitions.map((info) => info.name).filter((name) => !listed.includes(name));
  const result: ModelResult = {
    name: options.name,
    covered: {
      states: states.filter((id) => coveredStates.has(id)).length,
      transitions: transitions.filter((name) => coveredTransitions.has(name)).length,
    },
    total: { states: states.length, transitions: transitions.length },
    missing: {
      states: states.filter((id) => !coveredStates.has(id)),
      transitions: transitions.filter((name) => !coveredTransitions.has(name)),
    },
    unreachable: listed,
    paths: paths.length,
    steps,
  };
  if (result.missing.states.length > 0 || result.missing.transitions.length > 0) {
    throw new Error(
      `${coverageLine(result)}\nnot covered:\n` +
        [...result.missing.states.map((id) => `  state ${id}`), ...result.missing.transitions.map((name) => `  transition ${name}`)].join(
          '\n',
        ),
    );
  }
  return result;
}

/** `session: 9/9 states, 18/18 transitions` (plus how many states and transitions were listed unreachable). */
export function coverageLine(result: ModelResult): string {
  const unreachable = result.unreachable.length > 0 ? ` (${result.unreachable.length} listed unreachable)` : '';
  return (
    `${result.name}: ${result.covered.states}/${result.total.states} states, ` +
    `${result.covered.transitions}/${result.total.transitions} transitions${unreachable}`
  );
}

/** Prints the coverage line for the run's log. */
export function reportCoverage(result: ModelResult): void {
  console.info(`model coverage: ${coverageLine(result)} over ${result.paths} paths, ${result.steps} steps`);
}
