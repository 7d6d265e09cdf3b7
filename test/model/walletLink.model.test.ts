import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_CODES, PAYTM_ERROR_CODES } from '@/contract/codes';
import type { PaytmBalanceResponse } from '@/contract/paytm';
import { walletLinkMachine, type WalletLinkContext } from '@machines/walletLink.machine';
import { networkFailure, serverError } from './fixtures';
import { coverageLine, reportCoverage, runModel } from './harness';
import { confirmed, REFUSED } from './orderSubmitFixtures';

const wallet = (action: PaytmBalanceResponse['action'], balance: number | null): PaytmBalanceResponse => ({
  action,
  mobile: balance === null ? null : '9800000002',
  balance,
  amount: 45_000,
  orderMobile: '9876543210',
  cartId: 'cart-1',
});

const SENT = { status: 'SUCCESS' as const, resendAfterSec: 45, expiresInSec: 300, state: 'link-state' };
const STEP_OVER = serverError(PAYTM_ERROR_CODES.stepOver, 'This order is no longer waiting for Paytm.', 409);

describe('wallet link machine model', () => {
  it('walks every state and transition: link by code, add money when short, pay, go back', async () => {
    const result = await runModel({
      name: 'walletLink',
      machine: walletLinkMachine,
      input: { orderTransactionId: 'txn-1', email: 'asha@example.com' },
      // Which step the wallet is at, and which fields and popups show, tell model states apart.
      abstractContext: (context: WalletLinkContext) => ({
        action: context.wallet?.action ?? null,
        mobileValid: context.mobile.length === 10,
        otpValid: context.otp.length === 6,
        message: context.message !== null,
        next: context.next?.action ?? null,
      }),
      events: [
        { type: 'xstate.done.actor.getPaytmBalance', output: wallet('PAYTM_LINK', null) },
        { type: 'xstate.done.actor.getPaytmBalance', output: wallet('PAYTM_ADD_MONEY', 1_000) },
        { type: 'xstate.done.actor.getPaytmBalance', output: wallet('PAYTM_WITHDRAW_MONEY', 90_000) },
        { type: 'xstate.error.actor.getPaytmBalance', error: STEP_OVER },
        { type: 'xstate.error.actor.getPaytmBalance', error: networkFailure() },
        { type: 'wallet.retry' },
        { type: 'step.back' },
        { type: 'popup.dismiss' },
        { type: 'mobile.change', value: '12' },
        { type: 'mobile.change', value: '9800000002' },
        { type: 'mobile.submit' },
        { type: 'mobile.edit' },
        { type: 'xstate.done.actor.sendPaytmOtp', output: SENT },
        { type: 'xstate.error.actor.sendPaytmOtp', error: serverError(AUTH_ERROR_CODES.otpResendTooSoon, 'Wait 20 s', 429) },
        { type: 'xstate.error.actor.sendPaytmOtp', error: STEP_OVER },
        { type: 'xstate.error.actor.sendPaytmOtp', error: networkFailure() },
        { type: 'xstate.after.resendDelay.walletLink.linking.enteringOtp.resend.countingDown' },
        { type: 'otp.resend' },
        { type: 'xstate.done.actor.resendPaytmOtp', output: SENT },
        { type: 'xstate.error.actor.resendPaytmOtp', error: networkFailure() },
        { type: 'otp.change', value: '12' },
        { type: 'otp.change', value: '123456' },
        { type: 'otp.submit' },
        { type: 'xstate.done.actor.verifyPaytmOtp', output: confirmed('PAYTM_ADD_MONEY') },
        { type: 'xstate.done.actor.verifyPaytmOtp', output: REFUSED },
        { type: 'xstate.error.actor.verifyPaytmOtp', error: serverError(AUTH_ERROR_CODES.invalidOtp, 'Wrong code, 4 tries left') },
        { type: 'xstate.error.actor.verifyPaytmOtp', error: STEP_OVER },
        { type: 'xstate.error.actor.verifyPaytmOtp', error: networkFailure() },
        { type: 'money.add' },
        { type: 'xstate.done.actor.addPaytmMoney', output: confirmed('PAYTM_WITHDRAW_MONEY') },
        { type: 'xstate.done.actor.addPaytmMoney', output: REFUSED },
        { type: 'xstate.error.actor.addPaytmMoney', error: STEP_OVER },
        { type: 'xstate.error.actor.addPaytmMoney', error: networkFailure() },
        { type: 'payment.confirm' },
        { type: 'xstate.done.actor.submitPaytmOrder', output: confirmed('THANKYOU') },
        { type: 'xstate.done.actor.submitPaytmOrder', output: confirmed('PAYTM_ADD_MONEY') },
        { type: 'xstate.done.actor.submitPaytmOrder', output: REFUSED },
        { type: 'xstate.error.actor.submitPaytmOrder', error: STEP_OVER },
        { type: 'xstate.error.actor.submitPaytmOrder', error: networkFailure() },
      ],
      maxStates: 10_000,
      maxPaths: 2_000,
      onStep: ({ step }) => {
        const { state } = step;
        if (state.matches('paid')) expect(state.output).toMatchObject({ type: 'next', payment: { action: 'THANKYOU' } });
        if (state.matches('left')) expect(state.output).toEqual({ type: 'back' });
        if (state.matches('failed') || state.matches('loadFailed')) expect(state.context.message).not.toBeNull();
      },
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('walletLink: 23/23 states, 43/43 transitions');
  });
});
