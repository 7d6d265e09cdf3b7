import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { type AnyStateMachine, fromPromise } from 'xstate';
import type { OrderStatusResponse } from '@/contract/orders';
import type { TransactionStatusResponse } from '@/contract/payments';
import { LeaveAppContext } from '@/app/leaveApp';
import { MachineProvider } from '@/app/machineLogic';
import { RootActorsContext } from '@/app/RootActorsContext';
import UpiFormScreen from '@/screens/upiForm/UpiFormScreen';
import upiTexts from '@/i18n/en/upiForm';
import { transactionPollingMachine } from '@machines/transactionPolling.machine';
import { upiIntentMachine } from '@machines/upiIntent.machine';
import { orderStatusPollingMachine } from '@machines/orderStatusPolling.machine';
import type { UpiVerifyResponse } from '@/contract/paymentVerification';
import type { UpiVerification } from '@/domain/upiIntent';
import { CurrentLocation } from './CurrentLocation';
import { inHindi } from './inHindi';
import { expectLocation } from './LoginFixtures';
import { afterOrderRootActors } from './AfterOrderFixtures';
import messagesEn from '@/i18n/en/messages';

const { brokenLink: BROKEN_LINK } = messagesEn.texts;

const { backToPayment: BACK_TO_PAYMENT, openApp: OPEN_UPI_APP } = upiTexts.texts;
/** SPEC 8 texts. */
const DO_NOT_LEAVE = 'Please DO NOT hit the back button or refresh this page.';
const UPI_PAYMENT_ISSUE = 'We faced some issue in processing the payment. Please go back to retry or select an alterate payment method';

afterEach(cleanup);

const INTENT = 'upi://pay?pa=slice@sandbox&am=499.00&tr=txn-1';
/** Short real intervals (seconds) so a test sees several polls quickly: 0.05 s apart, 2 polls in 0.1 s. */
const FAST = 'interval=0.05&duration=0.1';

function answering<T>(answers: T[]) {
  let calls = 0;
  return vi.fn(async (): Promise<T> => {
    const answer = answers[Math.min(calls, answers.length - 1)] as T;
    calls += 1;
    return answer;
  });
}

function collectMachine(answers: TransactionStatusResponse[]) {
  const getTransactionStatus = answering(answers);
  return {
    getTransactionStatus,
    machine: transactionPollingMachine.provide({
      actors: {
        getTransactionStatus: fromPromise<TransactionStatusResponse, { orderTransactionId: string }>(() => getTransactionStatus()),
      },
    }),
  };
}

function intentMachine(verify: UpiVerifyResponse[], order: OrderStatusResponse[] = [{ status: 'SUCCESS' }]) {
  const verifyPayment = answering(verify);
  const processPayment = answering(order);
  return {
    verifyPayment,
    processPayment,
    machine: upiIntentMachine.provide({
      actors: {
        verifyPayment: fromPromise<UpiVerifyResponse, UpiVerification>(() => verifyPayment()),
        processPayment: orderStatusPollingMachine.provide({
          actors: { getOrderStatus: fromPromise<OrderStatusResponse, { orderTransactionId: string }>(() => processPayment()) },
        }),
      },
    }),
  };
}

const PENDING: UpiVerifyResponse = { ORDERID: 'txn-4', STATUS: 'PENDING' };
/** The intent link and what UPI verify sends back (SPEC 7). */
const INTENT_QUERY = `intent=${encodeURIComponent(INTENT)}&mid=MID-1&ref=pay-1&amount=49900`;

/** `openIntent` stands in for leaving the app for the UPI app's link. */
function renderUpiForm(url: string, machine?: AnyStateMachine, { openIntent = vi.fn() }: { openIntent?: (url: string) => void } = {}) {
  const { root, getCart } = afterOrderRootActors();
  render(
    <RootActorsContext value={root}>
      <LeaveAppContext value={openIntent}>
        <MachineProvider machines={machine ? [machine] : []}>
          <MemoryRouter initialEntries={[url]}>
            <Suspense fallback={null}>
              <Routes>
                <Route path="/upiForm" element={<UpiFormScreen />} />
                <Route path="*" element={<p>Another page</p>} />
              </Routes>
            </Suspense>
            <CurrentLocation />
          </MemoryRouter>
        </MachineProvider>
      </LeaveAppContext>
    </RootActorsContext>,
  );
  return { getCart };
}

