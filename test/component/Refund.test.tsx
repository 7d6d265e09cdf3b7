import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { OrderDetailsResponse, OrderRefund } from '@/contract/afterOrder';
import { MachineProvider } from '@/app/machineLogic';
import { RootActorsContext } from '@/app/RootActorsContext';
import hiRefund from '@/i18n/hi/refund';
import RefundScreen from '@/screens/refund/RefundScreen';
import { refundMachine } from '@machines/refund.machine';
import { afterOrderRootActors } from './AfterOrderFixtures';
import { inHindi } from './inHindi';

afterEach(cleanup);

/** Thursday 15 January 2026, noon in India. */
const INITIATED_AT = Date.UTC(2026, 0, 15, 6, 30);
const ON_ITS_WAY: OrderRefund = {
  paymentType: 'DC',
  amount: 49_950,
  status: 'INITIATED',
  destination: 'SOURCE',
  initiatedAt: INITIATED_AT,
  completedAt: null,
};

function details(refunds: OrderRefund[]): OrderDetailsResponse {
  return {
    orderId: 'order-7',
    sliceOrderId: 'SL12345678',
    placedAt: INITIATED_AT,
    storeName: 'Koramangala',
    deliveryType: 'D',
    status: 'FAILED',
    items: [{ name: 'Margherita', quantity: 1 }],
    grandTotal: 49_950,
    favourite: false,
    trackable: false,
    invoiceAvailable: false,
    refunds,
    refundToWalletAvailable: false,
    lines: [],
    bill: [],
    paymentMode: 'Debit Card',
    deliveryLocation: null,
    store: { id: '66201', name: 'Koramangala', address: '80 Feet Road' },
    advanceTime: null,
    failureReason: 'PAYMENT_FAILED',
    deliveryInstructions: null,
    zeroContactDelivery: false,
  };
}

function renderRefund(answers: OrderDetailsResponse[], moved: OrderDetailsResponse = answers[0]!) {
  let calls = 0;
  const load = vi.fn(async (orderId: string) => {
    const answer = answers[Math.min(calls, answers.length - 1)]!;
    calls += 1;
    return { ...answer, orderId };
  });
  const move = vi.fn(async (orderId: string) => ({ ...moved, orderId }));
  const machine = refundMachine.provide({
    actors: {
      getOrderDetails: fromPromise<OrderDetailsResponse, { orderId: string }>(({ input }) => load(input.orderId)),
      refundToWallet: fromPromise<OrderDetailsResponse, { orderId: string }>(({ input }) => move(input.orderId)),
    },
  });
  render(
    <RootActorsContext value={afterOrderRootActors({ loggedIn: true }).root}>
      <MachineProvider machines={[machine]}>
        <MemoryRouter initialEntries={['/refund?orderId=order-7']}>
          <Suspense fallback={null}>
            <Routes>
              <Route path="/refund" element={<RefundScreen />} />
            </Routes>
          </Suspense>
        </MemoryRouter>
      </MachineProvider>
    </RootActorsContext>,
  );
  return { load, move };
}

describe('the refund page (/refund?orderId=)', () => {
  it('shows why the order failed, how much goes back, to where, by when and the state, and follows it to completion', async () => {
    const { load } = renderRefund([
      details([ON_ITS_WAY]),
      details([{ ...ON_ITS_WAY, status: 'COMPLETED', completedAt: INITIATED_AT + 60_000 }]),
    ]);
    expect(await screen.findByText('Your payment did not go through after the money was taken, so the order was not placed.')).toBeTruthy();
    expect(load).toHaveBeenCalledWith('order-7');
    expect(screen.getByRole('heading', { name: 'Your refund' })).toBeTruthy();
    expect(screen.getByText('Order SL12345678')).toBeTruthy();
    expect(screen.getByText(/^₹\s499\.50$/)).toBeTruthy();
    expect(screen.getByText('The card, bank account or UPI app you paid with')).toBeTruthy();
    expect(screen.getByText('Refund on its way')).toBeTruthy();
    // SPEC 8 and 9: 4-10 business days, weekends skipped.
    expect(screen.getByText('between 21 Jan 2026 and 29 Jan 2026')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Check refund status' }));
    expect(await screen.findByText('Refunded')).toBeTruthy();
    expect(screen.getByText('Completed on')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check refund status' })).toBeNull();
  });
});

describe('the refund page, refund to the wallet', () => {
  it('offers the refund in the Slice wallet at once while the server does, then shows it there', async () => {
    const inWallet = details([{ ...ON_ITS_WAY, status: 'COMPLETED', destination: 'WALLET', completedAt: INITIATED_AT + 60_000 }]);
    const { move } = renderRefund([{ ...details([ON_ITS_WAY]), refundToWalletAvailable: true }], inWallet);
    const button = await screen.findByRole('button', { name: 'Get it in your Slice Wallet now' });
    fireEvent.click(button);
    expect(await screen.findByText('Your Slice Wallet as Refund Points')).toBeTruthy();
    expect(move).toHaveBeenCalledWith('order-7');
    expect(screen.queryByRole('button', { name: 'Get it in your Slice Wallet now' })).toBeNull();
    expect(screen.getByText('Refunded')).toBeTruthy();
  });
});

describe('the refund page in Hindi', () => {
  inHindi();

  it('says a UPI refund comes by T+5, in Hindi', async () => {
    await act(async () => renderRefund([details([{ ...ON_ITS_WAY, paymentType: 'UPI_WALLET' }])]));
    expect(await screen.findByText(hiRefund.reasons.PAYMENT_FAILED)).toBeTruthy();
    expect(screen.getByRole('heading', { name: hiRefund.title })).toBeTruthy();
    expect(screen.getByText(hiRefund.status.INITIATED)).toBeTruthy();
    expect(screen.getByText(/^20 जन॰ 2026 तक$/)).toBeTruthy();
  });
});
