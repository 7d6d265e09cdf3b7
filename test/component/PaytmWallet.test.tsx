import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { ConfirmOrderResponse } from '@/contract/orders';
import type { PaytmBalanceResponse, PaytmOtpSentResponse } from '@/contract/paytm';
import { MachineProvider } from '@/app/machineLogic';
import { RootActorsContext } from '@/app/RootActorsContext';
import PaytmWalletScreen from '@/screens/paytmWallet/PaytmWalletScreen';
import { walletLinkMachine } from '@machines/walletLink.machine';
import { CurrentLocation } from './CurrentLocation';
import { expectLocation } from './LoginFixtures';
import { afterOrderRootActors } from './AfterOrderFixtures';
import { confirmed } from '../model/orderSubmitFixtures';

afterEach(cleanup);

const wallet = (action: PaytmBalanceResponse['action'], balance: number | null): PaytmBalanceResponse => ({
  action,
  mobile: balance === null ? null : '9800000002',
  balance,
  amount: 45_000,
  orderMobile: '9876543210',
  cartId: 'cart-1',
});

function walletMachine(balances: PaytmBalanceResponse[]) {
  const calls = { sent: vi.fn(), verified: vi.fn(), added: vi.fn(), submitted: vi.fn() };
  let loads = 0;
  const machine = walletLinkMachine.provide({
    actors: {
      getPaytmBalance: fromPromise<PaytmBalanceResponse, { orderTransactionId: string }>(async () => {
        const next = balances[Math.min(loads, balances.length - 1)] as PaytmBalanceResponse;
        loads += 1;
        return next;
      }),
      sendPaytmOtp: fromPromise<PaytmOtpSentResponse, { mobile: string; orderTransactionId: string; email: string }>(async ({ input }) => {
        calls.sent(input);
        return { status: 'SUCCESS', resendAfterSec: 45, expiresInSec: 300, state: 'link-state' };
      }),
      verifyPaytmOtp: fromPromise<
        ConfirmOrderResponse,
        { mobile: string; orderTransactionId: string; state: string; cartId: string; otp: string }
      >(async ({ input }) => {
        calls.verified(input);
        return confirmed('PAYTM_ADD_MONEY');
      }),
      addPaytmMoney: fromPromise<ConfirmOrderResponse, { orderTransactionId: string; amount: number; idempotencyKey: string }>(
        async ({ input }) => {
          calls.added(input.amount);
          return confirmed('PAYTM_WITHDRAW_MONEY');
        },
      ),
      submitPaytmOrder: fromPromise<ConfirmOrderResponse, { orderTransactionId: string; cartId: string }>(async ({ input }) => {
        calls.submitted(input);
        return confirmed('THANKYOU');
      }),
    },
  });
  return { machine, calls };
}

function renderScreen(url: string, machine: ReturnType<typeof walletMachine>['machine']) {
  const { root } = afterOrderRootActors();
  render(
    <RootActorsContext value={root}>
      <MachineProvider machines={[machine]}>
        <MemoryRouter initialEntries={[url]}>
          <Suspense fallback={null}>
            <Routes>
              <Route path="/paytmForm" element={<PaytmWalletScreen />} />
              <Route path="/payGateway" element={<PaytmWalletScreen />} />
              <Route path="*" element={<p>Another page</p>} />
            </Routes>
          </Suspense>
          <CurrentLocation />
        </MemoryRouter>
      </MachineProvider>
    </RootActorsContext>,
  );
}

describe('PaytmWalletScreen', () => {
  it('/paytmForm links the wallet by OTP, adds the shortfall, pays and goes to thank-you', async () => {
    const { machine, calls } = walletMachine([
      wallet('PAYTM_LINK', null),
      wallet('PAYTM_ADD_MONEY', 10_000),
      wallet('PAYTM_WITHDRAW_MONEY', 45_000),
    ]);
    renderScreen('/paytmForm?transactionId=txn-1', machine);
    await screen.findByRole('dialog', { name: 'Link your Paytm wallet' });
    expect((screen.getByLabelText('Paytm mobile number') as HTMLInputElement).value).toBe('9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('dialog', { name: 'Enter the Paytm code' });
    expect(calls.sent).toHaveBeenCalledWith({ mobile: '9876543210', orderTransactionId: 'txn-1', email: '' });
    fireEvent.change(screen.getByLabelText('One-time password'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link wallet' }));
    const topUp = await screen.findByRole('dialog', { name: 'Add money to Paytm' });
    expect(topUp.textContent).toContain(
      'This order costs ₹\u00a0450 and your Paytm balance is ₹\u00a0100. Add ₹\u00a0350 to your wallet to pay.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add ₹\u00a0350' }));
    await screen.findByRole('dialog', { name: 'Pay with Paytm' });
    expect(calls.added).toHaveBeenCalledWith(35_000);
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹\u00a0450' }));
    await expectLocation('/thankYou?transactionId=txn-1');
    expect(calls.submitted).toHaveBeenCalledTimes(1);
  });

  it('/payGateway: paying another way goes back to the payment choice', async () => {
    const { machine } = walletMachine([wallet('PAYTM_WITHDRAW_MONEY', 90_000)]);
    renderScreen('/payGateway?transactionId=txn-2', machine);
    await screen.findByRole('dialog', { name: 'Pay with Paytm' });
    fireEvent.click(screen.getByRole('button', { name: 'Pay another way' }));
    await expectLocation('/paymentType');
  });

  it('without an order, says so and offers the payment choice', async () => {
    const { machine } = walletMachine([wallet('PAYTM_LINK', null)]);
    renderScreen('/paytmForm', machine);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('This page needs an order waiting for Paytm.'));
  });
});
