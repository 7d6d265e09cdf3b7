import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fromPromise, waitFor as waitForActor } from 'xstate';
import type { OrderSummary } from '@/contract/orders';
import type { TransactionStatusResponse } from '@/contract/payments';
import { MachineProvider } from '@/app/machineLogic';
import { RootActorsContext } from '@/app/RootActorsContext';
import type { RootActors } from '@/app/rootActors';
import PaymentTransactionScreen from '@/screens/paymentTransaction/PaymentTransactionScreen';
import ThankYouScreen from '@/screens/thankYou/ThankYouScreen';
import { orderSummaryMachine } from '@machines/orderSummary.machine';
import { transactionPollingMachine } from '@machines/transactionPolling.machine';
import { SUMMARY } from '../model/orderSubmitFixtures';
import { networkFailure } from '../model/fixtures';
import { afterOrderRootActors } from './AfterOrderFixtures';
import { inHindi } from './inHindi';
import { CurrentLocation, CURRENT_LOCATION_TEST_ID } from './CurrentLocation';

afterEach(cleanup);

const rootActors = () => afterOrderRootActors();

function renderAt(url: string, element: React.ReactNode, root: RootActors = rootActors().root) {
  render(
    <RootActorsContext value={root}>
      <MemoryRouter initialEntries={[url]}>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/thankYou" element={element} />
            <Route path="/paymentTransaction" element={element} />
            <Route path="*" element={<p>Another page</p>} />
          </Routes>
        </Suspense>
        <CurrentLocation />
      </MemoryRouter>
    </RootActorsContext>,
  );
}

const location = () => screen.getByTestId(CURRENT_LOCATION_TEST_ID).textContent;

function summaryMachine(answers: Array<OrderSummary | Error>) {
  const calls = vi.fn<(transactionId: string) => void>();
  const machine = orderSummaryMachine.provide({
    actors: {
      getOrderSummary: fromPromise<OrderSummary, { transactionId: string }>(async ({ input }) => {
        calls(input.transactionId);
        const answer = answers[Math.min(calls.mock.calls.length - 1, answers.length - 1)];
        if (answer === undefined || answer instanceof Error) throw answer ?? new Error('no answer');
        return answer;
      }),
    },
  });
  return { machine, calls };
}

const UNABLE = 'Unable to process your order';
const TRY_LATER = 'Please try again after 15 minutes';
const REFUND = 'Any amount deducted will be refunded in 4-10 business days.';

