/**
 * Feedback after an order (SPEC 2 /uf with its steps Login, Select Order, Submit Feedback; SPEC 3, 5, 8, 9). Feedback
 * requires login: a guest's query parameters are saved for the login to bring back, and the guest goes to log in.
 * Select Order lists the customer's orders delivered within feedbackOrdersDuration; one already rated says so. The form
 * is CSAT (1-5, sections OVERALL to COMMENTS) or NPS (0-10), by the device's feedback variant. Every change is kept on
 * the device (SPEC 4 "Feedback is persisted locally"), so a reload or a new login keeps the draft; a refused submit
 * shows the SPEC 5 messages, a failed one is silent (SPEC 8) and keeps the draft for a retry; a stored one shows its
 * alert for 4 seconds, then offers additional tags and, shortly after, a change. Orders placed in a store or by phone
 * are rated through the offline form, invoked as `offline`.
 */
import { assign, fromPromise, setup, spawnChild, type SnapshotFrom } from 'xstate';
import type {
  FeedbackCategoriesResponse,
  FeedbackOrder,
  FeedbackResponse,
  FeedbackTemplateResponse,
  SubmitFeedbackBody,
} from '@/contract/feedback';
import { FEEDBACK_ERROR_CODES } from '@/contract/codes';
import { toApiError } from '@/api/errors';
import { feedbackApi } from '@/api/feedback';
import { getApiClient } from '@/api/holder';
import { readStored, removeStored, STORAGE_KEYS, writeStored } from '@/api/storage';
import {
  emptyDraft,
  FEEDBACK_MEDIA,
  FEEDBACK_MESSAGE_MS,
  isFeedbackDraftValid,
  toggled,
  validateFeedbackDraft,
  type DeliveryAspect,
  type FeedbackDraft,
  type FeedbackErrors,
  type FeedbackMedium,
  type FeedbackTag,
  type FeedbackType,
} from '@/domain/feedback';
import { loginRoute, ROUTES } from '@/domain/navigation';
import { offlineFeedbackMachine } from './offlineFeedback.machine';
import { required } from './shared/required';

// Types

/** The query parameters of /uf, saved for the login to bring back (SPEC 2 /uf carries its stored query params). */
export type FeedbackQuery = Record<string, string>;

export interface FeedbackInput {
  /** The device's feedback variant: the form it is asked with. */
  variant: FeedbackType;
  /** The signed-in customer's mobile, to start the offline form with. */
  mobile: string;
}

/** What the page was opened with: the session's login and /uf's query. */
export interface FeedbackPage {
  /** Logged in: guests go to log in first (SPEC 5 feedback requires login). */
  isLoggedIn: boolean;
  /** /uf's query: `orderId` opens that order's form, `mode=offline` the offline form, `medium` says where the link was. */
  query: FeedbackQuery;
}

/** The draft kept on the device: one order's form as last changed. */
export interface StoredDraft {
  orderId: string;
  draft: FeedbackDraft;
}

/** The form of one order: its template, the categories it offers, and the draft kept for it (if any). */
export interface LoadedForm {
  template: FeedbackTemplateResponse;
  categories: FeedbackCategoriesResponse;
  stored: StoredDraft | null;
}

export interface FeedbackContext {
  /** The device's feedback variant: the form asked with, sent as the SPEC 7 header. */
  variant: FeedbackType;
  /** Where the customer came to the form from (SPEC 3 medium). */
  medium: FeedbackMedium;
  /** The offline form's starting mobile. */
  mobile: string;
  /** The query to bring back after login. */
  query: FeedbackQuery;
  /** The order being rated; null before one is chosen. */
  orderId: string | null;
  /** Select Order's list. */
  orders: FeedbackOrder[];
  /** The chosen order's form; null until loaded. */
  form: LoadedForm | null;
  /** The answers as given so far; null until a form is loaded. */
  draft: FeedbackDraft | null;
  /** SPEC 5 messages of the last refused submit, by field; a field's message clears when it changes. */
  errors: FeedbackErrors;
  /** The stored feedback after a submit; a later submit changes it (PUT update). */
  feedback: FeedbackResponse | null;
  /** Why the orders or the form could not be loaded; null otherwise. */
  error: string | null;
}

