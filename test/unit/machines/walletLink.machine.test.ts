import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { AUTH_ERROR_CODES, PAYTM_ERROR_CODES } from '@/contract/codes';
import type { ConfirmOrderResponse } from '@/contract/orders';
import type { PaytmBalanceResponse, PaytmOtpSentResponse } from '@/contract/paytm';
import { selectTopUp, selectView, topUpPaise, walletLinkMachine } from '@machines/walletLink.machine';
import { networkFailure, serverError } from '../../model/fixtures';
import { confirmed } from '../../model/orderSubmitFixtures';

const wallet = (action: PaytmBalanceResponse['action'], balance: number | null): PaytmBalanceResponse => ({
  action,
  mobile: balance === null ? null : '9800000002',
  balance,
  amount: 45_050,
  orderMobile: '9876543210',
  cartId: 'cart-1',
});

const SENT: PaytmOtpSentResponse = { status: 'SUCCESS', resendAfterSec: 45, expiresInSec: 300, state: 'link-state' };

type VerifyInput = { mobile: string; orderTransactionId: string; state: string; cartId: string; otp: string };
type AddInput = { orderTransactionId: string; amount: number; idempotencyKey: string };

interface Calls {
  balances: PaytmBalanceResponse[];
  sent: unknown[];
  verified: unknown[];
  added: AddInput[];
  submitted: unknown[];
}

function start(
  balances: PaytmBalanceResponse[],
  submit: () => Promise<ConfirmOrderResponse> = () => Promise.resolve(confirmed('THANKYOU')),
) {
  const calls: Calls = { balances: [...balances], sent: [], verified: [], added: [], submitted: [] };
  const machine = walletLinkMachine.provide({
    actors: {
      getPaytmBalance: fromPromise(async () => {
        const next = calls.balances.length > 1 ? calls.balances.shift() : calls.balances[0];
        if (!next) throw new Error('no balance');
        return next;
      }),
      sendPaytmOtp: fromPromise(async ({ input }) => {
        calls.sent.push(input);
        return SENT;
      }),
      verifyPaytmOtp: fromPromise(async ({ input }: { input: VerifyInput }) => {
        calls.verified.push(input);
        if (input.otp !== '123456') throw serverError(AUTH_ERROR_CODES.invalidOtp, 'Wrong code. 4 tries left.');
        return confirmed('PAYTM_ADD_MONEY');
      }),
      addPaytmMoney: fromPromise(async ({ input }: { input: AddInput }) => {
        calls.added.push(input);
        return confirmed('PAYTM_WITHDRAW_MONEY');
      }),
      submitPaytmOrder: fromPromise(async ({ input }) => {
        calls.submitted.push(input);
        return submit();
      }),
    },
  });
  const actor = createActor(machine, { input: { orderTransactionId: 'txn-1', email: 'asha@example.com' } }).start();
  return { actor, calls };
}

