/**
 * A page whose words the server serves from its content (SPEC 2 /tnc, /info, /notification): loads the page in
 * the app's language, shows it, and loads it again when the customer switches language. A failed load offers
 * a retry.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ContentPage, ContentPageSection } from '@/contract/contentPages';
import { contentPagesApi } from '@/api/contentPages';
import { toApiError } from '@/api/errors';
import { getApiClient } from '@/api/holder';
import type { ContentPageSlug } from '@/domain/content';

// Types

export interface ContentPageInput {
  slug: ContentPageSlug;
}

export interface ContentPageContext {
  /** The page shown. */
  slug: ContentPageSlug;
  /** The loaded page; null until loaded. */
  page: ContentPage | null;
  /** Why the page could not be loaded; null otherwise. */
  error: string | null;
}

export type ContentPageEvent = { type: 'page.retry' } | { type: 'language.change' };

/** `busy`: the page is loading; `error`: it could not be loaded. */
export type ContentPageTag = 'busy' | 'error';

// Setup

export const contentPageMachine = setup({
  types: {
    context: {} as ContentPageContext,
    events: {} as ContentPageEvent,
    input: {} as ContentPageInput,
    tags: {} as ContentPageTag,
  },
  actors: {
    getContentPage: fromPromise<ContentPage, { slug: ContentPageSlug }>(({ input, signal }) =>
      contentPagesApi(getApiClient()).getContentPage(input.slug, { signal }),
    ),
  },
  actions: {
    assignPage: assign((_, params: { page: ContentPage }) => ({ page: params.page, error: null })),
    assignError: assign((_, params: { error: unknown }) => ({ page: null, error: toApiError(params.error).displayMsg })),
  },
}).createMachine({
  id: 'contentPage',
  context: ({ input }) => ({ slug: input.slug, page: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getContentPage',
        src: 'getContentPage',
        input: ({ context }) => ({ slug: context.slug }),
        onDone: { target: 'shown', actions: { type: 'assignPage', params: ({ event }) => ({ page: event.output }) } },
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    shown: {
      on: { 'language.change': 'reloading' },
    },
    /** The page in another language is loading; the one shown stays until it arrives. */
    reloading: {
      tags: 'busy',
      invoke: {
        id: 'getContentPage',
        src: 'getContentPage',
        input: ({ context }) => ({ slug: context.slug }),
        onDone: { target: 'shown', actions: { type: 'assignPage', params: ({ event }) => ({ page: event.output }) } },
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
      on: { 'language.change': { target: 'reloading', reenter: true } },
    },
    failed: {
      tags: 'error',
      on: { 'page.retry': 'loading', 'language.change': 'loading' },
    },
  },
});

// Selectors

export type ContentPageSnapshot = SnapshotFrom<typeof contentPageMachine>;

const NO_SECTIONS: ContentPageSection[] = [];

/** Loading with nothing to show yet. */
export const selectIsLoading = (snapshot: ContentPageSnapshot): boolean => snapshot.matches('loading');
export const selectHasFailed = (snapshot: ContentPageSnapshot): boolean => snapshot.hasTag('error');
export const selectIsBusy = (snapshot: ContentPageSnapshot): boolean => snapshot.hasTag('busy');
export const selectLoadError = (snapshot: ContentPageSnapshot): string | null => snapshot.context.error;
export const selectTitle = (snapshot: ContentPageSnapshot): string | null => snapshot.context.page?.title ?? null;
export const selectIntro = (snapshot: ContentPageSnapshot): string | null => snapshot.context.page?.intro ?? null;
export const selectSections = (snapshot: ContentPageSnapshot): ContentPageSection[] => snapshot.context.page?.sections ?? NO_SECTIONS;
