import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ApiClient } from '@/api/client';
import type { GeocodeResponse } from '@/contract/locations';
import type { OrderDetailsResponse, ReorderResponse } from '@/contract/afterOrder';
import type { Endpoint } from '@/contract/endpoints';
import { setApiClient } from '@/api/holder';
import { STORAGE_KEYS } from '@/api/storage';
import { invoiceFileName } from '@/domain/afterOrder';
import type { ApiRequestInit } from '@/api/types';
import { afterReorderRoute, restoredStoreOf, type OrderCallInput, type PointInput } from '@machines/shared/reorder';
import {
  orderDetailsMachine,
  selectCanDownloadInvoice,
  selectCanMoveRefundToWallet,
  selectCanReorder,
  selectDetails,
  selectErrorMessage,
  selectHasFailed,
  selectIsDownloading,
  selectIsLoading,
  selectIsMovingRefund,
  selectIsReordering,
  selectReorderError,
  selectUnavailableItems,
  type OrderDetailsEmitted,
  type OrderDetailsSnapshot,
} from '@machines/orderDetails.machine';
import { storeMachine } from '@machines/store.machine';
import type { SelectedStore } from '@/domain/store';
import type { ReadStoreInput, SaveStoreInput } from '@machines/shared/selectedStore';
import { networkFailure, serverError } from '../../model/fixtures';
import {
  CURB_REORDER,
  DETAILS,
  FAILED_DETAILS,
  PICKUP_REORDER,
  PLACE,
  PREVIOUS_CURB_STORE,
  RAIL_REORDER,
  REFUNDABLE_DETAILS,
  REFUNDED_TO_WALLET_DETAILS,
  REORDER,
  REORDER_WITH_UNAVAILABLE,
  RESTORED_DELIVERY_STORE,
} from '../../model/orderHistoryFixtures';
import { storeActorWith } from '../../support/storeActor';

/** IndexedDB stand-in: the default readStore and saveStore actors read and write here. */
const stored = vi.hoisted(() => new Map<string, unknown>());
vi.mock('@/api/storage', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/storage')>()),
  readStored: async (key: string) => stored.get(key),
  writeStored: async (key: string, value: unknown) => void stored.set(key, value),
}));

beforeEach(() => stored.clear());

interface Fakes {
  getOrderDetails?: () => Promise<OrderDetailsResponse>;
  reorder?: () => Promise<ReorderResponse>;
  reverseGeocode?: (point: PointInput) => Promise<GeocodeResponse>;
  readStore?: () => Promise<SelectedStore | null>;
  saveStore?: (input: SaveStoreInput) => Promise<void>;
  getInvoice?: (input: OrderCallInput) => Promise<Blob>;
  refundToWallet?: (input: OrderCallInput) => Promise<OrderDetailsResponse>;
}

const PDF = new Blob(['%PDF-1.4'], { type: 'application/pdf' });

function startDetails(fakes: Fakes = {}) {
  const calls = {
    getOrderDetails: vi.fn(fakes.getOrderDetails ?? (async () => DETAILS)),
    reorder: vi.fn(fakes.reorder ?? (async () => REORDER)),
    reverseGeocode: vi.fn(fakes.reverseGeocode ?? (async () => ({ place: PLACE }))),
    readStore: vi.fn(fakes.readStore ?? (async () => null)),
    saveStore: vi.fn(fakes.saveStore ?? (async () => undefined)),
    getInvoice: vi.fn(fakes.getInvoice ?? (async () => PDF)),
    refundToWallet: vi.fn(fakes.refundToWallet ?? (async () => REFUNDED_TO_WALLET_DETAILS)),
  };
  const actor = createActor(
    orderDetailsMachine.provide({
      actors: {
        getOrderDetails: fromPromise<OrderDetailsResponse, OrderCallInput>(() => calls.getOrderDetails()),
        reorder: fromPromise<ReorderResponse, OrderCallInput>(() => calls.reorder()),
        reverseGeocode: fromPromise<GeocodeResponse, PointInput>(({ input }) => calls.reverseGeocode(input)),
        readStore: fromPromise<SelectedStore | null, ReadStoreInput>(() => calls.readStore()),
        saveStore: fromPromise<string[], SaveStoreInput>(async ({ input }) => {
          await calls.saveStore(input);
          return [input.store.storeId];
        }),
        getInvoice: fromPromise<Blob, OrderCallInput>(({ input }) => calls.getInvoice(input)),
        refundToWallet: fromPromise<OrderDetailsResponse, OrderCallInput>(({ input }) => calls.refundToWallet(input)),
      },
    }),
    { input: { storeActor: storeActorWith(), orderId: 'order-1' } },
  );
  const emitted: OrderDetailsEmitted[] = [];
  actor.on('*', (event) => emitted.push(event as OrderDetailsEmitted));
  actor.start();
  return { actor, calls, emitted };
}

