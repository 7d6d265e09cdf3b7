import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { GeocodeResponse } from '@/contract/locations';
import type { OrderDetailsResponse, OrderHistoryEntry, OrderHistoryPage, ReorderResponse } from '@/contract/afterOrder';
import { MachineProvider } from '@/app/machineLogic';
import { RootActorsContext } from '@/app/RootActorsContext';
import type { RootActors } from '@/app/rootActors';
import OrderHistoryScreen from '@/screens/orderHistory/OrderHistoryScreen';
import { orderDetailsMachine } from '@machines/orderDetails.machine';
import type { OrderCallInput, PointInput } from '@machines/shared/reorder';
import type { ReadStoreInput, SaveStoreInput } from '@machines/shared/selectedStore';
import { orderHistoryMachine, type FavouriteChange, type HistoryCallInput } from '@machines/orderHistory.machine';
import type { SelectedStore } from '@/domain/store';
import { networkFailure, serverError } from '../model/fixtures';
import {
  DETAILS,
  EMPTY_PAGE,
  FAILED_DETAILS,
  FAVOURITES_PAGE,
  historyEntry,
  historyPage,
  PAGE_1,
  PAGE_2,
  PLACE,
  REFUNDABLE_DETAILS,
  REFUNDED_TO_WALLET_DETAILS,
  REORDER_WITH_UNAVAILABLE,
  RESTORED_DELIVERY_STORE,
} from '../model/orderHistoryFixtures';
import { SAVED_STORE } from '../model/orderSubmitFixtures';
import { afterOrderRootActors } from './AfterOrderFixtures';
import { inHindi } from './inHindi';
import { CurrentLocation, CURRENT_LOCATION_TEST_ID } from './CurrentLocation';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const rootActors = (loggedIn = true) => afterOrderRootActors({ loggedIn });

type PageAnswer = OrderHistoryPage | Error | Promise<OrderHistoryPage>;

