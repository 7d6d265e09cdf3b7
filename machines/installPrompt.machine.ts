/**
 * The "add to home screen" offer (SPEC 4: hidden temporarily or permanently; SPEC 9: save-to-home-screen
 * timer). Waits for the browser's deferred prompt, offers it, and remembers "later" and "never".
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { readStored, STORAGE_KEYS, writeStored } from '@/api/storage';
import { SAVE_TO_HOME_SCREEN_MS } from '@/domain/constants';

// Types

/** The browser's `beforeinstallprompt` event, kept to show its prompt later. */
export interface DeferredInstallPrompt {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallOutcome = 'accepted' | 'dismissed';

/** What is kept in IndexedDB. */
export interface StoredInstallPreference {
  /** Epoch ms until which the offer stays hidden; null when not hidden temporarily. */
  hiddenUntil: number | null;
  hiddenForever: boolean;
}

/** What `loadInstallPreference` returns: the stored preference measured against now. */
export interface InstallPreference {
  hiddenForever: boolean;
  /** How much longer a temporary hide lasts; 0 when none. */
  hiddenForMs: number;
}

/** What `saveInstallPreference` is asked to remember. */
export type InstallHide = { kind: 'temporarily'; forMs: number } | { kind: 'permanently' };

export interface InstallPromptContext {
  /** The browser's deferred prompt; null until offered by the browser or once used. */
  prompt: DeferredInstallPrompt | null;
  /** How long the current temporary hide lasts. */
  snoozeMs: number;
}

export type InstallPromptEvent =
  | { type: 'prompt.available'; prompt: DeferredInstallPrompt }
  | { type: 'prompt.install' }
  | { type: 'prompt.later' }
  | { type: 'prompt.never' }
  | { type: 'app.installed' };

/** `visible`: the offer is on screen. */
export type InstallPromptTag = 'visible';

// Setup

export const installPromptMachine = setup({
  types: {
    context: {} as InstallPromptContext,
    events: {} as InstallPromptEvent,
    tags: {} as InstallPromptTag,
  },
  actors: {
    loadInstallPreference: fromPromise<InstallPreference>(async () => {
      const stored = await readStored<StoredInstallPreference>(STORAGE_KEYS.installPrompt);
      const hiddenUntil = stored?.hiddenUntil ?? 0;
      return { hiddenForever: stored?.hiddenForever === true, hiddenForMs: Math.max(0, hiddenUntil - Date.now()) };
    }),
    saveInstallPreference: fromPromise<void, InstallHide>(({ input }) =>
      writeStored<StoredInstallPreference>(
        STORAGE_KEYS.installPrompt,
        input.kind === 'permanently'
          ? { hiddenUntil: null, hiddenForever: true }
          : { hiddenUntil: Date.now() + input.forMs, hiddenForever: false },
      ),
    ),
    showInstallPrompt: fromPromise<InstallOutcome, { prompt: DeferredInstallPrompt | null }>(async ({ input }) => {
      if (input.prompt === null) throw new Error('No install prompt to show');
      await input.prompt.prompt();
      return (await input.prompt.userChoice).outcome;
    }),
  },
  guards: {
    isHiddenForever: (_, params: { preference: InstallPreference }) => params.preference.hiddenForever,
    isHiddenForNow: (_, params: { preference: InstallPreference }) => params.preference.hiddenForMs > 0,
    isAccepted: (_, params: { outcome: InstallOutcome }) => params.outcome === 'accepted',
    hasPrompt: ({ context }) => context.prompt !== null,
  },
  actions: {
    assignPrompt: assign((_, params: { prompt: DeferredInstallPrompt }) => ({ prompt: params.prompt })),
    // The browser lets a deferred prompt be shown once.
    clearPrompt: assign({ prompt: null }),
    resumeSnooze: assign((_, params: { preference: InstallPreference }) => ({ snoozeMs: params.preference.hiddenForMs })),
    // SPEC 9: the save-to-home-screen timer.
    startSnooze: assign({ snoozeMs: SAVE_TO_HOME_SCREEN_MS }),
  },
  delays: {
    snooze: ({ context }) => context.snoozeMs,
  },
}).createMachine({
  id: 'installPrompt',
  initial: 'loading',
  context: { prompt: null, snoozeMs: SAVE_TO_HOME_SCREEN_MS },
  on: {
    'app.installed': '.installed',
    'prompt.available': { actions: { type: 'assignPrompt', params: ({ event }) => ({ prompt: event.prompt }) } },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadInstallPreference',
        src: 'loadInstallPreference',
        onDone: [
          {
            guard: { type: 'isHiddenForever', params: ({ event }) => ({ preference: event.output }) },
            target: 'hiddenForever',
          },
          {
            guard: { type: 'isHiddenForNow', params: ({ event }) => ({ preference: event.output }) },
            target: 'snoozed',
            actions: { type: 'resumeSnooze', params: ({ event }) => ({ preference: event.output }) },
          },
          { target: 'waiting' },
        ],
        onError: 'waiting',
      },
    },
    waiting: {
      // A prompt the browser offered while the preference was loading is offered at once.
      always: { guard: 'hasPrompt', target: 'offering' },
      on: {
        'prompt.available': {
          target: 'offering',
          actions: { type: 'assignPrompt', params: ({ event }) => ({ prompt: event.prompt }) },
        },
      },
    },
    offering: {
      tags: 'visible',
      on: {
        'prompt.install': 'installing',
        'prompt.later': 'hidingTemporarily',
        'prompt.never': 'hidingPermanently',
      },
    },
    installing: {
      invoke: {
        id: 'showInstallPrompt',
        src: 'showInstallPrompt',
        input: ({ context }) => ({ prompt: context.prompt }),
        onDone: [
          { guard: { type: 'isAccepted', params: ({ event }) => ({ outcome: event.output }) }, target: 'installed' },
          { target: 'hidingTemporarily', actions: 'clearPrompt' },
        ],
        onError: { target: 'waiting', actions: 'clearPrompt' },
      },
    },
    hidingTemporarily: {
      entry: 'startSnooze',
      invoke: {
        id: 'saveInstallPreference',
        src: 'saveInstallPreference',
        input: ({ context }) => ({ kind: 'temporarily' as const, forMs: context.snoozeMs }),
        // Remembering is best effort: the offer stays hidden for this visit either way.
        onDone: 'snoozed',
        onError: 'snoozed',
      },
    },
    snoozed: {
      after: {
        snooze: [{ guard: 'hasPrompt', target: 'offering' }, { target: 'waiting' }],
      },
    },
    hidingPermanently: {
      invoke: {
        id: 'saveInstallPreference',
        src: 'saveInstallPreference',
        input: { kind: 'permanently' as const },
        onDone: 'hiddenForever',
        onError: 'hiddenForever',
      },
    },
    hiddenForever: { type: 'final' },
    installed: { type: 'final', entry: 'clearPrompt' },
  },
});

// Selectors

export type InstallPromptSnapshot = SnapshotFrom<typeof installPromptMachine>;

export const selectIsOffered = (snapshot: InstallPromptSnapshot): boolean => snapshot.hasTag('visible');
export const selectIsInstalled = (snapshot: InstallPromptSnapshot): boolean => snapshot.matches('installed');
export const selectIsHiddenForever = (snapshot: InstallPromptSnapshot): boolean => snapshot.matches('hiddenForever');