const isLoaded = (snapshot: OrderDetailsSnapshot) => snapshot.matches('loaded');
const hasReorderError = (snapshot: OrderDetailsSnapshot) => selectReorderError(snapshot) !== null;
const isReorderDone = (snapshot: OrderDetailsSnapshot) => snapshot.matches({ loaded: { reorder: 'done' } });

async function reorderFrom(fakes: Fakes) {
  const started = startDetails(fakes);
  await waitFor(started.actor, isLoaded);
  started.actor.send({ type: 'reorder.start' });
  return started;
}

describe('order details machine: loading', () => {
  it('loads the order, busy meanwhile', async () => {
    const { actor, calls } = startDetails();
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    const loaded = await waitFor(actor, isLoaded);
    expect(selectDetails(loaded)).toEqual(DETAILS);
    expect(selectCanReorder(loaded)).toBe(true);
    expect(selectCanDownloadInvoice(loaded)).toBe(true);
    expect(calls.getOrderDetails).toHaveBeenCalledTimes(1);
  });

  it('a failed load shows its message and retries', async () => {
    const answers: Array<OrderDetailsResponse | Error> = [networkFailure(), DETAILS];
    const { actor } = startDetails({
      getOrderDetails: async () => {
        const answer = answers.shift();
        if (answer instanceof Error || answer === undefined) throw answer ?? new Error('no answer');
        return answer;
      },
    });
    const failed = await waitFor(actor, selectHasFailed);
    expect(selectErrorMessage(failed)).toBe('Internet connection Lost');
    expect(selectCanReorder(failed)).toBe(false);
    actor.send({ type: 'details.retry' });
    const loaded = await waitFor(actor, isLoaded);
    expect(selectErrorMessage(loaded)).toBeNull();
  });
});