export type FeedbackEvent =
  | ({ type: 'page.open' } & FeedbackPage)
  | { type: 'orders.retry' }
  | { type: 'orders.show' }
  | { type: 'order.select'; orderId: string }
  | { type: 'offline.open' }
  | { type: 'form.retry' }
  | { type: 'overall.rate'; rating: number }
  | { type: 'food.rate'; productId: number; rating: number }
  | { type: 'food.tag'; productId: number; tag: string }
  | { type: 'delivery.rate'; rating: number }
  | { type: 'aspect.rate'; aspect: DeliveryAspect; rating: number }
  | { type: 'ordering.rate'; rating: number }
  | { type: 'value.rate'; rating: number }
  | { type: 'tag.toggle'; tag: FeedbackTag }
  | { type: 'comment.change'; value: string }
  | { type: 'ticket.toggle' }
  | { type: 'form.submit' }
  | { type: 'feedback.edit' }
  | { type: 'tags.add'; tags: FeedbackTag[] };

/** `busy`: a call is running; `error`: the orders or the form could not be loaded; `alert`: the thank-you alert shows. */
export type FeedbackStateTag = 'busy' | 'error' | 'alert';

// Setup

const mediumOf = (query: FeedbackQuery): FeedbackMedium => FEEDBACK_MEDIA.find((medium) => medium === query.medium) ?? 'LINK';

export const OFFLINE_MODE = 'offline';

/** Tags a food rating offers at its level. */
const tagsAt = (categories: FeedbackCategoriesResponse | undefined, rating: number): string[] =>
  categories?.foodTags.find((entry) => entry.level === rating)?.tags ?? [];

function bodyOf(orderId: string, draft: FeedbackDraft, medium: FeedbackMedium): SubmitFeedbackBody {
  const rated = <T>(value: T | null): value is T => value !== null;
  return {
    orderId,
    type: draft.type,
    overall: { rating: draft.overall ?? 0 },
    food: draft.food.flatMap((item) =>
      rated(item.rating) ? [{ productId: item.productId, rating: item.rating, ratedTags: item.ratedTags }] : [],
    ),
    delivery: draft.delivery,
    deliveryRatings: Object.entries(draft.deliveryRatings).map(([aspect, rating]) => ({ aspect: aspect as DeliveryAspect, rating })),
    ordering: draft.ordering,
    tags: draft.tags,
    valueForMoney: draft.valueForMoney,
    comments: { comment: draft.comment.trim(), raiseTicket: draft.raiseTicket },
    medium,
  };
}

/** The draft to start from: the kept one when it is this order's and this form's, else an empty one. */
function draftFor(loaded: LoadedForm): FeedbackDraft {
  const { template, stored } = loaded;
  const productIds = template.items.map((item) => item.productId);
  if (stored && stored.orderId === template.order.orderId && stored.draft.type === template.type) return stored.draft;
  return emptyDraft(template.type, productIds);
}

const page = ({ event }: { event: FeedbackPage }): FeedbackPage => ({ isLoggedIn: event.isLoggedIn, query: event.query });

const isRefusalError = (error: unknown): boolean => {
  const { kind, status } = toApiError(error);
  return kind === 'http' && status >= 400 && status < 500;
};

type DraftChange = (draft: FeedbackDraft, context: FeedbackContext) => FeedbackDraft;

/** Rated already, or (changing it) past its edit window: either way this order's feedback is given. */
const isAlreadyRatedError = (error: unknown): boolean =>
  [FEEDBACK_ERROR_CODES.alreadyRated, FEEDBACK_ERROR_CODES.editClosed].includes(
    toApiError(error).code as typeof FEEDBACK_ERROR_CODES.alreadyRated,
  );

