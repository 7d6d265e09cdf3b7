import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_CODES } from '@/contract/codes';
import type { SocialLoginResult } from '@/api/accounts';
import type { PendingOrder } from '@/domain/autoLogin';
import { thankYouRoute } from '@/domain/navigation';
import {
  loginMachine,
  returnTarget,
  socialAuthorizeUrl,
  type LoginContext,
  type OtpSent,
  type SocialRequest,
} from '@machines/login.machine';
import { loginResponse, networkFailure, serverError } from './fixtures';
import { coverageLine, reportCoverage, runModel } from './harness';

const sent: OtpSent = { status: 'SUCCESS', resendAfterSec: 45, expiresInSec: 300, sentAt: 1_700_000_000_000 };
const request: SocialRequest = { state: 'state-1', redirectUrl: '/uf', from: null };
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const TOKEN = `${encode({ alg: 'HS256' })}.${encode({ email: 'asha@example.com', given_name: 'Asha', family_name: 'Rao' })}.sig`;
const pending: PendingOrder = { orderTransactionId: 'TXN-guest-1', mobile: '9876543210', placedAt: 1_700_000_000_000 };
const unknownUser: SocialLoginResult = { type: 'unknownUser' };
const knownUser: SocialLoginResult = { type: 'loggedIn', response: loginResponse('user-42') };

