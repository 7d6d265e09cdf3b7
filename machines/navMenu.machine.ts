/**
 * The app's menu (SPEC 7 nav menu): one actor per opening of the header's menu loads the nav menu call's items
 * in the customer's language and keeps those the customer may see (SPEC 6: login-only items once logged in).
 * The items are links: following one is plain navigation, so the machine only loads and retries.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { toApiError, type ApiError } from '@/api/errors';
import { getApiClient } from '@/api/holder';
import type { NavMenuItem, NavMenuResponse } from '@/contract/content';
import { visibleNavItems } from '@/domain/navigation';

// Types

export interface NavMenuInput {
  /** Whether the customer is logged in when the menu opens. */
  loggedIn: boolean;
}

export interface NavMenuContext {
  /** Whether the customer is logged in (login-only items show). */
  loggedIn: boolean;
  /** The items to show, in the server's order. */
  items: NavMenuItem[];
  /** Why the menu could not be loaded; null otherwise. */
  error: ApiError | null;
}

export type NavMenuEvent = { type: 'menu.retry' } | { type: 'language.change' };

/** `busy`: the items are loading; `error`: they failed. */
export type NavMenuTag = 'busy' | 'error';

// Setup

export const navMenuMachine = setup({
  types: {
    context: {} as NavMenuContext,
    events: {} as NavMenuEvent,
    input: {} as NavMenuInput,
    tags: {} as NavMenuTag,
  },
  actors: {
    getNavMenu: fromPromise<NavMenuResponse>(({ signal }) => getApiClient().getNavMenu({ signal })),
  },
  actions: {
    assignItems: assign(({ context }, params: { items: NavMenuItem[] }) => ({
      items: visibleNavItems(params.items, context.loggedIn),
      error: null,
    })),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
  },
}).createMachine({
  id: 'navMenu',
  context: ({ input }) => ({ loggedIn: input.loggedIn, items: [], error: null }),
  initial: 'loading',
  // The labels come in the customer's language: a new language loads them again.
  on: { 'language.change': '.loading' },
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getNavMenu',
        src: 'getNavMenu',
        onDone: { target: 'ready', actions: { type: 'assignItems', params: ({ event }) => ({ items: event.output.items }) } },
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: {},
    failed: {
      tags: 'error',
      on: { 'menu.retry': 'loading' },
    },
  },
});

// Selectors

export type NavMenuSnapshot = SnapshotFrom<typeof navMenuMachine>;

export const selectItems = (snapshot: NavMenuSnapshot): NavMenuItem[] => snapshot.context.items;
export const selectIsLoading = (snapshot: NavMenuSnapshot): boolean => snapshot.hasTag('busy');
export const selectHasFailed = (snapshot: NavMenuSnapshot): boolean => snapshot.hasTag('error');