describe('UpiFormScreen', () => {
  it('asks to approve in the UPI app with the amount, the time left and the SPEC 8 warning (collect)', async () => {
    const collect = collectMachine([{ transactionStatus: 'IN_PROGRESS' }]);
    renderUpiForm('/upiForm?transactionId=txn-1&interval=3&duration=120&amount=49900', collect.machine);
    expect(screen.getByRole('heading', { name: 'Approve the payment in your UPI app' })).toBeTruthy();
    expect(screen.getByText('₹ 499')).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'Time left to approve' }).textContent).toBe('2:00');
    expect(screen.getByText(DO_NOT_LEAVE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: OPEN_UPI_APP })).toBeNull();
    expect(collect.getTransactionStatus).not.toHaveBeenCalled();
  });

  it('goes to thank-you when the collect request is approved', async () => {
    const collect = collectMachine([{ transactionStatus: 'IN_PROGRESS' }, { transactionStatus: 'SUCCESS' }]);
    renderUpiForm(`/upiForm?transactionId=txn-2&${FAST}`, collect.machine);
    await expectLocation('/thankYou?transactionId=txn-2');
    expect(collect.getTransactionStatus).toHaveBeenCalledTimes(2);
  });

  it('shows the SPEC UPI text when the collect request times out, and goes back to payment', async () => {
    const collect = collectMachine([{ transactionStatus: 'IN_PROGRESS' }]);
    renderUpiForm(`/upiForm?transactionId=txn-3&${FAST}`, collect.machine);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(UPI_PAYMENT_ISSUE);
    expect(collect.getTransactionStatus).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: BACK_TO_PAYMENT }));
    await expectLocation('/paymentType');
  });

  it('opens the UPI app from the intent link, can open it again, and goes to thank-you once paid and processed', async () => {
    const intent = intentMachine([PENDING, { ORDERID: 'txn-4', STATUS: 'TXN_SUCCESS' }]);
    const openIntent = vi.fn();
    const { getCart } = renderUpiForm(`/upiForm?transactionId=txn-4&${FAST}&${INTENT_QUERY}`, intent.machine, {
      openIntent,
    });
    await waitFor(() => expect(getCart).toHaveBeenCalled());
    const loadsBefore = getCart.mock.calls.length;
    expect(openIntent).toHaveBeenCalledWith(INTENT);
    fireEvent.click(screen.getByRole('button', { name: OPEN_UPI_APP }));
    expect(openIntent).toHaveBeenCalledTimes(2);
    await expectLocation('/thankYou?transactionId=txn-4');
    expect(intent.processPayment).toHaveBeenCalledTimes(1);
    // SPEC 4 order status polling: the confirmed order's cart state is dropped and loaded afresh.
    await waitFor(() => expect(getCart.mock.calls.length).toBeGreaterThan(loadsBefore));
  });

  it('shows the SPEC UPI text when the UPI app cannot be opened', async () => {
    const intent = intentMachine([PENDING]);
    const openIntent = vi.fn(() => {
      throw new Error('scheme not supported');
    });
    renderUpiForm(`/upiForm?transactionId=txn-5&interval=3&duration=120&${INTENT_QUERY}`, intent.machine, {
      openIntent,
    });
    expect((await screen.findByRole('alert')).textContent).toContain(UPI_PAYMENT_ISSUE);
    expect(intent.verifyPayment).not.toHaveBeenCalled();
  });

  it('shows the SPEC UPI text when the intent payment is declined', async () => {
    const intent = intentMachine([{ ORDERID: 'txn-6', STATUS: 'TXN_FAILURE' }]);
    renderUpiForm(`/upiForm?transactionId=txn-6&${FAST}&${INTENT_QUERY}`, intent.machine, {
      openIntent: vi.fn(),
    });
    expect((await screen.findByRole('alert')).textContent).toContain(UPI_PAYMENT_ISSUE);
    expect(intent.processPayment).not.toHaveBeenCalled();
  });

  it('a link without a transaction id is broken and leads back to payment', async () => {
    renderUpiForm('/upiForm?interval=3');
    expect(screen.getByRole('alert').textContent).toContain(BROKEN_LINK);
    fireEvent.click(screen.getByRole('button', { name: BACK_TO_PAYMENT }));
    await expectLocation('/paymentType');
  });
});

describe('UpiFormScreen in Hindi', () => {
  inHindi();

  it('asks for the approval in Hindi, with the amount as hi-IN writes it', async () => {
    const collect = collectMachine([{ transactionStatus: 'IN_PROGRESS' }]);
    await act(async () => {
      renderUpiForm('/upiForm?transactionId=txn-1&interval=3&duration=120&amount=49900', collect.machine);
    });
    expect(await screen.findByRole('heading', { name: 'अपने UPI ऐप में पेमेंट मंज़ूर करें' })).toBeTruthy();
    expect(screen.getByText('₹ 499')).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'मंज़ूरी के लिए बचा समय' })).toBeTruthy();
    expect(screen.getByText('कृपया बैक बटन न दबाएँ और यह पेज रीफ़्रेश न करें।')).toBeTruthy();
    expect(document.title).toBe('UPI पेमेंट · Slice');
    expect(screen.queryByText(DO_NOT_LEAVE)).toBeNull();
  });

  it('tells a declined collect payment with the SPEC 8 texts in Hindi', async () => {
    const collect = collectMachine([{ transactionStatus: 'FAILED' }]);
    await act(async () => {
      renderUpiForm(`/upiForm?transactionId=txn-2&${FAST}`, collect.machine);
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('पेमेंट प्रोसेस करने में कुछ दिक्कत आई।');
    expect(alert.textContent).toContain('पेमेंट नहीं हो सका। कृपया दोबारा कोशिश करें।');
    expect(alert.textContent).not.toContain(UPI_PAYMENT_ISSUE);
    expect(screen.getByRole('button', { name: 'पेमेंट पर वापस जाएँ' })).toBeTruthy();
  });
});