describe('ThankYouScreen', () => {
  it('shows the placed order: order id, items, payment summary rows, points and the next steps', async () => {
    const { machine, calls } = summaryMachine([SUMMARY]);
    renderAt(
      '/thankYou?transactionId=txn-1',
      <MachineProvider machines={[machine]}>
        <ThankYouScreen />
      </MachineProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Order placed', level: 1 })).toBeTruthy();
    expect(calls).toHaveBeenCalledWith('txn-1');
    expect(screen.getByText('SL-100234')).toBeTruthy();

    const items = within(screen.getByRole('region', { name: 'Your order' }));
    expect(items.getByText('Margherita')).toBeTruthy();
    expect(items.getByText('× 2')).toBeTruthy();
    expect(items.getByText('Garlic Bread')).toBeTruthy();

    const payment = within(screen.getByRole('region', { name: 'Payment summary' }));
    // The cart's labels and amounts: each charge itemised under Taxes & Charges, then the payment mode.
    expect(payment.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent])).toEqual([
      ['Item total', '₹\u00a0450'],
      ['Taxes & Charges', '₹\u00a049'],
      ['Delivery charge', '₹\u00a026.50'],
      ['GST (5%)', '₹\u00a022.50'],
      ['Grand total', '₹\u00a0499'],
      ['Payment mode', 'Cash'],
    ]);

    const points = within(screen.getByRole('region', { name: 'Pizza Pals Points' }));
    expect(points.getByText('You earned 100 points on this order.')).toBeTruthy();
    expect(points.getByText('Pending: 700 points, not yet available to use.')).toBeTruthy();
    expect(points.queryByText(/balance/i)).toBeNull();
    expect(points.getByText(/1 order = 100 points/)).toBeTruthy();

    expect(screen.getByRole('link', { name: 'Track order' }).getAttribute('href')).toBe('/trackOrder?orderHistoryId=order-1');
    expect(screen.getByRole('link', { name: 'Order more' }).getAttribute('href')).toBe('/menu');
    expect(document.title).toBe('Order placed');
  });

  it('shows the points a free pizza burned and the Pizza Pals balance after the order (SPEC 3 earnableBurnable)', async () => {
    const burned = {
      ...SUMMARY,
      items: [{ ...SUMMARY.items[0]!, free: true }, ...SUMMARY.items.slice(1)],
      earnableBurnable: { ...SUMMARY.earnableBurnable, toBeConsumed: { points: 600 }, updatedPointsBalance: 100, pendingPoints: 0 },
    };
    renderAt(
      '/thankYou?transactionId=txn-1',
      <MachineProvider machines={[summaryMachine([burned]).machine]}>
        <ThankYouScreen />
      </MachineProvider>,
    );
    const points = within(await screen.findByRole('region', { name: 'Pizza Pals Points' }));
    expect(points.getByText('600 points used for your free pizza.')).toBeTruthy();
    expect(points.getByText('Pizza Pals balance now: 100 points.')).toBeTruthy();
    expect(points.queryByText(/Pending/)).toBeNull();
    const items = within(screen.getByRole('region', { name: 'Your order' }));
    expect(items.getAllByText('Free with points')).toHaveLength(1);
  });

  it('a placed order reloads the cart from the server (the paid lines are gone), a failed one does not', async () => {
    const placed = rootActors();
    await waitForActor(placed.cart, (snapshot) => snapshot.matches({ ready: 'idle' }));
    renderAt(
      '/thankYou?transactionId=txn-1',
      <MachineProvider machines={[summaryMachine([SUMMARY]).machine]}>
        <ThankYouScreen />
      </MachineProvider>,
      placed.root,
    );
    await screen.findByRole('heading', { name: 'Order placed', level: 1 });
    await waitFor(() => expect(placed.getCart).toHaveBeenCalledTimes(2));
    cleanup();

    const failed = rootActors();
    await waitForActor(failed.cart, (snapshot) => snapshot.matches({ ready: 'idle' }));
    renderAt(
      '/thankYou?transactionId=txn-1',
      <MachineProvider machines={[summaryMachine([{ ...SUMMARY, status: 'FAILED' }]).machine]}>
        <ThankYouScreen />
      </MachineProvider>,
      failed.root,
    );
    await screen.findByRole('heading', { name: UNABLE });
    await waitFor(() => expect(failed.getCart).toHaveBeenCalledTimes(1));
  });

  it('transactionId NA shows the failed-order copy without calling', async () => {
    const { machine, calls } = summaryMachine([SUMMARY]);
    renderAt(
      '/thankYou?transactionId=NA',
      <MachineProvider machines={[machine]}>
        <ThankYouScreen />
      </MachineProvider>,
    );
    const failed = await screen.findByRole('alert');
    expect(within(failed).getByRole('heading', { name: UNABLE })).toBeTruthy();
    expect(failed.textContent).toContain(TRY_LATER);
    expect(failed.textContent).toContain(REFUND);
    expect(calls).not.toHaveBeenCalled();
    fireEvent.click(within(failed).getByRole('link', { name: 'Back to cart' }));
    expect(location()).toBe('/cart');
  });

  it('an order whose status is FAILED shows the failed-order copy', async () => {
    const { machine } = summaryMachine([{ ...SUMMARY, status: 'FAILED' }]);
    renderAt(
      '/thankYou?transactionId=txn-1',
      <MachineProvider machines={[machine]}>
        <ThankYouScreen />
      </MachineProvider>,
    );
    expect(await screen.findByRole('heading', { name: UNABLE })).toBeTruthy();
    expect(screen.queryByText('SL-100234')).toBeNull();
  });

  it('a failed load offers a retry that loads the order', async () => {
    const { machine, calls } = summaryMachine([networkFailure(), SUMMARY]);
    renderAt(
      '/thankYou?transactionId=txn-1',
      <MachineProvider machines={[machine]}>
        <ThankYouScreen />
      </MachineProvider>,
    );
    const panel = await screen.findByRole('alert');
    expect(panel.textContent).toContain('We could not load your order');
    fireEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Order placed', level: 1 })).toBeTruthy();
    expect(calls).toHaveBeenCalledTimes(2);
  });
});

