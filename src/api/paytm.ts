/**
 * Paytm wallet calls (SPEC 7 payment-app OTP: send OTP, verify, wallet balance, add money, PUT submit order) for an
 * order waiting for a Paytm step (SPEC 4 PAYTM_LINK, PAYTM_ADD_MONEY, PAYTM_WITHDRAW_MONEY). Bound to the client by
 * the machine that needs them (`paytmApi(client)`), like the checkout calls.
 */
import type { ConfirmOrderResponse } from '@/contract/orders';
import type {
  PaytmAddMoneyBody,
  PaytmBalanceResponse,
  PaytmOtpBody,
  PaytmOtpSentResponse,
  PaytmSubmitBody,
  PaytmVerifyBody,
} from '@/contract/paytm';
import { ENDPOINTS } from '@/contract/endpoints';
import type { ApiTransport, CallOptions } from './types';

export function paytmApi({ request }: ApiTransport) {
  const E = ENDPOINTS;
  return {
    sendPaytmOtp: (body: PaytmOtpBody, options: CallOptions = {}) =>
      request<PaytmOtpSentResponse>(E.sendPaytmOtp, { body, signal: options.signal }),
    /** The order's next Paytm step once linked; a wrong or expired code throws as for login codes. */
    verifyPaytmOtp: (body: PaytmVerifyBody, options: CallOptions = {}) =>
      request<ConfirmOrderResponse>(E.verifyPaytmOtp, { body, signal: options.signal }),
    getPaytmBalance: (orderTransactionId: string, options: CallOptions = {}) =>
      request<PaytmBalanceResponse>(E.getPaytmBalance, { pathParams: { orderTransactionId }, signal: options.signal }),
    addPaytmMoney: (orderTransactionId: string, body: PaytmAddMoneyBody, options: CallOptions = {}) =>
      request<ConfirmOrderResponse>(E.addPaytmMoney, { pathParams: { orderTransactionId }, body, signal: options.signal }),
    /** Pays the order from the linked wallet (once, however often it is sent). */
    submitPaytmOrder: (orderTransactionId: string, cartId: string, options: CallOptions = {}) =>
      request<ConfirmOrderResponse>(E.submitPaytmOrder, {
        pathParams: { orderTransactionId },
        body: { cartId } satisfies PaytmSubmitBody,
        signal: options.signal,
      }),
  };
}
