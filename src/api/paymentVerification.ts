/**
 * Payments the app verifies (SPEC 7): UPI verify after an intent payment, and the card OTP entered in the app
 * (Card OTP / resend). Bound to the client by the machines that need them.
 */
import { ENDPOINTS } from '@/contract/endpoints';
import type { CardOtpResponse, UpiVerifyBody, UpiVerifyResponse } from '@/contract/paymentVerification';
import type { ApiTransport, CallOptions } from './types';

export function paymentVerificationApi({ request }: ApiTransport) {
  const E = ENDPOINTS;
  return {
    verifyUpi: (body: UpiVerifyBody, options: CallOptions = {}) =>
      request<UpiVerifyResponse>(E.verifyUpi, { body, signal: options.signal }),
    submitCardOtp: (orderTransactionId: string, otp: string, options: CallOptions = {}) =>
      request<CardOtpResponse>(E.submitCardOtp, { pathParams: { orderTransactionId }, body: { otp }, signal: options.signal }),
    resendCardOtp: (orderTransactionId: string, options: CallOptions = {}) =>
      request<CardOtpResponse>(E.resendCardOtp, { pathParams: { orderTransactionId }, signal: options.signal }),
  };
}