function pollingMachine(answers: TransactionStatusResponse[], cancelAnswer: TransactionStatusResponse = { transactionStatus: 'FAILED' }) {
  const calls = vi.fn<(orderTransactionId: string) => void>();
  const cancels = vi.fn<(orderTransactionId: string) => void>();
  const machine = transactionPollingMachine.provide({
    actors: {
      cancelPayment: fromPromise<TransactionStatusResponse, { orderTransactionId: string }>(async ({ input }) => {
        cancels(input.orderTransactionId);
        return cancelAnswer;
      }),
      getTransactionStatus: fromPromise<TransactionStatusResponse, { orderTransactionId: string }>(async ({ input }) => {
        calls(input.orderTransactionId);
        return answers[Math.min(calls.mock.calls.length - 1, answers.length - 1)] as TransactionStatusResponse;
      }),
    },
  });
  return { machine, calls, cancels };
}

// 10 ms between polls, 1 s in all: the query's values drive the polling.
const FAST = 'interval=0.01&duration=1';

describe('PaymentTransactionScreen', () => {
  it('asks not to go back while polling, then goes to /thankYou on SUCCESS', async () => {
    const { root } = rootActors();
    const { machine, calls } = pollingMachine([{ transactionStatus: 'IN_PROGRESS' }, { transactionStatus: 'SUCCESS' }]);
    renderAt(
      `/paymentTransaction?transactionId=txn-1&${FAST}`,
      <MachineProvider machines={[machine]}>
        <PaymentTransactionScreen />
      </MachineProvider>,
      root,
    );
    expect(screen.getByText('Please DO NOT hit the back button or refresh this page.')).toBeTruthy();
    expect(screen.getByText('Waiting for the payment to be confirmed').closest('[role="status"]')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/thankYou?transactionId=txn-1'));
    expect(calls).toHaveBeenCalledTimes(2);
    expect(calls).toHaveBeenCalledWith('txn-1');
  });

  it('FAILED shows the failed-order view with the refund text and Back to cart', async () => {
    const { machine } = pollingMachine([{ transactionStatus: 'FAILED', displayMsg: 'Payment declined by bank' }]);
    renderAt(
      `/paymentTransaction?transactionId=txn-1&${FAST}`,
      <MachineProvider machines={[machine]}>
        <PaymentTransactionScreen />
      </MachineProvider>,
    );
    const failed = await screen.findByRole('alert');
    expect(within(failed).getByRole('heading', { name: UNABLE })).toBeTruthy();
    expect(failed.textContent).toContain('Payment declined by bank');
    expect(failed.textContent).toContain(TRY_LATER);
    expect(failed.textContent).toContain(REFUND);
    expect(screen.queryByText('Please DO NOT hit the back button or refresh this page.')).toBeNull();
    expect(within(failed).getByRole('link', { name: 'Back to cart' }).getAttribute('href')).toBe('/cart');
  });

  it('a generic SPEC failure text is not shown beside the advice to try again after 15 minutes', async () => {
    const { machine } = pollingMachine([{ transactionStatus: 'FAILED', displayMsg: 'Payment Failed. Please try again.' }]);
    renderAt(
      `/paymentTransaction?transactionId=txn-1&${FAST}`,
      <MachineProvider machines={[machine]}>
        <PaymentTransactionScreen />
      </MachineProvider>,
    );
    const failed = await screen.findByRole('alert');
    expect(failed.textContent).toContain('Your payment did not go through, so no order was placed.');
    expect(failed.textContent).toContain(TRY_LATER);
    expect(failed.textContent).not.toContain('Please try again.');
  });

  it('a UPI approval wait shows the UPI ID and the time left from the server window, and Cancel ends in the cancelled view', async () => {
    const { machine, cancels } = pollingMachine([{ transactionStatus: 'IN_PROGRESS' }]);
    renderAt(
      '/paymentTransaction?transactionId=txn-1&interval=3&duration=90&upiId=meera%40okbank',
      <MachineProvider machines={[machine]}>
        <PaymentTransactionScreen />
      </MachineProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Approve the payment in your UPI app' })).toBeTruthy();
    expect(screen.getByText('We sent a payment request to meera@okbank. Open your UPI app and approve it.')).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'Time left to approve' }).textContent).toBe('1:30');
    const announcement = screen.getByText('About 2 minutes left to approve the payment.');
    expect(announcement.getAttribute('aria-live')).toBe('polite');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel payment' }));
    const cancelled = await screen.findByRole('heading', { name: 'Payment cancelled' });
    expect(cancels).toHaveBeenCalledWith('txn-1');
    const view = cancelled.closest('section') as HTMLElement;
    expect(view.textContent).toContain('No order was placed and no money was taken.');
    // Nothing failed: no SPEC 8 advice to wait 15 minutes, no refund to expect.
    expect(view.textContent).not.toContain(TRY_LATER);
    expect(view.textContent).not.toContain(REFUND);
    expect(within(view).getByRole('link', { name: 'Back to cart' }).getAttribute('href')).toBe('/cart');
  });

  it("the UPI time left ticks every second between the machine's polls, and restarts from the machine's value at each poll", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    try {
      const { machine } = pollingMachine([{ transactionStatus: 'IN_PROGRESS' }]);
      renderAt(
        '/paymentTransaction?transactionId=txn-1&interval=3&duration=90',
        <MachineProvider machines={[machine]}>
          <PaymentTransactionScreen />
        </MachineProvider>,
      );
      const timer = () => screen.getByRole('timer', { name: 'Time left to approve' }).textContent;
      expect(timer()).toBe('1:30');
      await act(async () => vi.advanceTimersByTime(1_000));
      expect(timer()).toBe('1:29');
      await act(async () => vi.advanceTimersByTime(1_000));
      expect(timer()).toBe('1:28');
      // The first poll (3 s): the machine's own count, 29 polls of 3 s, shows the same as the ticking clock.
      await act(async () => vi.advanceTimersByTime(1_000));
      expect(timer()).toBe('1:27');
      await act(async () => vi.advanceTimersByTime(1_000));
      expect(timer()).toBe('1:26');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a cancel the server answers as already paid goes to thank-you', async () => {
    const { machine } = pollingMachine([{ transactionStatus: 'IN_PROGRESS' }], { transactionStatus: 'SUCCESS' });
    renderAt(
      '/paymentTransaction?transactionId=txn-1&interval=3&duration=90',
      <MachineProvider machines={[machine]}>
        <PaymentTransactionScreen />
      </MachineProvider>,
    );
    expect(screen.getByText('Open your UPI app and approve the payment there.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel payment' }));
    await waitFor(() => expect(location()).toBe('/thankYou?transactionId=txn-1'));
  });

  it('without a transaction id there is nothing to wait for: the failed view', () => {
    const { machine, calls } = pollingMachine([{ transactionStatus: 'SUCCESS' }]);
    renderAt(
      '/paymentTransaction',
      <MachineProvider machines={[machine]}>
        <PaymentTransactionScreen />
      </MachineProvider>,
    );
    expect(screen.getByRole('heading', { name: UNABLE })).toBeTruthy();
    expect(calls).not.toHaveBeenCalled();
  });
});