describe('login machine model', () => {
  it('walks every state and transition, handing over the login once and returning to the right page', { timeout: 60_000 }, async () => {
    const result = await runModel({
      name: 'login',
      machine: loginMachine,
      maxStates: 20_000,
      maxPaths: 3_000,
      // 'Also join Pizza Pals' only picks the send-OTP variant (the unit tests check it): the walk does not split on it.
      abstractContext: (context: LoginContext) => ({ ...context, loyaltyEligible: false }),
      events: [
        { type: 'login.start' },
        { type: 'login.start', autoLogin: true },
        { type: 'login.skip' },
        { type: 'mobile.change', value: '9876543210' },
        { type: 'loyalty.choose', join: true },
        { type: 'mobile.submit' },
        { type: 'mobile.edit' },
        { type: 'otp.change', value: '123456' },
        { type: 'otp.submit' },
        { type: 'otp.autofill', code: '123456' },
        { type: 'otp.autofill', code: '' },
        { type: 'otp.resend' },
        { type: 'password.choose' },
        { type: 'password.change', value: 'secret' },
        { type: 'password.submit' },
        { type: 'forgotPassword.choose' },
        { type: 'social.start' },
        { type: 'social.token', token: TOKEN, state: 'state-1' },
        { type: 'social.change', field: 'lastName', value: 'Iyer' },
        { type: 'socialSignup.submit' },
        { type: 'error.dismiss' },
        { type: 'xstate.done.actor.sendOtp', output: sent },
        { type: 'xstate.error.actor.sendOtp', error: networkFailure() },
        { type: 'xstate.done.actor.sendForgotOtp', output: sent },
        { type: 'xstate.error.actor.sendForgotOtp', error: networkFailure() },
        { type: 'xstate.done.actor.resendOtp', output: sent },
        { type: 'xstate.error.actor.resendOtp', error: networkFailure() },
        { type: 'xstate.done.actor.resendForgotOtp', output: sent },
        { type: 'xstate.error.actor.resendForgotOtp', error: networkFailure() },
        { type: 'xstate.after.resendDelay.login.enteringOtp.resend.countingDown' },
        { type: 'xstate.done.actor.sendSocialOtp', output: sent },
        { type: 'xstate.error.actor.sendSocialOtp', error: networkFailure() },
        { type: 'xstate.done.actor.resendSocialOtp', output: sent },
        { type: 'xstate.error.actor.resendSocialOtp', error: networkFailure() },
        { type: 'xstate.after.resendDelay.login.enteringSocialOtp.resend.countingDown' },
        { type: 'xstate.done.actor.validateOtp', output: loginResponse('user-42') },
        { type: 'xstate.error.actor.validateOtp', error: serverError(AUTH_ERROR_CODES.invalidOtp, 'Invalid OTP') },
        { type: 'xstate.error.actor.validateOtp', error: serverError(AUTH_ERROR_CODES.otpAttemptsExceeded, 'Too many') },
        { type: 'xstate.error.actor.validateOtp', error: networkFailure() },
        { type: 'xstate.done.actor.passwordLogin', output: loginResponse('user-42') },
        { type: 'xstate.error.actor.passwordLogin', error: serverError(AUTH_ERROR_CODES.invalidCredentials, 'Wrong password') },
        { type: 'xstate.done.actor.saveSocialRequest', output: request },
        { type: 'xstate.error.actor.saveSocialRequest', error: new Error('IndexedDB unavailable') },
        { type: 'xstate.done.actor.takeSocialRequest', output: request },
        { type: 'xstate.done.actor.takeSocialRequest', output: null },
        { type: 'xstate.error.actor.takeSocialRequest', error: new Error('IndexedDB unavailable') },
        { type: 'xstate.done.actor.socialLoginValidate', output: knownUser },
        { type: 'xstate.done.actor.socialLoginValidate', output: unknownUser },
        { type: 'xstate.error.actor.socialLoginValidate', error: networkFailure() },
        { type: 'xstate.done.actor.socialSignup', output: loginResponse('user-43') },
        { type: 'xstate.error.actor.socialSignup', error: serverError(AUTH_ERROR_CODES.invalidOtp, 'Invalid OTP') },
        { type: 'xstate.error.actor.socialSignup', error: serverError(AUTH_ERROR_CODES.mobileTaken, 'Already registered') },
        { type: 'xstate.done.actor.clearSelections', output: undefined },
        { type: 'xstate.error.actor.clearSelections', error: new Error('IndexedDB unavailable') },
        { type: 'xstate.done.actor.loadWallet', output: undefined },
        { type: 'xstate.error.actor.loadWallet', error: networkFailure() },
        { type: 'xstate.done.actor.loadFeedbackParams', output: { orderId: 'O-1' } },
        { type: 'xstate.error.actor.loadFeedbackParams', error: new Error('IndexedDB unavailable') },
        { type: 'xstate.done.actor.readAutoLoginOrder', output: pending },
        { type: 'xstate.done.actor.readAutoLoginOrder', output: null },
        { type: 'xstate.error.actor.readAutoLoginOrder', error: new Error('IndexedDB unavailable') },
        { type: 'xstate.done.actor.readPendingOrder', output: pending },
        { type: 'xstate.done.actor.readPendingOrder', output: null },
        { type: 'xstate.error.actor.readPendingOrder', error: new Error('IndexedDB unavailable') },
        { type: 'xstate.done.actor.submitPendingOrder', output: undefined },
        { type: 'xstate.error.actor.submitPendingOrder', error: serverError('ORDER_NOT_FOUND', 'Order not found') },
      ],
      onStep: ({ step, emitted, path, index }) => {
        const previous = path.steps[index - 1]?.state;
        if (!previous) return;
        const wasCompleting = previous.matches('completing');
        const isCompleting = step.state.matches('completing');
        const context = previous.context as LoginContext;
        expect(emitted.filter((event) => event.type === 'login.completed')).toEqual(
          !wasCompleting && isCompleting ? [{ type: 'login.completed', response: (step.state.context as LoginContext).response }] : [],
        );
        expect(emitted.filter((event) => event.type === 'redirect.requested')).toEqual(
          step.event.type === 'xstate.done.actor.saveSocialRequest'
            ? [{ type: 'redirect.requested', url: socialAuthorizeUrl('state-1') }]
            : [],
        );
        // SPEC 4: a pending order submitted after the login goes to its thank-you page; otherwise back where the customer was.
        if (wasCompleting && step.state.matches('idle') && step.event.type === 'xstate.done.actor.submitPendingOrder') {
          expect(emitted).toEqual([
            { type: 'pendingOrder.placed' },
            { type: 'navigation.requested', to: thankYouRoute(pending.orderTransactionId) },
          ]);
        } else if (wasCompleting && step.state.matches('idle')) {
          const feedbackParams = step.event.type.startsWith('xstate.done.actor.loadFeedbackParams')
            ? { orderId: 'O-1' }
            : context.feedbackParams;
          expect(emitted).toEqual([{ type: 'navigation.requested', to: returnTarget(context, feedbackParams) }]);
        }
        // SPEC 4 auto login: the code goes to the waiting order's mobile without typing it.
        if (step.event.type === 'xstate.done.actor.readAutoLoginOrder' && step.state.matches('sendingOtp')) {
          expect(step.state.context.mobile).toBe(pending.mobile);
        }
      },
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('login: 42/42 states, 90/90 transitions');
  });
});
