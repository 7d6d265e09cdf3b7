/**
 * The cart's static widget (SPEC 7 static cart widget, CMS): the notes the server's content holds for the cart
 * page of this site and platform, in the app's language and for the order's delivery type. None is a valid
 * answer; a failed load offers a retry.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { CmsWidget, CmsWidgetsResponse } from '@/contract/contentPages';
import { contentPagesApi } from '@/api/contentPages';
import { getApiClient } from '@/api/holder';
import type { DeliveryType } from '@/domain/constants';
import { CMS_PLATFORM, CMS_SITE } from '@/domain/content';
import type { Language } from '@/i18n/languages';

// Types

export interface CartWidgetInput {
  deliveryType: DeliveryType;
  language: Language;
}

export interface CartWidgetContext {
  /** The order's delivery type: each has its own notes. */
  deliveryType: DeliveryType;
  /** The language the notes are asked in (SPEC 7 lang). */
  language: Language;
  /** The loaded notes, in order; empty until loaded. */
  widgets: CmsWidget[];
}

export type CartWidgetEvent = { type: 'widgets.retry' };

/** `busy`: the notes are loading; `error`: they could not be loaded. */
export type CartWidgetTag = 'busy' | 'error';

// Setup

type WidgetsDone = { event: { output: CmsWidgetsResponse } };
const loadedWidgets = ({ event }: WidgetsDone) => ({ widgets: event.output.widgets });

export const cartWidgetMachine = setup({
  types: {
    context: {} as CartWidgetContext,
    events: {} as CartWidgetEvent,
    input: {} as CartWidgetInput,
    tags: {} as CartWidgetTag,
  },
  actors: {
    getCmsWidgets: fromPromise<CmsWidgetsResponse, { deliveryType: DeliveryType; language: Language }>(({ input, signal }) =>
      contentPagesApi(getApiClient()).getCmsWidgets(
        { site: CMS_SITE, lang: input.language, platform: CMS_PLATFORM, page: 'cart', deliveryType: input.deliveryType },
        { signal },
      ),
    ),
  },
  guards: {
    hasWidgets: (_, params: { widgets: CmsWidget[] }) => params.widgets.length > 0,
  },
  actions: {
    assignWidgets: assign((_, params: { widgets: CmsWidget[] }) => ({ widgets: params.widgets })),
  },
}).createMachine({
  id: 'cartWidget',
  context: ({ input }) => ({ deliveryType: input.deliveryType, language: input.language, widgets: [] }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getCmsWidgets',
        src: 'getCmsWidgets',
        input: ({ context }) => ({ deliveryType: context.deliveryType, language: context.language }),
        onDone: [
          {
            guard: { type: 'hasWidgets', params: loadedWidgets },
            target: 'shown',
            actions: { type: 'assignWidgets', params: loadedWidgets },
          },
          { target: 'empty' },
        ],
        onError: 'failed',
      },
    },
    shown: {},
    /** The content holds no note for this delivery type. */
    empty: {},
    failed: {
      tags: 'error',
      on: { 'widgets.retry': 'loading' },
    },
  },
});

// Selectors

export type CartWidgetSnapshot = SnapshotFrom<typeof cartWidgetMachine>;

const NO_WIDGETS: CmsWidget[] = [];

export const selectWidgets = (snapshot: CartWidgetSnapshot): CmsWidget[] =>
  snapshot.matches('shown') ? snapshot.context.widgets : NO_WIDGETS;
export const selectHasFailed = (snapshot: CartWidgetSnapshot): boolean => snapshot.hasTag('error');