describe('ThankYouScreen and PaymentTransactionScreen in Hindi', () => {
  inHindi();

  it('shows the placed order in Hindi', async () => {
    const { machine } = summaryMachine([SUMMARY]);
    await act(async () =>
      renderAt(
        '/thankYou?transactionId=txn-1',
        <MachineProvider machines={[machine]}>
          <ThankYouScreen />
        </MachineProvider>,
      ),
    );
    expect(await screen.findByRole('heading', { name: 'ऑर्डर हो गया', level: 1 })).toBeTruthy();
    expect(screen.getByText('ऑर्डर ID')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'आपका ऑर्डर' })).getByText('× 2')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'पेमेंट की जानकारी' })).toBeTruthy();
    const points = within(screen.getByRole('region', { name: 'Pizza Pals पॉइंट्स' }));
    expect(points.getByText('इस ऑर्डर पर आपने 100 पॉइंट्स कमाए।')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ऑर्डर ट्रैक करें' })).toBeTruthy();
    expect(document.title).toBe('ऑर्डर हो गया');
    expect(screen.queryByText('Order placed')).toBeNull();
    expect(screen.queryByText('Payment mode')).toBeNull();
  });

  it('tells a declined payment with the SPEC 8 failed-order advice in Hindi, and the server reason as it wrote it', async () => {
    const { machine } = pollingMachine([{ transactionStatus: 'FAILED', displayMsg: 'Payment declined by bank' }]);
    await act(async () =>
      renderAt(
        `/paymentTransaction?transactionId=txn-1&${FAST}`,
        <MachineProvider machines={[machine]}>
          <PaymentTransactionScreen />
        </MachineProvider>,
      ),
    );
    const failed = await screen.findByRole('alert');
    expect(within(failed).getByRole('heading', { name: 'हम आपका ऑर्डर प्रोसेस नहीं कर सके' })).toBeTruthy();
    expect(failed.textContent).toContain('आपका पेमेंट नहीं हो पाया, इसलिए कोई ऑर्डर नहीं हुआ।');
    expect(failed.textContent).toContain('Payment declined by bank');
    expect(failed.textContent).toContain('कृपया 15 मिनट बाद दोबारा कोशिश करें');
    expect(failed.textContent).not.toContain(TRY_LATER);
    expect(within(failed).getByRole('link', { name: 'कार्ट पर वापस जाएँ' })).toBeTruthy();
  });

  it('waits for the UPI approval in Hindi', async () => {
    const { machine } = pollingMachine([{ transactionStatus: 'IN_PROGRESS' }]);
    await act(async () =>
      renderAt(
        '/paymentTransaction?transactionId=txn-1&interval=3&duration=90&upiId=meera%40okbank',
        <MachineProvider machines={[machine]}>
          <PaymentTransactionScreen />
        </MachineProvider>,
      ),
    );
    expect(await screen.findByRole('heading', { name: 'अपने UPI ऐप में पेमेंट मंज़ूर करें' })).toBeTruthy();
    expect(screen.getByText('हमने meera@okbank पर पेमेंट रिक्वेस्ट भेजी है। अपना UPI ऐप खोलें और उसे मंज़ूर करें।')).toBeTruthy();
    expect(screen.getByText('पेमेंट मंज़ूर करने के लिए लगभग 2 मिनट बचे हैं।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पेमेंट रद्द करें' })).toBeTruthy();
    expect(screen.queryByText('Please DO NOT hit the back button or refresh this page.')).toBeNull();
  });
});
