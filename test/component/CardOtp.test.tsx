import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { OrderStatusResponse } from '@/contract/orders';
import type { CardOtpResponse } from '@/contract/paymentVerification';
import { MachineProvider } from '@/app/machineLogic';
import { RootActorsContext } from '@/app/RootActorsContext';
import PaymentTransactionScreen from '@/screens/paymentTransaction/PaymentTransactionScreen';
import { cardOtpMachine } from '@machines/cardOtp.machine';
import { afterOrderRootActors } from './AfterOrderFixtures';
import { CurrentLocation } from './CurrentLocation';
import { expectLocation } from './LoginFixtures';

afterEach(cleanup);

function answering<T>(answers: T[]) {
  let calls = 0;
  return vi.fn(async (): Promise<T> => {
    const answer = answers[Math.min(calls, answers.length - 1)] as T;
    calls += 1;
    return answer;
  });
}

/** The card OTP machine with its calls answering from lists, polling fast (0.05 s apart). */
function renderCardOtp(otp: CardOtpResponse[], order: OrderStatusResponse[] = [{ status: 'SUCCESS' }]) {
  const submit = vi.fn(async (input: { otp: string }) => input.otp);
  const submitAnswers = answering(otp);
  const resend = answering<CardOtpResponse>([{ status: 'SENT', attemptsLeft: 2 }]);
  const getOrderStatus = answering(order);
  const machine = cardOtpMachine.provide({
    actors: {
      submitCardOtp: fromPromise<CardOtpResponse, { orderTransactionId: string; otp: string }>(async ({ input }) => {
        await submit(input);
        return submitAnswers();
      }),
      resendCardOtp: fromPromise<CardOtpResponse, { orderTransactionId: string }>(() => resend()),
      getOrderStatus: fromPromise<OrderStatusResponse, { orderTransactionId: string }>(() => getOrderStatus()),
    },
    delays: { pollInterval: 50 },
  });
  render(
    <RootActorsContext value={afterOrderRootActors().root}>
      <MachineProvider machines={[machine]}>
        <MemoryRouter initialEntries={['/paymentTransaction?transactionId=txn-9&mode=otp']}>
          <Suspense fallback={null}>
            <Routes>
              <Route path="/paymentTransaction" element={<PaymentTransactionScreen />} />
              <Route path="*" element={<p>Another page</p>} />
            </Routes>
          </Suspense>
          <CurrentLocation />
        </MemoryRouter>
      </MachineProvider>
    </RootActorsContext>,
  );
  return { submit, resend, getOrderStatus };
}

const typeOtp = (otp: string) => fireEvent.change(screen.getByLabelText('Card OTP'), { target: { value: otp } });
const verify = () => fireEvent.click(screen.getByRole('button', { name: 'Verify and pay' }));

describe('card OTP in the app on /paymentTransaction (mode=otp)', () => {
  it('asks for the bank’s code, says the tries left after a wrong one, resends, and goes to thank-you once paid', async () => {
    const calls = renderCardOtp([
      { status: 'RETRY', attemptsLeft: 2 },
      { status: 'WAIT', attemptsLeft: 0 },
    ]);
    expect(screen.getByRole('heading', { name: 'Verify your card payment' })).toBeTruthy();
    typeOtp('12');
    verify();
    expect(await screen.findByText('Please enter the 6-digit OTP.')).toBeTruthy();
    expect(calls.submit).not.toHaveBeenCalled();
    typeOtp('111111');
    verify();
    expect(await screen.findByText('Wrong OTP. You have 2 more tries.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('We asked your bank to send a new OTP.')).toBeTruthy();
    typeOtp('123456');
    verify();
    await expectLocation('/thankYou?transactionId=txn-9');
    expect(calls.submit).toHaveBeenLastCalledWith({ orderTransactionId: 'txn-9', otp: '123456' });
  });

  it('shows the failed order when no tries are left', async () => {
    renderCardOtp([{ status: 'FAILED', attemptsLeft: 0 }]);
    typeOtp('111111');
    verify();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your payment did not go through, so no order was placed.');
    expect(screen.getByRole('link', { name: 'Back to cart' }).getAttribute('href')).toBe('/cart');
  });

  it('after the total time shows the error in a popup whose OK returns to the cart (SPEC 4)', async () => {
    renderCardOtp([{ status: 'WAIT', attemptsLeft: 0 }], [{ status: 'WAIT' }]);
    typeOtp('123456');
    verify();
    const popup = await screen.findByRole('alertdialog', { name: 'Payment not confirmed' }, { timeout: 5_000 });
    expect(popup.textContent).toContain('Your order was not confirmed. Please try placing the order again.');
    fireEvent.click(screen.getByRole('button', { name: 'Back to cart' }));
    await expectLocation('/cart');
  });
});