describe('wallet link machine', () => {
  it('links by the code the wallet sends to the order mobile, adds the shortfall once, then pays and ends with THANKYOU', async () => {
    const { actor, calls } = start([wallet('PAYTM_LINK', null), wallet('PAYTM_ADD_MONEY', 10_000), wallet('PAYTM_WITHDRAW_MONEY', 45_050)]);
    await waitFor(actor, (snapshot) => selectView(snapshot) === 'mobile');
    expect(actor.getSnapshot().context.mobile).toBe('9876543210');
    actor.send({ type: 'mobile.submit' });
    await waitFor(actor, (snapshot) => selectView(snapshot) === 'otp');
    expect(calls.sent).toEqual([{ mobile: '9876543210', orderTransactionId: 'txn-1', email: 'asha@example.com' }]);
    actor.send({ type: 'otp.change', value: '654321' });
    actor.send({ type: 'otp.submit' });
    await waitFor(actor, (snapshot) => snapshot.context.otpError !== null);
    expect(actor.getSnapshot().context.otpError).toEqual({ text: 'Wrong code. 4 tries left.' });
    actor.send({ type: 'otp.change', value: '123456' });
    actor.send({ type: 'otp.submit' });
    await waitFor(actor, (snapshot) => selectView(snapshot) === 'addMoney');
    expect(calls.verified.at(-1)).toEqual({
      mobile: '9876543210',
      orderTransactionId: 'txn-1',
      state: 'link-state',
      cartId: 'cart-1',
      otp: '123456',
    });
    // Rs 350.50 short: Rs 351 offered.
    expect(selectTopUp(actor.getSnapshot())).toBe(35_100);
    actor.send({ type: 'money.add' });
    actor.send({ type: 'money.add' });
    await waitFor(actor, (snapshot) => selectView(snapshot) === 'pay');
    expect(calls.added).toHaveLength(1);
    expect(calls.added[0]?.amount).toBe(35_100);
    actor.send({ type: 'payment.confirm' });
    actor.send({ type: 'payment.confirm' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(calls.submitted).toEqual([{ orderTransactionId: 'txn-1', cartId: 'cart-1' }]);
    expect(actor.getSnapshot().output).toMatchObject({ type: 'next', payment: { action: 'THANKYOU' } });
  });

  it('refuses a bad mobile or code locally, calling nothing', async () => {
    const { actor, calls } = start([wallet('PAYTM_LINK', null)]);
    await waitFor(actor, (snapshot) => selectView(snapshot) === 'mobile');
    actor.send({ type: 'mobile.change', value: '0123' });
    actor.send({ type: 'mobile.submit' });
    expect(actor.getSnapshot().context.mobileError).not.toBeNull();
    expect(calls.sent).toEqual([]);
  });

  it('a top-up retried after a failed call keeps its key', async () => {
    let failures = 1;
    const machine = walletLinkMachine.provide({
      actors: {
        getPaytmBalance: fromPromise(async () => wallet('PAYTM_ADD_MONEY', 0)),
        addPaytmMoney: fromPromise(async ({ input }: { input: AddInput }) => {
          keys.push(input.idempotencyKey);
          if (failures-- > 0) throw networkFailure();
          return confirmed('PAYTM_WITHDRAW_MONEY');
        }),
      },
    });
    const keys: string[] = [];
    const actor = createActor(machine, { input: { orderTransactionId: 'txn-2' } }).start();
    await waitFor(actor, (snapshot) => selectView(snapshot) === 'addMoney');
    actor.send({ type: 'money.add' });
    await waitFor(actor, (snapshot) => snapshot.context.message !== null);
    actor.send({ type: 'money.add' });
    await waitFor(actor, (snapshot) => snapshot.matches('loading'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('an order that waits for Paytm no more shows the server words, then goes back', async () => {
    const machine = walletLinkMachine.provide({
      actors: {
        getPaytmBalance: fromPromise<PaytmBalanceResponse, { orderTransactionId: string }>(() =>
          Promise.reject(serverError(PAYTM_ERROR_CODES.stepOver, 'No longer waiting for Paytm.', 409)),
        ),
      },
    });
    const actor = createActor(machine, { input: { orderTransactionId: 'txn-3' } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.message).toEqual({ text: 'No longer waiting for Paytm.' });
    actor.send({ type: 'popup.dismiss' });
    expect(actor.getSnapshot().output).toEqual({ type: 'back' });
  });

  it('going back from any step ends without a next action', async () => {
    const { actor } = start([wallet('PAYTM_WITHDRAW_MONEY', 90_000)]);
    await waitFor(actor, (snapshot) => selectView(snapshot) === 'pay');
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().output).toEqual({ type: 'back' });
  });

  it('offers the shortfall in whole rupees', () => {
    expect(topUpPaise({ amount: 45_050, balance: 10_000 })).toBe(35_100);
    expect(topUpPaise({ amount: 45_000, balance: null })).toBe(45_000);
    expect(topUpPaise({ amount: 100, balance: 500 })).toBe(0);
  });
});
