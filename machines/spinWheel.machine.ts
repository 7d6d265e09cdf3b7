/**
 * Spin the wheel (SPEC 1 game; SPEC 7 game data and spin; docs/rewards.md): loads the wheel and today's spin, spins
 * once a day and shows the prize the server drew. The machine never picks a prize: the spin call carries no choice
 * and the wheel turns to the segment the server answered. With reduced motion the wheel does not turn and the prize
 * shows at once. A spin the server refuses (already spun today, on another device) reloads the day's spin.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { GameData, GameSegment, SpinResult } from '@/contract/rewards';
import { REWARD_ERROR_CODES } from '@/contract/codes';
import { SPIN_ANIMATION_MS } from '@/domain/loyalty';
import { toApiError } from '@/api/errors';
import { getApiClient } from '@/api/holder';

// Types

export interface SpinWheelInput {
  /** The customer prefers reduced motion: the wheel does not turn, the prize shows at once. */
  reducedMotion?: boolean;
}

export interface SpinWheelContext {
  /** Whether the wheel turns before the prize shows. */
  reducedMotion: boolean;
  /** The wheel's segments in wheel order; empty until loaded. */
  segments: GameSegment[];
  /** Today's spin: the one just made, or the one the server reports; null before today's spin. */
  spin: SpinResult | null;
  /** When the next spin opens (start of the next India day), epoch ms; null until loaded. */
  nextSpinAt: number | null;
  /** The server's words when it refused a spin (already spun today); null otherwise. */
  refusal: string | null;
  /** Why the wheel or the spin failed; null otherwise. */
  error: string | null;
}

export type SpinWheelEvent = { type: 'spin.start' } | { type: 'spin.retry' } | { type: 'game.retry' };

/** `busy`: a call is under way; `error`: loading or spinning failed; `done`: today's spin is used. */
export type SpinWheelTag = 'busy' | 'error' | 'done';

// Setup

type GameDone = { event: { output: GameData } };
type SpinDone = { event: { output: SpinResult } };
type Failed = { event: { error: unknown } };

const gameOf = ({ event }: GameDone) => ({ game: event.output });
const spinOf = ({ event }: SpinDone) => ({ spin: event.output });
const errorOf = ({ event }: Failed) => ({ error: event.error });

export const spinWheelMachine = setup({
  types: {
    context: {} as SpinWheelContext,
    events: {} as SpinWheelEvent,
    input: {} as SpinWheelInput,
    tags: {} as SpinWheelTag,
  },
  actors: {
    getGameData: fromPromise<GameData>(({ signal }) => getApiClient().getGameData({ signal })),
    spinWheel: fromPromise<SpinResult>(({ signal }) => getApiClient().spinWheel({ signal })),
  },
  guards: {
    hasSpunToday: (_, params: { game: GameData }) => params.game.spunToday,
    isAlreadySpun: (_, params: { error: unknown }) => toApiError(params.error).code === REWARD_ERROR_CODES.alreadySpun,
    prefersReducedMotion: ({ context }) => context.reducedMotion,
  },
  actions: {
    assignGame: assign((_, params: { game: GameData }) => ({
      segments: params.game.segments,
      nextSpinAt: params.game.nextSpinAt,
      spin: params.game.spunToday ? params.game.lastSpin : null,
      error: null,
    })),
    assignSpin: assign((_, params: { spin: SpinResult }) => ({ spin: params.spin, error: null })),
    assignRefusal: assign((_, params: { error: unknown }) => ({ refusal: toApiError(params.error).displayMsg })),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error).displayMsg })),
  },
  delays: {
    /** The wheel's turn to the server's segment. */
    settle: SPIN_ANIMATION_MS,
  },
}).createMachine({
  id: 'spinWheel',
  context: ({ input }) => ({
    reducedMotion: input.reducedMotion ?? false,
    segments: [],
    spin: null,
    nextSpinAt: null,
    refusal: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    // SPEC 7 game data.
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getGameData',
        src: 'getGameData',
        onDone: [
          { guard: { type: 'hasSpunToday', params: gameOf }, target: 'alreadySpun', actions: { type: 'assignGame', params: gameOf } },
          { target: 'ready', actions: { type: 'assignGame', params: gameOf } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'assignError', params: errorOf } },
      },
    },
    loadFailed: {
      tags: 'error',
      on: { 'game.retry': 'loading' },
    },
    ready: {
      on: { 'spin.start': 'spinning' },
    },
    // SPEC 7 spin: the server draws; the answer names the segment.
    spinning: {
      tags: 'busy',
      invoke: {
        id: 'spinWheel',
        src: 'spinWheel',
        onDone: [
          { guard: 'prefersReducedMotion', target: 'result', actions: { type: 'assignSpin', params: spinOf } },
          { target: 'settling', actions: { type: 'assignSpin', params: spinOf } },
        ],
        onError: [
          // Spun already (another device, or a spin whose answer was lost): the day's spin is read back.
          { guard: { type: 'isAlreadySpun', params: errorOf }, target: 'loading', actions: { type: 'assignRefusal', params: errorOf } },
          { target: 'spinFailed', actions: { type: 'assignError', params: errorOf } },
        ],
      },
    },
    spinFailed: {
      tags: 'error',
      on: { 'spin.retry': 'spinning' },
    },
    // The wheel turns to the server's segment; the prize is announced when it stops.
    settling: {
      tags: 'done',
      after: { settle: 'result' },
    },
    result: { tags: 'done', type: 'final' },
    alreadySpun: { tags: 'done', type: 'final' },
  },
});

// Selectors

export type SpinWheelSnapshot = SnapshotFrom<typeof spinWheelMachine>;

export const selectSegments = (snapshot: SpinWheelSnapshot): GameSegment[] => snapshot.context.segments;
export const selectIsLoading = (snapshot: SpinWheelSnapshot): boolean => snapshot.matches('loading');
export const selectIsSpinning = (snapshot: SpinWheelSnapshot): boolean => snapshot.matches('spinning');
export const selectIsSettling = (snapshot: SpinWheelSnapshot): boolean => snapshot.matches('settling');
export const selectCanSpin = (snapshot: SpinWheelSnapshot): boolean => snapshot.can({ type: 'spin.start' });
export const selectLoadFailed = (snapshot: SpinWheelSnapshot): boolean => snapshot.matches('loadFailed');
export const selectSpinFailed = (snapshot: SpinWheelSnapshot): boolean => snapshot.matches('spinFailed');
export const selectRefusal = (snapshot: SpinWheelSnapshot): string | null => snapshot.context.refusal;
export const selectNextSpinAt = (snapshot: SpinWheelSnapshot): number | null => snapshot.context.nextSpinAt;
/** The segment the wheel points at: today's spin's, once it is known. */
export const selectTargetIndex = (snapshot: SpinWheelSnapshot): number | null => snapshot.context.spin?.segmentIndex ?? null;
/** Today's prize, once the wheel has stopped (or at once with reduced motion, or when spun earlier today). */
export const selectShownSpin = (snapshot: SpinWheelSnapshot): SpinResult | null =>
  snapshot.matches('result') || snapshot.matches('alreadySpun') ? snapshot.context.spin : null;