function historyMachine(
  pages: (call: HistoryCallInput, callNo: number) => PageAnswer,
  favourite: (change: FavouriteChange) => Promise<void> = async () => undefined,
) {
  const calls = vi.fn<(call: HistoryCallInput) => void>();
  const favourites = vi.fn(favourite);
  const machine = orderHistoryMachine.provide({
    actors: {
      getOrderHistory: fromPromise<OrderHistoryPage, HistoryCallInput>(async ({ input }) => {
        calls(input);
        const answer = await pages(input, calls.mock.calls.length);
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      setOrderFavourite: fromPromise<void, FavouriteChange>(({ input }) => favourites(input)),
    },
  });
  return { machine, calls, favourites };
}

const byTabAndPage = (call: HistoryCallInput): PageAnswer => (call.favourites ? FAVOURITES_PAGE : call.pageNo === 1 ? PAGE_1 : PAGE_2);

interface DetailsFakes {
  details?: () => Promise<OrderDetailsResponse>;
  reorder?: () => Promise<ReorderResponse>;
  invoice?: () => Promise<Blob>;
  refundToWallet?: () => Promise<OrderDetailsResponse>;
}

function detailsMachine({
  details = async () => DETAILS,
  reorder = async () => REORDER_WITH_UNAVAILABLE,
  invoice,
  refundToWallet = async () => REFUNDED_TO_WALLET_DETAILS,
}: DetailsFakes = {}) {
  const saved = vi.fn<(store: SelectedStore) => void>();
  const machine = orderDetailsMachine.provide({
    actors: {
      getOrderDetails: fromPromise<OrderDetailsResponse, OrderCallInput>(() => details()),
      reorder: fromPromise<ReorderResponse, OrderCallInput>(() => reorder()),
      reverseGeocode: fromPromise<GeocodeResponse, PointInput>(async () => ({ place: PLACE })),
      readStore: fromPromise<SelectedStore | null, ReadStoreInput>(async () => SAVED_STORE),
      saveStore: fromPromise<string[], SaveStoreInput>(async ({ input }) => {
        saved(input.store);
        return [input.store.storeId];
      }),
      getInvoice: fromPromise<Blob, OrderCallInput>(() => (invoice ?? (async () => new Blob(['%PDF'])))()),
      refundToWallet: fromPromise<OrderDetailsResponse, OrderCallInput>(() => refundToWallet()),
    },
  });
  return { machine, saved };
}

function renderAt(url: string, element: React.ReactNode, root: RootActors = rootActors().root) {
  render(
    <RootActorsContext value={root}>
      <MemoryRouter initialEntries={[url]}>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/orderHistory" element={element} />
            <Route path="*" element={<p>Another page</p>} />
          </Routes>
        </Suspense>
        <CurrentLocation />
      </MemoryRouter>
    </RootActorsContext>,
  );
}

const location = () => screen.getByTestId(CURRENT_LOCATION_TEST_ID).textContent;
const card = (sliceOrderId: string) => screen.getByRole('article', { name: `Order ${sliceOrderId}` });
const cardIds = () => screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

/** IntersectionObserver stand-in: the test says when the end of the list comes into view. */
function stubIntersectionObserver() {
  const observers: Array<{ callback: IntersectionObserverCallback; nodes: Element[] }> = [];
  class FakeObserver {
    private readonly entry: { callback: IntersectionObserverCallback; nodes: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, nodes: [] };
      observers.push(this.entry);
    }
    observe(node: Element) {
      this.entry.nodes.push(node);
    }
    disconnect() {
      this.entry.nodes = [];
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    scrollToEnd() {
      for (const { callback, nodes } of observers) {
        if (nodes.length > 0)
          callback(
            nodes.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
            {} as IntersectionObserver,
          );
      }
    },
  };
}

describe('OrderHistoryScreen: the list', () => {
  it('shows each order with its id, India time, store, items, total, status label and icon, and links', async () => {
    const { machine } = historyMachine(() =>
      historyPage(1, [historyEntry(1, { trackable: true, status: 'ORDER PLACED' }), historyEntry(2, { favourite: true })], null),
    );
    renderAt(
      '/orderHistory',
      <MachineProvider machines={[machine]}>
        <OrderHistoryScreen />
      </MachineProvider>,
    );
    expect(screen.getByRole('heading', { name: 'My Orders', level: 1 })).toBeTruthy();
    const first = within(await screen.findByRole('article', { name: 'Order SL-100001' }));
    expect(first.getByText(/^11 Mar 2025, 7:45\spm$/u).tagName).toBe('TIME');
    expect(first.getByText('Koramangala')).toBeTruthy();
    expect(first.getByText('Margherita × 2, Garlic Bread × 1')).toBeTruthy();
    expect(first.getByText('₹ 499')).toBeTruthy();
    expect(first.getByText('Order Placed').closest('[data-status-icon]')?.getAttribute('data-status-icon')).toBe('placed');
    expect(first.getByRole('link', { name: 'Track' }).getAttribute('href')).toBe('/trackOrder?orderHistoryId=order-1');
    expect(first.getByRole('link', { name: 'View details' }).getAttribute('href')).toBe('/orderHistory?orderId=order-1');
    expect(first.getByRole('button', { name: 'Save as favourite' })).toBeTruthy();

    const second = within(card('SL-100002'));
    expect(second.getByText('Order Delivered').closest('[data-status-icon]')?.getAttribute('data-status-icon')).toBe('delivered');
    // Delivered orders are no longer tracked.
    expect(second.queryByRole('link', { name: 'Track' })).toBeNull();
    expect(second.getByRole('button', { name: 'Remove from favourites' })).toBeTruthy();
    expect(document.title).toBe('My Orders');
  });

  it('an order to a train seat is tracked on its rail order screen: Track leads there, not to the delivery tracker', async () => {
    const { machine } = historyMachine(() =>
      historyPage(1, [historyEntry(1, { trackable: true, status: 'IRCTC', deliveryType: 'IRCTC' })], null),
    );
    renderAt(
      '/orderHistory',
      <MachineProvider machines={[machine]}>
        <OrderHistoryScreen />
      </MachineProvider>,
    );
    const rail = within(await screen.findByRole('article', { name: 'Order SL-100001' }));
    const track = rail.getByRole('link', { name: 'Track' });
    expect(track.getAttribute('href')).toBe('/deliverOnTrain/orders/order-1');
    fireEvent.click(track);
    expect(location()).toBe('/deliverOnTrain/orders/order-1');
  });

  it('shows every SPEC 4 label with its icon, and the refund note on failed orders', async () => {
    const labels = [
      ['FAILED', 'Order Failed', 'failed'],
      ['CANCELLED', 'Order Cancelled', 'cancelled'],
      ['PICKED UP', 'Order Picked Up', 'pickedUp'],
      ['PENDING', 'Order Placed', 'placed'],
      ['INPROCESS', 'Order Placed', 'placed'],
      ['ADVANCE ORDER', 'ADVANCE ORDER', 'advance'],
      ['TAKEAWAY', 'TAKEAWAY', 'takeaway'],
      ['IRCTC', 'IRCTC', 'train'],
      ['DINE-IN', 'DINE-IN', 'dineIn'],
      ['CURBSIDE PICKUP', 'CURBSIDE PICKUP', 'curbside'],
    ] as const;
    const orders: OrderHistoryEntry[] = labels.map(([status], index) => historyEntry(index + 1, { status }));
    const { machine } = historyMachine(() => historyPage(1, orders, null));
    renderAt(
      '/orderHistory',
      <MachineProvider machines={[machine]}>
        <OrderHistoryScreen />
      </MachineProvider>,
    );
    await screen.findByRole('article', { name: 'Order SL-100001' });
    labels.forEach(([, text, icon], index) => {
      const article = within(card(orders[index]!.sliceOrderId));
      expect(article.getByText(text).closest('[data-status-icon]')?.getAttribute('data-status-icon')).toBe(icon);
    });
    expect(within(card('SL-100001')).getByText(/refunded in/).textContent).toBe(
      'Any amount deducted will be refunded in 4-10 business days.',
    );
    expect(within(card('SL-100002')).queryByText(/refunded/)).toBeNull();
  });

  it('shows the empty state of each tab', async () => {
    const { machine } = historyMachine(() => EMPTY_PAGE);
    renderAt(
      '/orderHistory',
      <MachineProvider machines={[machine]}>
        <OrderHistoryScreen />
      </MachineProvider>,
    );
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Order now' }).getAttribute('href')).toBe('/menu');
    fireEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(await screen.findByText('No favourite orders yet')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it("'Load more' appends the next page; at the last page it goes away", async () => {
    const { machine, calls } = historyMachine(byTabAndPage);
    renderAt(
      '/orderHistory',
      <MachineProvider machines={[machine]}>
        <OrderHistoryScreen />
      </MachineProvider>,
    );
    await screen.findByRole('article', { name: 'Order SL-100002' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('article', { name: 'Order SL-100003' });
    expect(cardIds()).toEqual(['Order SL-100001', 'Order SL-100002', 'Order SL-100003']);
    expect(calls).toHaveBeenLastCalledWith({ pageNo: 2, favourites: false });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText('You have seen all your orders.')).toBeTruthy();
  });

  it('scrolling to the end of the list loads the next page', async () => {
    const observer = stubIntersectionObserver();
    const { machine, calls } = historyMachine(byTabAndPage);
    renderAt(
      '/orderHistory',
      <MachineProvider machines={[machine]}>
        <OrderHistoryScreen />
      </MachineProvider>,
    );
    await screen.findByRole('article', { name: 'Order SL-100002' });
    act(() => observer.scrollToEnd());
    await screen.findByRole('article', { name: 'Order SL-100003' });
    expect(calls).toHaveBeenCalledTimes(2);
  });

  it('a failed later page keeps the orders shown and retries', async () => {
    const { machine } = historyMachine((call, callNo) => (call.pageNo === 2 && callNo === 2 ? networkFailure() : byTabAndPage(call)));
    renderAt(
      '/orderHistory',
      <MachineProvider machines={[machine]}>
        <OrderHistoryScreen />
      </MachineProvider>,
    );
    await screen.findByRole('article', { name: 'Order SL-100002' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('More orders did not load.');
    expect(alert.textContent).toContain('Internet connection Lost');
    expect(cardIds()).toHaveLength(2);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('article', { name: 'Order SL-100003' });
  });

  it('a failed first page offers a retry', async () => {
    const { machine } = historyMachine((call, callNo) => (callNo === 1 ? networkFailure() : byTabAndPage(call)));
    renderAt(
      '/orderHistory',
      <MachineProvider machines={[machine]}>
        <OrderHistoryScreen />
      </MachineProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your orders');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('article', { name: 'Order SL-100001' });
  });

  it('the Favourites tab lists only favourite orders', async () => {
    const { machine, calls } = historyMachine(byTabAndPage);
    renderAt(
      '/orderHistory',
      <MachineProvider machines={[machine]}>
        <OrderHistoryScreen />
      </MachineProvider>,
    );
    await screen.findByRole('article', { name: 'Order SL-100001' });
    const favourites = screen.getByRole('tab', { name: 'Favourites' });
    fireEvent.click(favourites);
    await waitFor(() => expect(cardIds()).toEqual(['Order SL-100002']));
    expect(favourites.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('false');
    expect(calls).toHaveBeenLastCalledWith({ pageNo: 1, favourites: true });
    expect(screen.getByRole('tabpanel', { name: 'Favourites' })).toBeTruthy();
  });

  it('the heart saves the favourite mark and shows it once saved; a refusal toasts the server message', async () => {
    let refuse = false;
    const { machine, favourites } = historyMachine(byTabAndPage, async () => {
      if (refuse) throw serverError('ORDER_NOT_FOUND', 'This order does not exist.', 404);
    });
    renderAt(
      '/orderHistory',
      <MachineProvider machines={[machine]}>
        <OrderHistoryScreen />
      </MachineProvider>,
    );
    const first = within(await screen.findByRole('article', { name: 'Order SL-100001' }));
    fireEvent.click(first.getByRole('button', { name: 'Save as favourite' }));
    const saved = await first.findByRole('button', { name: 'Remove from favourites' });
    expect(saved.getAttribute('aria-busy')).toBeNull();
    expect(favourites).toHaveBeenCalledWith({ orderId: 'order-1', favourite: true });

    refuse = true;
    fireEvent.click(saved);
    expect(await screen.findByText('This order does not exist.')).toBeTruthy();
    expect(first.getByRole('button', { name: 'Remove from favourites' })).toBeTruthy();
  });

  it('while one heart is saved it shows busy and the other hearts wait', async () => {
    let finish: () => void = () => undefined;
    const { machine, favourites } = historyMachine(byTabAndPage, () => new Promise<void>((resolve) => (finish = resolve)));
    renderAt(
      '/orderHistory',
      <MachineProvider machines={[machine]}>
        <OrderHistoryScreen />
      </MachineProvider>,
    );
    const first = within(await screen.findByRole('article', { name: 'Order SL-100001' }));
    fireEvent.click(first.getByRole('button', { name: 'Save as favourite' }));
    const saving = first.getByRole('button', { name: 'Save as favourite' });
    expect(saving.getAttribute('aria-busy')).toBe('true');
    const other = within(card('SL-100002')).getByRole('button', { name: 'Remove from favourites' });
    expect(other.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(other);
    expect(favourites).toHaveBeenCalledTimes(1);
    act(() => finish());
    await waitFor(() => expect(other.getAttribute('aria-disabled')).toBeNull());
    expect(first.getByRole('button', { name: 'Remove from favourites' }).getAttribute('aria-busy')).toBeNull();
  });

  it('sends a guest to login, to come back to the same page', async () => {
    const { machine, calls } = historyMachine(byTabAndPage);
    renderAt(
      '/orderHistory?orderId=order-1',
      <MachineProvider machines={[machine]}>
        <OrderHistoryScreen />
      </MachineProvider>,
      rootActors(false).root,
    );
    await waitFor(() => expect(location()).toBe('/login?from=%2ForderHistory%3ForderId%3Dorder-1'));
    expect(calls).not.toHaveBeenCalled();
  });
});

describe('OrderHistoryScreen: one order', () => {
  it('shows the lines, bill, payment mode and address, with Order again and Download invoice', async () => {
    const { machine } = detailsMachine();
    renderAt(
      '/orderHistory?orderId=order-1',
      <MachineProvider machines={[machine]}>
        <OrderHistoryScreen />
      </MachineProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Order details', level: 1 })).toBeTruthy();
    const items = within(await screen.findByRole('region', { name: 'Items' }));
    expect(items.getByText('Margherita')).toBeTruthy();
    expect(items.getByText('Medium | Hand Tossed')).toBeTruthy();
    expect(items.getByText('₹ 398')).toBeTruthy();
    const bill = within(screen.getByRole('region', { name: 'Bill details' }));
    expect(bill.getByText('Taxes & Charges').nextElementSibling?.textContent).toBe('₹\u00a024.95');
    expect(bill.getByText('Grand total').nextElementSibling?.textContent).toBe('₹\u00a0523.95');
    const summary = within(screen.getByRole('region', { name: 'Order ID SL-100001' }));
    expect(summary.getByText('Cash on delivery')).toBeTruthy();
    expect(summary.getByText('Delivery address').nextElementSibling?.textContent).toBe(DETAILS.deliveryLocation?.address);
    expect(summary.getByText('Order Delivered')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Order again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download invoice' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All orders' }).getAttribute('href')).toBe('/orderHistory');
    expect(document.title).toBe('Order details');
  });

  it('a failed order shows the refund text and no invoice', async () => {
    const { machine } = detailsMachine({ details: async () => FAILED_DETAILS });
    renderAt(
      '/orderHistory?orderId=order-1',
      <MachineProvider machines={[machine]}>
        <OrderHistoryScreen />
      </MachineProvider>,
    );
    const note = await screen.findByRole('region', { name: 'Unable to process your order' });
    expect(note.textContent).toContain('Please try again after 15 minutes');
    expect(note.textContent).toContain('Any amount deducted will be refunded in 4-10 business days.');
    expect(screen.queryByRole('button', { name: 'Download invoice' })).toBeNull();
  });

  it('a failed order shows its refund and offers it to the wallet when the server does; moved, it shows the wallet and a notice', async () => {
    const { machine } = detailsMachine({ details: async () => REFUNDABLE_DETAILS });
    renderAt(
      '/orderHistory?orderId=order-1',
      <MachineProvider machines={[machine]}>
        <OrderHistoryScreen />
      </MachineProvider>,
    );
    const refund = within(await screen.findByRole('region', { name: 'Refund' }));
    expect(refund.getByText('Amount').nextElementSibling?.textContent).toBe('₹\u00a0523.95');
    expect(refund.getByText('Status').nextElementSibling?.textContent).toBe('Refund initiated');
    expect(refund.getByText('Refunded to').nextElementSibling?.textContent).toBe('Your original payment method');
    expect(refund.getByText('Initiated on')).toBeTruthy();
    expect(refund.queryByText('Completed on')).toBeNull();
    const REFUND_PROMISE = 'Any amount deducted will be refunded in 4-10 business days.';
    expect(screen.getByRole('region', { name: 'Unable to process your order' }).textContent).toContain(REFUND_PROMISE);

    fireEvent.click(screen.getByRole('button', { name: 'Get it in your Slice Wallet now' }));
    expect(await screen.findByText('Your refund is in your Slice Wallet as Refund Points.')).toBeTruthy();
    const moved = within(screen.getByRole('region', { name: 'Refund' }));
    expect(moved.getByText('Status').nextElementSibling?.textContent).toBe('Refund completed');
    expect(moved.getByText('Refunded to').nextElementSibling?.textContent).toBe('Your Slice Wallet as Refund Points');
    expect(moved.getByText('Completed on')).toBeTruthy();
    // Completed: the refunds say what happened, so the failed note no longer promises one.
    expect(screen.getByRole('region', { name: 'Unable to process your order' }).textContent).not.toContain(REFUND_PROMISE);
    expect(screen.queryByRole('button', { name: 'Get it in your Slice Wallet now' })).toBeNull();
  });

  it('a failed order without a refund the server offers to move shows no wallet button', async () => {
    const { machine } = detailsMachine({ details: async () => FAILED_DETAILS });
    renderAt(
      '/orderHistory?orderId=order-1',
      <MachineProvider machines={[machine]}>
        <OrderHistoryScreen />
      </MachineProvider>,
    );
    await screen.findByRole('region', { name: 'Unable to process your order' });
    expect(screen.queryByRole('region', { name: 'Refund' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Get it in your Slice Wallet now' })).toBeNull();
  });

  it('Order again lists the unavailable items, then restores the store, reloads the cart and opens it', async () => {
    const { root, getCart } = rootActors();
    const { machine, saved } = detailsMachine();
    renderAt(
      '/orderHistory?orderId=order-1',
      <MachineProvider machines={[machine]}>
        <OrderHistoryScreen />
      </MachineProvider>,
      root,
    );
    await waitFor(() => expect(getCart).toHaveBeenCalledTimes(1));
    fireEvent.click(await screen.findByRole('button', { name: 'Order again' }));
    const popup = await screen.findByRole('dialog', { name: 'Some items are not available' });
    expect(within(popup).getByText('Choco Lava Cake')).toBeTruthy();
    expect(within(popup).getByText('Pepsi 500 ml')).toBeTruthy();
    expect(location()).toBe('/orderHistory?orderId=order-1');
    fireEvent.click(within(popup).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/cart'));
    expect(saved).toHaveBeenCalledWith(RESTORED_DELIVERY_STORE);
    await waitFor(() => expect(getCart).toHaveBeenCalledTimes(2));
  });

  it("a refused reorder shows the server's message in a popup", async () => {
    const { machine } = detailsMachine({
      reorder: async () => {
        throw serverError('STORE_CLOSED', 'The store is closed now.', 400);
      },
    });
    renderAt(
      '/orderHistory?orderId=order-1',
      <MachineProvider machines={[machine]}>
        <OrderHistoryScreen />
      </MachineProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Order again' }));
    const popup = await screen.findByRole('alertdialog');
    expect(popup.textContent).toContain('The store is closed now.');
    fireEvent.click(within(popup).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(location()).toBe('/orderHistory?orderId=order-1');
  });

  describe('invoice', () => {
    let clicked: HTMLAnchorElement[];
    beforeEach(() => {
      clicked = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this);
      });
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:invoice-1'), revokeObjectURL: vi.fn() });
    });

    it("saves the PDF as invoice-{sliceOrderId}.pdf and toasts 'Invoice Downloaded'", async () => {
      const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
      const { machine } = detailsMachine({ invoice: async () => pdf });
      renderAt(
        '/orderHistory?orderId=order-1',
        <MachineProvider machines={[machine]}>
          <OrderHistoryScreen />
        </MachineProvider>,
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Download invoice' }));
      expect(await screen.findByText('Invoice Downloaded')).toBeTruthy();
      expect(screen.getByText('Invoice Downloaded').closest('[role="status"]')).toBeTruthy();
      expect(URL.createObjectURL).toHaveBeenCalledWith(pdf);
      expect(clicked).toHaveLength(1);
      expect(clicked[0]?.download).toBe('invoice-SL-100001.pdf');
      expect(clicked[0]?.getAttribute('href')).toBe('blob:invoice-1');
    });

    it("a failed download toasts the server's message", async () => {
      const { machine } = detailsMachine({
        invoice: async () => {
          throw serverError('INVOICE_NOT_READY', 'Invoice is not generated yet.', 400);
        },
      });
      renderAt(
        '/orderHistory?orderId=order-1',
        <MachineProvider machines={[machine]}>
          <OrderHistoryScreen />
        </MachineProvider>,
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Download invoice' }));
      expect(await screen.findByText('Invoice is not generated yet.')).toBeTruthy();
      expect(screen.queryByText('Invoice Downloaded')).toBeNull();
      expect(clicked).toHaveLength(0);
    });
  });
});

describe('order history and details in Hindi', () => {
  inHindi();

  it('lists the orders in Hindi: tabs, status labels, dates and links', async () => {
    const orders = [historyEntry(1, { trackable: true, status: 'ORDER PLACED' }), historyEntry(2, { status: 'TAKEAWAY' })];
    const { machine } = historyMachine(() => historyPage(1, orders, null));
    await act(async () =>
      renderAt(
        '/orderHistory',
        <MachineProvider machines={[machine]}>
          <OrderHistoryScreen />
        </MachineProvider>,
      ),
    );
    expect(await screen.findByRole('heading', { name: 'मेरे ऑर्डर', level: 1 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'सभी' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'पसंदीदा' })).toBeTruthy();
    const first = within(await screen.findByRole('article', { name: 'ऑर्डर SL-100001' }));
    expect(first.getByText('ऑर्डर हो गया').closest('[data-status-icon]')?.getAttribute('data-status-icon')).toBe('placed');
    expect(first.getByText(/^11 मार्च 2025/u).tagName).toBe('TIME');
    expect(first.getByRole('link', { name: 'ट्रैक करें' })).toBeTruthy();
    expect(first.getByRole('link', { name: 'जानकारी देखें' })).toBeTruthy();
    expect(first.getByRole('button', { name: 'पसंदीदा में जोड़ें' })).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'ऑर्डर SL-100002' })).getByText('टेकअवे')).toBeTruthy();
    expect(document.title).toBe('मेरे ऑर्डर');
    expect(screen.queryByText('Order Placed')).toBeNull();
    expect(screen.queryByText('View details')).toBeNull();
  });

  it("shows a failed order's details and refund in Hindi", async () => {
    const { machine } = detailsMachine({ details: async () => REFUNDABLE_DETAILS });
    await act(async () =>
      renderAt(
        '/orderHistory?orderId=order-1',
        <MachineProvider machines={[machine]}>
          <OrderHistoryScreen />
        </MachineProvider>,
      ),
    );
    const note = await screen.findByRole('region', { name: 'हम आपका ऑर्डर प्रोसेस नहीं कर सके' });
    expect(note.textContent).toContain('कृपया 15 मिनट बाद दोबारा कोशिश करें');
    const refund = within(screen.getByRole('region', { name: 'रिफ़ंड' }));
    expect(refund.getByText('रकम').nextElementSibling?.textContent).toBe('₹\u00a0523.95');
    expect(refund.getByText('स्टेटस').nextElementSibling?.textContent).toBe('रिफ़ंड शुरू हो गया');
    expect(screen.getByRole('button', { name: 'अभी अपने Slice वॉलेट में पाएँ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'फिर से ऑर्डर करें' })).toBeTruthy();
    expect(screen.queryByText('Unable to process your order')).toBeNull();
    expect(screen.queryByText('Refund initiated')).toBeNull();
  });
});
