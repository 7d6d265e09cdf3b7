/**
 * The landing screen: the widgets (SPEC 7: the list, then each entry's content link) and alerts load beside the
 * stored preferences; a delivery choice is remembered and persisted before the screen is told where to go; a
 * widget's banner leads to its SPEC 2 target and a link card to its SPEC 2 link action.
 */
import { assign, emit, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { AlertItem, WidgetContent } from '@/contract/content';
import { toApiError, type ApiError } from '@/api/errors';
import type { ApiClient } from '@/api/client';
import { getApiClient } from '@/api/holder';
import { readStored, STORAGE_KEYS, writeStored, type StorageKey } from '@/api/storage';
import { DELIVERY_CHOICES, deliveryChoiceRoute, widgetCardRoute, type DeliveryChoice } from '@/domain/navigation';

// Types

/** The preferences the landing screen keeps in IndexedDB. */
export interface LandingPreferences {
  /** Whether only vegetarian items are shown. */
  vegOnly: boolean;
  /** How the customer last chose to get the order. */
  deliveryChoice: DeliveryChoice;
}

/** What `loadContent` returns. */
export interface LandingContent {
  /** The landing widgets' contents in the list's order; a widget whose content failed to load is left out. */
  widgets: WidgetContent[];
  /** Announcements shown above the page. */
  alerts: AlertItem[];
}

export interface LandingContext extends LandingContent, LandingPreferences {
  /** Why loading the content failed; null otherwise. */
  error: ApiError | null;
}

export type LandingEvent =
  | { type: 'deliveryType.choose'; choice: DeliveryChoice }
  /** A widget's card (a banner or a link) was opened. */
  | { type: 'widget.open'; widgetId: string; cardId: string }
  | { type: 'vegOnly.toggle' }
  | { type: 'landing.retry' }
  | { type: 'language.change' };

/** The screen listens with `actor.on('navigation.requested', ...)` and routes to `to`. */
export type LandingEmitted = { type: 'navigation.requested'; to: string };

/** `loading`: widgets and alerts are on their way; `saving`: a delivery choice is being stored; `error`: content failed to load. */
export type LandingTag = 'loading' | 'saving' | 'error';

// Constants

/** SPEC 7: delivery type defaults to D, i.e. the delivery choice. */
export const DEFAULT_DELIVERY_CHOICE: DeliveryChoice = 'delivery';

// Setup

function isDeliveryChoice(value: unknown): value is DeliveryChoice {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(DELIVERY_CHOICES, value);
}

/** Unreadable storage (e.g. private browsing) means no stored preference, not a failed page. */
function readPreference(key: StorageKey): Promise<unknown> {
  return readStored<unknown>(key).catch(() => undefined);
}

/** Where the widget card leads; null when no loaded widget has it. */
function cardRouteOf(context: LandingContext, widgetId: string, cardId: string): string | null {
  const widget = context.widgets.find((candidate) => candidate.id === widgetId);
  return widget ? widgetCardRoute(widget, cardId) : null;
}

/**
 * SPEC 7: the widgets list, then each entry's content link. A content that fails is left out so the others still
 * show; when every one failed the first failure stands for them all.
 */
async function loadWidgets(api: ApiClient, signal: AbortSignal): Promise<WidgetContent[]> {
  const { widgets } = await api.getWidgets({ signal });
  const contents = await Promise.allSettled(widgets.map((widget) => api.getWidgetContent(widget.id, { signal })));
  const loaded = contents.flatMap((content) => (content.status === 'fulfilled' ? [content.value] : []));
  const failure = contents.find((content) => content.status === 'rejected');
  if (loaded.length === 0 && failure) throw failure.reason;
  return loaded;
}

function preferencesOf(context: LandingContext): LandingPreferences {
  return { vegOnly: context.vegOnly, deliveryChoice: context.deliveryChoice };
}

export const landingMachine = setup({
  types: {
    context: {} as LandingContext,
    events: {} as LandingEvent,
    emitted: {} as LandingEmitted,
    tags: {} as LandingTag,
  },
  actors: {
    loadContent: fromPromise<LandingContent>(async ({ signal }) => {
      const api = getApiClient();
      const [widgets, alerts] = await Promise.all([loadWidgets(api, signal), api.getAlerts({ signal })]);
      return { widgets, alerts: alerts.alerts };
    }),
    loadPreferences: fromPromise<LandingPreferences>(async () => {
      const [vegOnly, deliveryChoice] = await Promise.all([
        readPreference(STORAGE_KEYS.vegOnly),
        readPreference(STORAGE_KEYS.deliveryChoice),
      ]);
      return {
        vegOnly: vegOnly === true,
        deliveryChoice: isDeliveryChoice(deliveryChoice) ? deliveryChoice : DEFAULT_DELIVERY_CHOICE,
      };
    }),
    savePreferences: fromPromise<void, LandingPreferences>(async ({ input }) => {
      await Promise.all([writeStored(STORAGE_KEYS.vegOnly, input.vegOnly), writeStored(STORAGE_KEYS.deliveryChoice, input.deliveryChoice)]);
    }),
  },
  guards: {
    hasCard: ({ context }, params: { widgetId: string; cardId: string }) => cardRouteOf(context, params.widgetId, params.cardId) !== null,
  },
  actions: {
    assignContent: assign((_, params: { content: LandingContent }) => ({ ...params.content, error: null })),
    assignPreferences: assign((_, params: { preferences: LandingPreferences }) => params.preferences),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
    assignChoice: assign((_, params: { choice: DeliveryChoice }) => ({ deliveryChoice: params.choice })),
    toggleVegOnly: assign({ vegOnly: ({ context }) => !context.vegOnly }),
    navigateToChoice: emit(({ context }) => ({ type: 'navigation.requested' as const, to: deliveryChoiceRoute(context.deliveryChoice) })),
    navigateToCard: enqueueActions(({ context, enqueue }, params: { widgetId: string; cardId: string }) => {
      const to = cardRouteOf(context, params.widgetId, params.cardId);
      if (to !== null) enqueue.emit({ type: 'navigation.requested', to });
    }),
  },
}).createMachine({
  id: 'landing',
  // Content and preferences load side by side, so the delivery choice works even when widgets fail.
  type: 'parallel',
  context: { widgets: [], alerts: [], vegOnly: false, deliveryChoice: DEFAULT_DELIVERY_CHOICE, error: null },
  states: {
    content: {
      initial: 'loading',
      // Widgets and alerts come in the customer's language: a new language loads them again.
      on: { 'language.change': '.loading' },
      states: {
        loading: {
          tags: 'loading',
          invoke: {
            id: 'loadContent',
            src: 'loadContent',
            onDone: { target: 'ready', actions: { type: 'assignContent', params: ({ event }) => ({ content: event.output }) } },
            onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        ready: {
          on: {
            'widget.open': {
              guard: { type: 'hasCard', params: ({ event }) => ({ widgetId: event.widgetId, cardId: event.cardId }) },
              actions: { type: 'navigateToCard', params: ({ event }) => ({ widgetId: event.widgetId, cardId: event.cardId }) },
            },
          },
        },
        failed: {
          tags: 'error',
          on: {
            'landing.retry': 'loading',
          },
        },
      },
    },
    preferences: {
      initial: 'loading',
      states: {
        // Choices wait for the stored preferences (one IndexedDB read), so saving one never overwrites the other.
        loading: {
          invoke: {
            id: 'loadPreferences',
            src: 'loadPreferences',
            onDone: {
              target: 'idle',
              actions: { type: 'assignPreferences', params: ({ event }) => ({ preferences: event.output }) },
            },
            // Unreadable storage keeps the defaults.
            onError: 'idle',
          },
        },
        idle: {
          on: {
            'deliveryType.choose': {
              target: 'savingChoice',
              actions: { type: 'assignChoice', params: ({ event }) => ({ choice: event.choice }) },
            },
            'vegOnly.toggle': { target: 'savingVegOnly', actions: 'toggleVegOnly' },
          },
        },
        savingVegOnly: {
          on: {
            'deliveryType.choose': {
              target: 'savingChoice',
              actions: { type: 'assignChoice', params: ({ event }) => ({ choice: event.choice }) },
            },
            'vegOnly.toggle': { target: 'savingVegOnly', reenter: true, actions: 'toggleVegOnly' },
          },
          invoke: {
            id: 'savePreferences',
            src: 'savePreferences',
            input: ({ context }) => preferencesOf(context),
            // Persisting is best effort: the switch still applies for this visit.
            onDone: 'idle',
            onError: 'idle',
          },
        },
        savingChoice: {
          tags: 'saving',
          invoke: {
            id: 'savePreferences',
            src: 'savePreferences',
            input: ({ context }) => preferencesOf(context),
            // The choice also travels in the route's deliveryType, so navigation does not wait on storage success.
            onDone: { target: 'idle', actions: 'navigateToChoice' },
            onError: { target: 'idle', actions: 'navigateToChoice' },
          },
          on: {
            // Save again with the new switch, and still navigate afterwards.
            'vegOnly.toggle': { target: 'savingChoice', reenter: true, actions: 'toggleVegOnly' },
          },
        },
      },
    },
  },
});

// Selectors

export type LandingSnapshot = SnapshotFrom<typeof landingMachine>;

export const selectWidgets = (snapshot: LandingSnapshot): WidgetContent[] => snapshot.context.widgets;
export const selectAlerts = (snapshot: LandingSnapshot): AlertItem[] => snapshot.context.alerts;
export const selectVegOnly = (snapshot: LandingSnapshot): boolean => snapshot.context.vegOnly;
export const selectDeliveryChoice = (snapshot: LandingSnapshot): DeliveryChoice => snapshot.context.deliveryChoice;
export const selectIsLoading = (snapshot: LandingSnapshot): boolean => snapshot.hasTag('loading');
export const selectIsSaving = (snapshot: LandingSnapshot): boolean => snapshot.hasTag('saving');
export const selectHasFailed = (snapshot: LandingSnapshot): boolean => snapshot.hasTag('error');
export const selectError = (snapshot: LandingSnapshot): ApiError | null => snapshot.context.error;
