/**
 * A store's menu and toppings, shared by the machines that show them (menu, customise, cart): the actors
 * that load them and the parallel regions that invoke them while the screen waits.
 */
import { fromPromise } from 'xstate';
import type { MenuResponse, ToppingsResponse } from '@/contract/menu';
import { getApiClient } from '@/api/holder';
import type { SelectedStore } from '@/domain/store';
import { storeCallOf, type StoreCallInput } from './selectedStore';

/** The `loadMenu` actor: the store's menu (SPEC 7). */
export const loadStoreMenuLogic = fromPromise<MenuResponse, StoreCallInput>(({ input, signal }) =>
  getApiClient().getMenu(input.storeId, { signal }),
);

/** The `loadToppings` actor: the store's toppings (SPEC 7). */
export const loadStoreToppingsLogic = fromPromise<ToppingsResponse, StoreCallInput>(({ input, signal }) =>
  getApiClient().getToppings(input.storeId, { signal }),
);

interface ActorDone<TOutput> {
  event: { output: TOutput };
}

interface ActorError {
  event: { error: unknown };
}

/**
 * The `toppings` region: invokes `loadToppings` with `input`, keeps the answer (`assignToppings`) and ends
 * `loaded`; a failure is logged as `failureLog` and ends `unavailable` (SPEC 8: the screen goes on without
 * toppings).
 */
export function toppingsRegion<TArgs, TInput>(input: (args: TArgs) => TInput, failureLog: string) {
  return {
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          id: 'loadToppings',
          src: 'loadToppings',
          input,
          onDone: {
            target: 'loaded',
            actions: { type: 'assignToppings', params: <TOutput>({ event }: ActorDone<TOutput>) => ({ toppings: event.output }) },
          },
          onError: {
            target: 'unavailable',
            actions: { type: 'logFailure', params: ({ event }: ActorError) => ({ message: failureLog, error: event.error }) },
          },
        },
      },
      loaded: { type: 'final' },
      unavailable: { type: 'final' },
    },
  } as const;
}

export interface StoreMenuRegionsOptions<TFailed extends string> {
  /** Names the machine in the error thrown when no store is selected yet. */
  machine: string;
  /** Where a menu failure goes, e.g. `#menu.failed`. */
  failedState: TFailed;
  menuFailureLog: string;
  toppingsFailureLog: string;
}

/**
 * The `menu` and `toppings` regions of a parallel loading state, both for the selected store. The menu
 * (`loadMenu`) is kept by `assignMenu`; its failure is logged and assigned (`assignError`) and goes to
 * `failedState`. The toppings are those of toppingsRegion.
 */
export function storeMenuRegions<TFailed extends string>(options: StoreMenuRegionsOptions<TFailed>) {
  const input = ({ context }: { context: { savedStore: SelectedStore | null } }) => storeCallOf(context.savedStore, options.machine);
  return {
    menu: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadMenu',
            src: 'loadMenu',
            input,
            onDone: {
              target: 'loaded',
              actions: { type: 'assignMenu', params: ({ event }: ActorDone<MenuResponse>) => ({ menu: event.output }) },
            },
            onError: {
              target: options.failedState,
              actions: [
                { type: 'logFailure', params: ({ event }: ActorError) => ({ message: options.menuFailureLog, error: event.error }) },
                { type: 'assignError', params: ({ event }: ActorError) => ({ error: event.error }) },
              ],
            },
          },
        },
        loaded: { type: 'final' },
      },
    },
    toppings: toppingsRegion(input, options.toppingsFailureLog),
  } as const;
}