describe('order details machine: reorder', () => {
  it('reorders a delivery order: names its place, restores store, type and address, then goes to the cart', async () => {
    const { actor, calls, emitted } = await reorderFrom({ readStore: async () => PREVIOUS_CURB_STORE });
    expect(selectIsReordering(actor.getSnapshot())).toBe(true);
    expect(selectCanReorder(actor.getSnapshot())).toBe(false);
    await waitFor(actor, isReorderDone);
    expect(calls.reverseGeocode).toHaveBeenCalledWith({ latitude: 12.9352, longitude: 77.6245 });
    expect(calls.saveStore).toHaveBeenCalledWith(expect.objectContaining({ store: RESTORED_DELIVERY_STORE }));
    expect(emitted).toEqual([{ type: 'order.reordered', to: '/cart' }]);
    expect(selectIsReordering(actor.getSnapshot())).toBe(false);
  });

  it('lists the items that could not be added before going on', async () => {
    const { actor, emitted } = await reorderFrom({ reorder: async () => REORDER_WITH_UNAVAILABLE });
    const popup = await waitFor(actor, (snapshot) => selectUnavailableItems(snapshot) !== null);
    expect(selectUnavailableItems(popup)).toEqual(['Choco Lava Cake', 'Pepsi 500 ml']);
    expect(popup.hasTag('popup')).toBe(true);
    expect(emitted).toEqual([]);
    actor.send({ type: 'reorder.continue' });
    expect(isReorderDone(actor.getSnapshot())).toBe(true);
    expect(emitted).toEqual([{ type: 'order.reordered', to: '/cart' }]);
  });

  it('a delivery order whose place cannot be named is restored without the place name', async () => {
    const { actor, calls } = await reorderFrom({
      reverseGeocode: async () => {
        throw serverError('PLACE_NOT_FOUND', 'No place here.', 404);
      },
    });
    await waitFor(actor, isReorderDone);
    expect(calls.saveStore).toHaveBeenCalledWith(
      expect.objectContaining({ store: { ...RESTORED_DELIVERY_STORE, location: { ...RESTORED_DELIVERY_STORE.location, place: null } } }),
    );
  });

  it("a pickup order keeps the point this device chose a store from, with the order's store and type", async () => {
    const { actor, calls, emitted } = await reorderFrom({
      reorder: async () => PICKUP_REORDER,
      readStore: async () => PREVIOUS_CURB_STORE,
    });
    await waitFor(actor, isReorderDone);
    expect(calls.reverseGeocode).not.toHaveBeenCalled();
    expect(calls.saveStore).toHaveBeenCalledWith(
      expect.objectContaining({
        store: {
          storeId: '66201',
          childStoreId: '66201',
          deliveryType: 'P',
          location: PREVIOUS_CURB_STORE.location,
          timing: { kind: 'now' },
          vehicleDetails: null,
        },
      }),
    );
    expect(emitted).toEqual([{ type: 'order.reordered', to: '/cart' }]);
  });

  it("a pickup order on a device with no store selection is served at the store's own point", async () => {
    const { actor, calls, emitted } = await reorderFrom({ reorder: async () => PICKUP_REORDER });
    await waitFor(actor, isReorderDone);
    expect(calls.saveStore.mock.calls[0]?.[0].store).toMatchObject({
      storeId: '66201',
      deliveryType: 'P',
      location: { ...PICKUP_REORDER.storeLocation, addressId: null, place: null },
    });
    expect(emitted).toEqual([{ type: 'order.reordered', to: '/cart' }]);
  });

  it('a curbside order keeps the vehicle details this device has; without them the store is chosen again', async () => {
    const withVehicle = await reorderFrom({ reorder: async () => CURB_REORDER, readStore: async () => PREVIOUS_CURB_STORE });
    await waitFor(withVehicle.actor, isReorderDone);
    expect(withVehicle.calls.saveStore.mock.calls[0]?.[0].store).toMatchObject({
      deliveryType: 'CURB',
      vehicleDetails: PREVIOUS_CURB_STORE.vehicleDetails,
    });

    const without = await reorderFrom({
      reorder: async () => CURB_REORDER,
      readStore: async () => ({ ...PREVIOUS_CURB_STORE, deliveryType: 'P', vehicleDetails: null }),
    });
    await waitFor(without.actor, isReorderDone);
    expect(without.calls.saveStore).not.toHaveBeenCalled();
    expect(without.emitted).toEqual([{ type: 'order.reordered', to: '/locationSelection?deliveryType=curb' }]);
  });

  it('a rail order goes to the train page to choose a station', async () => {
    const { actor, emitted } = await reorderFrom({ reorder: async () => RAIL_REORDER, readStore: async () => PREVIOUS_CURB_STORE });
    await waitFor(actor, isReorderDone);
    expect(emitted).toEqual([{ type: 'order.reordered', to: '/deliverOnTrain' }]);
  });

  it("a refused reorder shows the server's message in a popup; dismiss closes it and Order again retries", async () => {
    let refuse = true;
    const { actor, calls } = await reorderFrom({
      reorder: async () => {
        if (refuse) throw serverError('STORE_CLOSED', 'The store is closed now.', 400);
        return REORDER;
      },
    });
    const failed = await waitFor(actor, hasReorderError);
    expect(selectReorderError(failed)?.displayMsg).toBe('The store is closed now.');
    expect(calls.saveStore).not.toHaveBeenCalled();
    actor.send({ type: 'reorder.dismiss' });
    expect(selectReorderError(actor.getSnapshot())).toBeNull();
    expect(selectCanReorder(actor.getSnapshot())).toBe(true);

    actor.send({ type: 'reorder.start' });
    await waitFor(actor, hasReorderError);
    refuse = false;
    actor.send({ type: 'reorder.start' });
    await waitFor(actor, isReorderDone);
    expect(calls.reorder).toHaveBeenCalledTimes(3);
  });

  it('unreadable or unwritable storage fails the reorder with a message', async () => {
    const unreadable = await reorderFrom({
      readStore: async () => {
        throw new Error('IndexedDB is not available');
      },
    });
    const failedRead = await waitFor(unreadable.actor, hasReorderError);
    expect(selectReorderError(failedRead)?.displayMsg).toBe('Something Went Wrong. Please Try Again.');

    const unwritable = await reorderFrom({
      saveStore: async () => {
        throw new Error('QuotaExceededError');
      },
    });
    await waitFor(unwritable.actor, hasReorderError);
    expect(unwritable.emitted).toEqual([]);
  });
});

