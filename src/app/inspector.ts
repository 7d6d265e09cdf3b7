/**
 * Dev-only inspection store: pass `inspect` to createActor and the QA route (/machines) shows each
 * running actor's machine, current state and recent events. Production builds never load it.
 */
import type { ActorRefLike, EventObject, InspectionEvent } from 'xstate';

/** Events kept per actor. */
export const MAX_EVENTS_PER_ACTOR = 50;
/** Actors kept; the oldest finished ones go first. */
export const MAX_ACTORS = 100;

export interface InspectedEvent {
  type: string;
  /** Epoch ms when the actor received it. */
  at: number;
  event: EventObject;
}

export interface InspectedActor {
  /** The actor's id (its invoke id, or a generated one for root actors). */
  id: string;
  sessionId: string;
  /** The id of the machine it runs; null for promise, callback and other logic. */
  machineId: string | null;
  /** `active`, `done`, `error` or `stopped`. */
  status: string;
  /** The current state value of a machine actor; null for other logic. */
  value: unknown;
  /** The most recent events, oldest first, at most MAX_EVENTS_PER_ACTOR. */
  events: readonly InspectedEvent[];
}

export interface Inspector {
  inspect: (event: InspectionEvent) => void;
  /** Called (at most once per microtask) after anything changed; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  /** A stable array until the next change, so it suits useSyncExternalStore. */
  getActors: () => readonly InspectedActor[];
}

/** Inspection hands over the real actor, typed narrowly; `id` and `logic` are read defensively. */
function actorIdOf(actorRef: ActorRefLike): string {
  const id: unknown = (actorRef as { id?: unknown }).id;
  return typeof id === 'string' ? id : actorRef.sessionId;
}

function machineIdOf(actorRef: ActorRefLike): string | null {
  const logic: unknown = (actorRef as { logic?: unknown }).logic;
  if (typeof logic === 'object' && logic !== null && 'root' in logic && 'id' in logic && typeof logic.id === 'string') {
    return logic.id;
  }
  return null;
}

function snapshotFields(snapshot: unknown): { status: string; value: unknown } {
  const fields = (snapshot ?? {}) as { status?: unknown; value?: unknown };
  return { status: typeof fields.status === 'string' ? fields.status : 'active', value: fields.value ?? null };
}

export function createInspector(now: () => number = Date.now): Inspector {
  const actors = new Map<string, InspectedActor>();
  const listeners = new Set<() => void>();
  let cached: readonly InspectedActor[] = [];
  let notifyQueued = false;

  const changed = (): void => {
    cached = [...actors.values()];
    if (notifyQueued) return;
    notifyQueued = true;
    // Inspection runs inside actor steps; listeners (React) hear about it after the step.
    queueMicrotask(() => {
      notifyQueued = false;
      for (const listener of listeners) listener();
    });
  };

  const evictFinished = (): void => {
    for (const [sessionId, actor] of actors) {
      if (actors.size <= MAX_ACTORS) return;
      if (actor.status !== 'active') actors.delete(sessionId);
    }
  };

  const entryFor = (actorRef: ActorRefLike): InspectedActor => {
    const existing = actors.get(actorRef.sessionId);
    if (existing) return existing;
    const created: InspectedActor = {
      id: actorIdOf(actorRef),
      sessionId: actorRef.sessionId,
      machineId: machineIdOf(actorRef),
      // The snapshot can't be read while the actor initialises; `@xstate.snapshot` fills these in.
      status: 'active',
      value: null,
      events: [],
    };
    actors.set(actorRef.sessionId, created);
    evictFinished();
    return created;
  };

  const update = (actorRef: ActorRefLike, patch: Partial<InspectedActor>): void => {
    actors.set(actorRef.sessionId, { ...entryFor(actorRef), ...patch });
    changed();
  };

  return {
    inspect(inspection) {
      if (inspection.type === '@xstate.actor') {
        update(inspection.actorRef, {});
      } else if (inspection.type === '@xstate.snapshot') {
        update(inspection.actorRef, snapshotFields(inspection.snapshot));
      } else if (inspection.type === '@xstate.event') {
        const entry = entryFor(inspection.actorRef);
        const received: InspectedEvent = { type: inspection.event.type, at: now(), event: inspection.event };
        update(inspection.actorRef, { events: [...entry.events, received].slice(-MAX_EVENTS_PER_ACTOR) });
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getActors: () => cached,
  };
}

/** The app's one inspector (dev builds pass its `inspect` to the root actors and screen actors). */
export const appInspector = createInspector();