export const feedbackMachine = setup({
  types: {
    context: {} as FeedbackContext,
    events: {} as FeedbackEvent,
    input: {} as FeedbackInput,
    tags: {} as FeedbackStateTag,
    children: {} as { offline: 'offlineForm' },
  },
  actors: {
    saveQuery: fromPromise<void, FeedbackQuery>(({ input }) => writeStored(STORAGE_KEYS.feedbackParams, input)),
    getHistory: fromPromise<FeedbackOrder[], { variant: FeedbackType }>(async ({ input, signal }) => {
      const { orders } = await feedbackApi(getApiClient(), input.variant).getHistory({ signal });
      return orders;
    }),
    loadForm: fromPromise<LoadedForm, { orderId: string; variant: FeedbackType }>(async ({ input, signal }) => {
      const api = feedbackApi(getApiClient(), input.variant);
      const [template, categories, stored] = await Promise.all([
        api.getTemplate(input.orderId, { signal }),
        api.getCategories({ signal }),
        readStored<StoredDraft>(STORAGE_KEYS.feedbackDraft).catch(() => undefined),
      ]);
      // The login brought the saved query back: it is spent once the form is open.
      await removeStored(STORAGE_KEYS.feedbackParams).catch(() => undefined);
      return { template, categories, stored: stored ?? null };
    }),
    saveDraft: fromPromise<void, StoredDraft>(({ input }) => writeStored(STORAGE_KEYS.feedbackDraft, input)),
    submitFeedback: fromPromise<FeedbackResponse, { body: SubmitFeedbackBody; feedbackId: string | null; variant: FeedbackType }>(
      async ({ input, signal }) => {
        const api = feedbackApi(getApiClient(), input.variant);
        const { orderId: _orderId, ...answers } = input.body;
        const stored =
          input.feedbackId === null ? await api.submit(input.body, { signal }) : await api.update(input.feedbackId, answers, { signal });
        await removeStored(STORAGE_KEYS.feedbackDraft).catch(() => undefined);
        return stored;
      },
    ),
    addTags: fromPromise<FeedbackResponse, { feedbackId: string; tags: FeedbackTag[]; variant: FeedbackType }>(({ input, signal }) =>
      feedbackApi(getApiClient(), input.variant).addTags(input.feedbackId, input.tags, { signal }),
    ),
    offlineForm: offlineFeedbackMachine,
  },
  delays: {
    /** SPEC 9: a message shows for 4 seconds. */
    alertTime: FEEDBACK_MESSAGE_MS,
    /** Server-given: how long after the alert the stored feedback can still be changed. */
    editWindow: ({ context }) => Math.max(0, (context.feedback?.editableForMs ?? 0) - FEEDBACK_MESSAGE_MS),
  },
  guards: {
    isGuest: (_, params: FeedbackPage) => !params.isLoggedIn,
    isOfflineMode: (_, params: FeedbackPage) => params.query.mode === OFFLINE_MODE,
    hasOrderId: (_, params: FeedbackPage) => params.query.orderId !== undefined && params.query.orderId !== '',
    hasNoOrders: (_, params: { orders: FeedbackOrder[] }) => params.orders.length === 0,
    isRatedOrder: ({ context }, params: { orderId: string }) =>
      context.orders.some((order) => order.orderId === params.orderId && order.rated),
    isListedOrder: ({ context }, params: { orderId: string }) => context.orders.some((order) => order.orderId === params.orderId),
    isAlreadyRated: (_, params: { error: unknown }) => isAlreadyRatedError(params.error),
    /** The server said no (4xx): sending it again would not help, unlike a lost connection or a server fault. */
    isRefusal: (_, params: { error: unknown }) => isRefusalError(params.error),
    isDraftValid: ({ context }) => context.draft !== null && isFeedbackDraftValid(context.draft),
    /** A feedback given on this page with the form (not the offline one) can be changed. */
    hasOnlineDraft: ({ context }) => context.feedback?.orderMode === 'online' && context.draft !== null,
  },
  actions: {
    assignPage: assign((_, params: FeedbackPage) => ({
      query: params.query,
      medium: mediumOf(params.query),
      orderId: params.query.orderId || null,
    })),
    assignOrders: assign((_, params: { orders: FeedbackOrder[] }) => ({ orders: params.orders, error: null })),
    assignOrderId: assign((_, params: { orderId: string }) => ({ orderId: params.orderId })),
    assignForm: assign((_, params: { form: LoadedForm }) => ({ form: params.form, draft: draftFor(params.form), errors: {}, error: null })),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error).displayMsg })),
    assignErrors: assign(({ context }) => ({ errors: context.draft ? validateFeedbackDraft(context.draft) : {} })),
    assignFeedback: assign((_, params: { feedback: FeedbackResponse }) => ({ feedback: params.feedback })),
    changeDraft: assign(({ context }, params: { change: DraftChange; clears?: keyof FeedbackErrors }) => {
      const draft = params.change(required(context.draft, 'draft'), context);
      if (params.clears === undefined) return { draft };
      const { [params.clears]: _cleared, ...errors } = context.errors;
      return { draft, errors };
    }),
    persistDraft: spawnChild('saveDraft', {
      input: ({ context }) => ({ orderId: required(context.orderId, 'order'), draft: required(context.draft, 'draft') }),
    }),
  },
}).createMachine({
  id: 'feedback',
  context: ({ input }) => ({
    variant: input.variant,
    medium: 'LINK',
    mobile: input.mobile,
    query: {},
    orderId: null,
    orders: [],
    form: null,
    draft: null,
    errors: {},
    feedback: null,
    error: null,
  }),
  initial: 'opening',
  states: {
    /** Which step: Login for a guest, the offline form, the form of the order the link names, or Select Order. */
    opening: {
      on: {
        'page.open': [
          { guard: { type: 'isGuest', params: page }, target: 'savingQuery', actions: { type: 'assignPage', params: page } },
          { guard: { type: 'isOfflineMode', params: page }, target: 'offline', actions: { type: 'assignPage', params: page } },
          { guard: { type: 'hasOrderId', params: page }, target: 'loadingForm', actions: { type: 'assignPage', params: page } },
          { target: 'loadingOrders', actions: { type: 'assignPage', params: page } },
        ],
      },
    },
    /** Step Login: the query is kept for the login to bring back. */
    savingQuery: {
      tags: 'busy',
      invoke: {
        id: 'saveQuery',
        src: 'saveQuery',
        input: ({ context }) => context.query,
        onDone: 'loginRequired',
        onError: 'loginRequired',
      },
    },
    // The screen sends the guest to log in, which returns to /uf with the saved query (selectLoginRoute).
    loginRequired: { type: 'final' },
    /** Step Select Order. */
    loadingOrders: {
      tags: 'busy',
      invoke: {
        id: 'getHistory',
        src: 'getHistory',
        input: ({ context }) => ({ variant: context.variant }),
        onDone: [
          {
            guard: { type: 'hasNoOrders', params: ({ event }) => ({ orders: event.output }) },
            target: 'noOrders',
            actions: { type: 'assignOrders', params: ({ event }) => ({ orders: event.output }) },
          },
          { target: 'selectingOrder', actions: { type: 'assignOrders', params: ({ event }) => ({ orders: event.output }) } },
        ],
        onError: { target: 'ordersFailed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ordersFailed: {
      tags: 'error',
      on: { 'orders.retry': 'loadingOrders' },
    },
    /** No order delivered within feedbackOrdersDuration: only a store or phone order can be rated. */
    noOrders: {
      on: { 'offline.open': 'offline' },
    },
    selectingOrder: {
      on: {
        'order.select': [
          {
            guard: { type: 'isRatedOrder', params: ({ event }) => ({ orderId: event.orderId }) },
            target: 'alreadyRated',
            actions: { type: 'assignOrderId', params: ({ event }) => ({ orderId: event.orderId }) },
          },
          {
            guard: { type: 'isListedOrder', params: ({ event }) => ({ orderId: event.orderId }) },
            target: 'loadingForm',
            actions: { type: 'assignOrderId', params: ({ event }) => ({ orderId: event.orderId }) },
          },
        ],
        'offline.open': 'offline',
      },
    },
    /** Step Submit Feedback: the order's form, its categories and the kept draft. */
    loadingForm: {
      tags: 'busy',
      invoke: {
        id: 'loadForm',
        src: 'loadForm',
        input: ({ context }) => ({ orderId: required(context.orderId, 'order'), variant: context.variant }),
        onDone: { target: 'filling', actions: { type: 'assignForm', params: ({ event }) => ({ form: event.output }) } },
        onError: [
          { guard: { type: 'isAlreadyRated', params: ({ event }) => ({ error: event.error }) }, target: 'alreadyRated' },
          { target: 'formFailed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    formFailed: {
      tags: 'error',
      on: { 'form.retry': 'loadingForm', 'orders.show': 'loadingOrders' },
    },
    filling: {
      on: {
        'overall.rate': {
          actions: [
            {
              type: 'changeDraft',
              params: ({ event }) => ({ change: (draft) => ({ ...draft, overall: event.rating }), clears: 'overall' }),
            },
            'persistDraft',
          ],
        },
        'food.rate': {
          actions: [
            {
              type: 'changeDraft',
              params: ({ event }) => ({
                change: (draft, context) => ({
                  ...draft,
                  food: draft.food.map((item) =>
                    item.productId === event.productId
                      ? {
                          ...item,
                          rating: event.rating,
                          // Tags of the old level that the new one does not offer are dropped.
                          ratedTags: item.ratedTags.filter((tag) => tagsAt(context.form?.categories, event.rating).includes(tag)),
                        }
                      : item,
                  ),
                }),
              }),
            },
            'persistDraft',
          ],
        },
        'food.tag': {
          actions: [
            {
              type: 'changeDraft',
              params: ({ event }) => ({
                change: (draft, context) => ({
                  ...draft,
                  food: draft.food.map((item) =>
                    item.productId === event.productId &&
                    item.rating !== null &&
                    tagsAt(context.form?.categories, item.rating).includes(event.tag)
                      ? { ...item, ratedTags: toggled(item.ratedTags, event.tag) }
                      : item,
                  ),
                }),
              }),
            },
            'persistDraft',
          ],
        },
        'delivery.rate': {
          actions: [
            { type: 'changeDraft', params: ({ event }) => ({ change: (draft) => ({ ...draft, delivery: event.rating }) }) },
            'persistDraft',
          ],
        },
        'aspect.rate': {
          actions: [
            {
              type: 'changeDraft',
              params: ({ event }) => ({
                change: (draft) => ({ ...draft, deliveryRatings: { ...draft.deliveryRatings, [event.aspect]: event.rating } }),
              }),
            },
            'persistDraft',
          ],
        },
        'ordering.rate': {
          actions: [
            { type: 'changeDraft', params: ({ event }) => ({ change: (draft) => ({ ...draft, ordering: event.rating }) }) },
            'persistDraft',
          ],
        },
        'value.rate': {
          actions: [
            { type: 'changeDraft', params: ({ event }) => ({ change: (draft) => ({ ...draft, valueForMoney: event.rating }) }) },
            'persistDraft',
          ],
        },
        'tag.toggle': {
          actions: [
            { type: 'changeDraft', params: ({ event }) => ({ change: (draft) => ({ ...draft, tags: toggled(draft.tags, event.tag) }) }) },
            'persistDraft',
          ],
        },
        'comment.change': {
          actions: [
            {
              type: 'changeDraft',
              params: ({ event }) => ({ change: (draft) => ({ ...draft, comment: event.value }), clears: 'comment' }),
            },
            'persistDraft',
          ],
        },
        'ticket.toggle': {
          actions: [
            {
              type: 'changeDraft',
              params: () => ({ change: (draft) => ({ ...draft, raiseTicket: !draft.raiseTicket }), clears: 'comment' }),
            },
            'persistDraft',
          ],
        },
        'form.submit': [{ guard: 'isDraftValid', target: 'submitting' }, { actions: 'assignErrors' }],
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'submitFeedback',
        src: 'submitFeedback',
        input: ({ context }) => ({
          body: bodyOf(required(context.orderId, 'order'), required(context.draft, 'draft'), context.medium),
          feedbackId: context.feedback?.feedbackId ?? null,
          variant: context.variant,
        }),
        onDone: { target: 'submitted', actions: { type: 'assignFeedback', params: ({ event }) => ({ feedback: event.output }) } },
        onError: [
          { guard: { type: 'isAlreadyRated', params: ({ event }) => ({ error: event.error }) }, target: 'alreadyRated' },
          {
            guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'submitRefused',
            actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          },
          // SPEC 8: a failed submit is silent; the draft stays on the device for a retry.
          { target: 'filling' },
        ],
      },
    },
    /** The feedback is stored: the alert shows for 4 seconds; more tags and, while the server allows it, a change are offered. */
    submitted: {
      initial: 'thanking',
      states: {
        thanking: {
          tags: 'alert',
          after: { alertTime: 'settled' },
          on: {
            'tags.add': '#feedback.submitted.settled.moreTags.adding',
            'feedback.edit': { guard: 'hasOnlineDraft', target: '#feedback.filling' },
          },
        },
        settled: {
          type: 'parallel',
          states: {
            moreTags: {
              initial: 'idle',
              states: {
                idle: { on: { 'tags.add': 'adding' } },
                adding: {
                  tags: 'busy',
                  invoke: {
                    id: 'addTags',
                    src: 'addTags',
                    input: ({ context, event }) => ({
                      feedbackId: required(context.feedback, 'feedback').feedbackId,
                      tags: event.type === 'tags.add' ? event.tags : [],
                      variant: context.variant,
                    }),
                    onDone: { target: 'idle', actions: { type: 'assignFeedback', params: ({ event }) => ({ feedback: event.output }) } },
                    // Like a failed submit, silent: the tags can be sent again.
                    onError: 'idle',
                  },
                },
              },
            },
            change: {
              initial: 'open',
              states: {
                open: {
                  after: { editWindow: 'closed' },
                  on: { 'feedback.edit': { guard: 'hasOnlineDraft', target: '#feedback.filling' } },
                },
                /** The server's edit window is over: the feedback stays as it is. */
                closed: {},
              },
            },
          },
        },
      },
    },
    /** The server refused the feedback (the order can no longer be rated, or is gone): its words show. */
    submitRefused: {
      tags: 'error',
      on: { 'orders.show': 'loadingOrders' },
    },
    /** SPEC 8 'You have already rated this order'; another order can be chosen. */
    alreadyRated: {
      on: { 'orders.show': 'loadingOrders' },
    },
    /** An order placed in a store or by phone (SPEC 3 orderMode offline). */
    offline: {
      invoke: {
        id: 'offline',
        src: 'offlineForm',
        input: ({ context }) => ({ mobile: context.mobile, variant: context.variant }),
        onDone: { target: 'submitted', actions: { type: 'assignFeedback', params: ({ event }) => ({ feedback: event.output }) } },
      },
      on: { 'orders.show': 'loadingOrders' },
    },
  },
});

// Selectors

export type FeedbackSnapshot = SnapshotFrom<typeof feedbackMachine>;

/** The SPEC 2 feedback steps, for the step indicator. */
export type FeedbackStep = 'login' | 'selectOrder' | 'submitFeedback';

const NO_ORDERS: FeedbackOrder[] = [];

export const selectLoginRoute = (snapshot: FeedbackSnapshot): string | null =>
  snapshot.matches('loginRequired') ? loginRoute({ redirectUrl: ROUTES.feedback }) : null;
export const selectStep = (snapshot: FeedbackSnapshot): FeedbackStep => {
  if (snapshot.matches('opening') || snapshot.matches('savingQuery') || snapshot.matches('loginRequired')) return 'login';
  const selecting = ['loadingOrders', 'ordersFailed', 'noOrders', 'selectingOrder'] as const;
  if (selecting.some((state) => snapshot.matches(state))) return 'selectOrder';
  return 'submitFeedback';
};
export const selectIsBusy = (snapshot: FeedbackSnapshot): boolean => snapshot.hasTag('busy');
/** The orders or the form could not be loaded (retry offered). */
export const selectHasFailed = (snapshot: FeedbackSnapshot): boolean => snapshot.matches('ordersFailed') || snapshot.matches('formFailed');
export const selectLoadError = (snapshot: FeedbackSnapshot): string | null => snapshot.context.error;
/** The server's words refusing the feedback; null otherwise. */
export const selectRefusal = (snapshot: FeedbackSnapshot): string | null =>
  snapshot.matches('submitRefused') ? snapshot.context.error : null;
export const selectOrders = (snapshot: FeedbackSnapshot): FeedbackOrder[] =>
  snapshot.matches('selectingOrder') ? snapshot.context.orders : NO_ORDERS;
export const selectHasNoOrders = (snapshot: FeedbackSnapshot): boolean => snapshot.matches('noOrders');
export const selectIsAlreadyRated = (snapshot: FeedbackSnapshot): boolean => snapshot.matches('alreadyRated');
export const selectIsOffline = (snapshot: FeedbackSnapshot): boolean => snapshot.matches('offline');
export const selectIsFilling = (snapshot: FeedbackSnapshot): boolean => snapshot.matches('filling') || snapshot.matches('submitting');
export const selectIsSubmitting = (snapshot: FeedbackSnapshot): boolean => snapshot.matches('submitting');
export const selectTemplate = (snapshot: FeedbackSnapshot): FeedbackTemplateResponse | null => snapshot.context.form?.template ?? null;
export const selectCategories = (snapshot: FeedbackSnapshot): FeedbackCategoriesResponse | null =>
  snapshot.context.form?.categories ?? null;
export const selectDraft = (snapshot: FeedbackSnapshot): FeedbackDraft | null => snapshot.context.draft;
export const selectErrors = (snapshot: FeedbackSnapshot): FeedbackErrors => snapshot.context.errors;
export const selectIsSubmitted = (snapshot: FeedbackSnapshot): boolean => snapshot.matches('submitted');
export const selectShowsAlert = (snapshot: FeedbackSnapshot): boolean => snapshot.hasTag('alert');
export const selectFeedback = (snapshot: FeedbackSnapshot): FeedbackResponse | null => snapshot.context.feedback;
export const selectCanEdit = (snapshot: FeedbackSnapshot): boolean => snapshot.can({ type: 'feedback.edit' });
export const selectOfflineActor = (snapshot: FeedbackSnapshot) => snapshot.children.offline;