describe('order details machine: invoice', () => {
  it('emits the PDF as invoice-{sliceOrderId}.pdf and the SPEC toast', async () => {
    let finish: (blob: Blob) => void = () => undefined;
    const { actor, calls, emitted } = startDetails({ getInvoice: () => new Promise((resolve) => (finish = resolve)) });
    await waitFor(actor, isLoaded);
    actor.send({ type: 'invoice.download' });
    expect(selectIsDownloading(actor.getSnapshot())).toBe(true);
    expect(selectCanDownloadInvoice(actor.getSnapshot())).toBe(false);
    expect(calls.getInvoice).toHaveBeenCalledWith({ orderId: 'order-1' });
    finish(PDF);
    await waitFor(actor, (snapshot) => !selectIsDownloading(snapshot));
    expect(emitted).toEqual([
      { type: 'invoice.ready', blob: PDF, fileName: 'invoice-SL-100001.pdf' },
      { type: 'toast.requested', message: { code: 'invoiceDownloaded' } },
    ]);
  });

  it("a failed download toasts the server's message (SPEC 8)", async () => {
    const { actor, emitted } = startDetails({
      getInvoice: async () => {
        throw serverError('INVOICE_NOT_READY', 'Invoice is not generated yet.', 400);
      },
    });
    await waitFor(actor, isLoaded);
    actor.send({ type: 'invoice.download' });
    await waitFor(actor, selectCanDownloadInvoice);
    expect(emitted).toEqual([{ type: 'toast.requested', message: { text: 'Invoice is not generated yet.' } }]);
  });

  it('an order without an invoice cannot download one', async () => {
    const { actor, calls } = startDetails({ getOrderDetails: async () => FAILED_DETAILS });
    const loaded = await waitFor(actor, isLoaded);
    expect(selectCanDownloadInvoice(loaded)).toBe(false);
    actor.send({ type: 'invoice.download' });
    expect(calls.getInvoice).not.toHaveBeenCalled();
  });

  it('downloads the invoice while a reorder runs', async () => {
    const { actor, emitted } = await reorderFrom({ reorder: () => new Promise<ReorderResponse>(() => undefined) });
    actor.send({ type: 'invoice.download' });
    await waitFor(actor, (snapshot) => !selectIsDownloading(snapshot));
    expect(selectIsReordering(actor.getSnapshot())).toBe(true);
    expect(emitted.map((event) => event.type)).toEqual(['invoice.ready', 'toast.requested']);
  });
});

describe('order details machine: refund to wallet', () => {
  it('moves the refund to the wallet when the server offers it: busy meanwhile, then the new details and a notice', async () => {
    let finish: (details: OrderDetailsResponse) => void = () => undefined;
    const { actor, calls, emitted } = startDetails({
      getOrderDetails: async () => REFUNDABLE_DETAILS,
      refundToWallet: () => new Promise((resolve) => (finish = resolve)),
    });
    const loaded = await waitFor(actor, isLoaded);
    expect(selectCanMoveRefundToWallet(loaded)).toBe(true);
    actor.send({ type: 'refund.toWallet' });
    expect(selectIsMovingRefund(actor.getSnapshot())).toBe(true);
    expect(selectCanMoveRefundToWallet(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'refund.toWallet' });
    finish(REFUNDED_TO_WALLET_DETAILS);
    const moved = await waitFor(actor, (snapshot) => !selectIsMovingRefund(snapshot));
    expect(calls.refundToWallet).toHaveBeenCalledTimes(1);
    expect(calls.refundToWallet).toHaveBeenCalledWith({ orderId: 'order-1' });
    expect(selectDetails(moved)).toEqual(REFUNDED_TO_WALLET_DETAILS);
    expect(selectCanMoveRefundToWallet(moved)).toBe(false);
    expect(emitted).toEqual([{ type: 'refund.movedToWallet' }]);
  });

  it("a refused move toasts the server's message and keeps the details", async () => {
    const { actor, emitted } = startDetails({
      getOrderDetails: async () => REFUNDABLE_DETAILS,
      refundToWallet: async () => {
        throw serverError('REFUND_ALREADY_SETTLED', 'This refund has already been sent to your bank or payment app.', 400);
      },
    });
    await waitFor(actor, isLoaded);
    actor.send({ type: 'refund.toWallet' });
    const after = await waitFor(actor, (snapshot) => !selectIsMovingRefund(snapshot));
    expect(selectDetails(after)).toEqual(REFUNDABLE_DETAILS);
    expect(emitted).toEqual([
      { type: 'toast.requested', message: { text: 'This refund has already been sent to your bank or payment app.' } },
    ]);
  });

  it('is not offered when the server does not offer it', async () => {
    const { actor, calls } = startDetails({ getOrderDetails: async () => FAILED_DETAILS });
    const loaded = await waitFor(actor, isLoaded);
    expect(selectCanMoveRefundToWallet(loaded)).toBe(false);
    actor.send({ type: 'refund.toWallet' });
    expect(calls.refundToWallet).not.toHaveBeenCalled();
  });
});

