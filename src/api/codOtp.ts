/**
 * COD OTP calls (SPEC 7 COD OTP {transactionId}): send the code of a cash order waiting for one (SPEC 4 COD_OTP) and
 * verify it. Bound to the client by the machine that needs them (`codOtpApi(client)`), like the checkout calls.
 */
import type { CodOtpSentResponse, CodOtpVerifyBody } from '@/contract/codOtp';
import type { ConfirmOrderResponse } from '@/contract/orders';
import { ENDPOINTS } from '@/contract/endpoints';
import type { ApiTransport, CallOptions } from './types';

export function codOtpApi({ request }: ApiTransport) {
  const E = ENDPOINTS;
  return {
    sendCodOtp: (orderTransactionId: string, options: CallOptions = {}) =>
      request<CodOtpSentResponse>(E.sendCodOtp, { pathParams: { orderTransactionId }, signal: options.signal }),
    /** The order's confirm answer once the code is right; a wrong or expired code throws as for login codes. */
    verifyCodOtp: (orderTransactionId: string, otp: string, options: CallOptions = {}) =>
      request<ConfirmOrderResponse>(E.verifyCodOtp, {
        pathParams: { orderTransactionId },
        body: { otp } satisfies CodOtpVerifyBody,
        signal: options.signal,
      }),
  };
}