describe('order details rules', () => {
  it('names the invoice file after the Slice order id', () => {
    expect(invoiceFileName('SL-100234')).toBe('invoice-SL-100234.pdf');
  });

  it('restores a delivery order from its own address whatever this device kept', () => {
    expect(restoredStoreOf(REORDER, PLACE, null)).toEqual(RESTORED_DELIVERY_STORE);
    expect(restoredStoreOf(REORDER, PLACE, PREVIOUS_CURB_STORE)).toEqual(RESTORED_DELIVERY_STORE);
    expect(restoredStoreOf({ ...REORDER, deliveryLocation: null }, null, PREVIOUS_CURB_STORE)).toBeNull();
  });

  it('sends a restored store to the cart and an unrestored one to choosing it', () => {
    expect(afterReorderRoute(REORDER, RESTORED_DELIVERY_STORE)).toBe('/cart');
    expect(afterReorderRoute({ ...PICKUP_REORDER, deliveryType: 'DINEIN' }, null)).toBe('/locationSelection?deliveryType=dinein');
    expect(afterReorderRoute(RAIL_REORDER, null)).toBe('/deliverOnTrain');
  });
});

describe('order details machine with its default actors', () => {
  it('loads, reorders and downloads through the API client and hands the store to the store actor, which saves it', async () => {
    const request = vi.fn(async (endpoint: Endpoint, init?: ApiRequestInit) => {
      expect(init?.signal).toBeInstanceOf(AbortSignal);
      const answers: Record<string, unknown> = {
        '/api/v1/orders/{orderId}': DETAILS,
        '/api/v1/orders/{orderId}/reorder': REORDER,
        '/api/v1/places/reverse-geocode': { place: PLACE },
        '/api/v1/orders/{orderId}/invoice': PDF,
        '/api/v1/orders/{orderId}/refund-to-wallet': REFUNDED_TO_WALLET_DETAILS,
      };
      return answers[endpoint.path] as never;
    });
    setApiClient({
      request,
      reverseGeocode: (point, options) =>
        request({ path: '/api/v1/places/reverse-geocode' } as Endpoint, { query: { ...point }, ...options }),
    } as Partial<ApiClient> as ApiClient);
    const actor = createActor(orderDetailsMachine, { input: { storeActor: createActor(storeMachine).start(), orderId: 'order-1' } });
    const emitted: OrderDetailsEmitted[] = [];
    actor.on('*', (event) => emitted.push(event as OrderDetailsEmitted));
    actor.start();
    await waitFor(actor, isLoaded);
    actor.send({ type: 'invoice.download' });
    await waitFor(actor, (snapshot) => !selectIsDownloading(snapshot));
    actor.send({ type: 'reorder.start' });
    await waitFor(actor, isReorderDone);
    expect(stored.get(STORAGE_KEYS.store)).toEqual(RESTORED_DELIVERY_STORE);
    expect(stored.get(STORAGE_KEYS.recentStoreIds)).toEqual(['66201']);
    expect(emitted).toEqual([
      { type: 'invoice.ready', blob: PDF, fileName: 'invoice-SL-100001.pdf' },
      { type: 'toast.requested', message: { code: 'invoiceDownloaded' } },
      { type: 'order.reordered', to: '/cart' },
    ]);
    expect(request.mock.calls.map(([endpoint, init]) => [endpoint.path, init?.pathParams ?? init?.query])).toEqual([
      ['/api/v1/orders/{orderId}', { orderId: 'order-1' }],
      ['/api/v1/orders/{orderId}/invoice', { orderId: 'order-1' }],
      ['/api/v1/orders/{orderId}/reorder', { orderId: 'order-1' }],
      ['/api/v1/places/reverse-geocode', { latitude: 12.9352, longitude: 77.6245 }],
    ]);
    actor.stop();
  });
  it('moves the refund to the wallet through the API client', async () => {
    const request = vi.fn(
      async (endpoint: Endpoint, _init?: ApiRequestInit) =>
        (endpoint.path === '/api/v1/orders/{orderId}' ? REFUNDABLE_DETAILS : REFUNDED_TO_WALLET_DETAILS) as never,
    );
    setApiClient({ request } as Partial<ApiClient> as ApiClient);
    const actor = createActor(orderDetailsMachine, { input: { storeActor: storeActorWith(), orderId: 'order-1' } }).start();
    await waitFor(actor, isLoaded);
    actor.send({ type: 'refund.toWallet' });
    await waitFor(actor, (snapshot) => selectDetails(snapshot) === REFUNDED_TO_WALLET_DETAILS);
    expect(request.mock.calls.map(([endpoint, init]) => [endpoint.method, endpoint.path, init?.pathParams])).toEqual([
      ['GET', '/api/v1/orders/{orderId}', { orderId: 'order-1' }],
      ['POST', '/api/v1/orders/{orderId}/refund-to-wallet', { orderId: 'order-1' }],
    ]);
    actor.stop();
  });
});
