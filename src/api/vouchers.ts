/**
 * E-voucher and gift card calls (SPEC 7 E-voucher {voucherCode}, voucher OTP; SPEC 4 EV_PIN, EV_OTP): check a code,
 * send the OTP of an order's voucher and verify its PIN or OTP. Bound to the client by the machines that need them
 * (`vouchersApi(client)`), like the checkout calls.
 */
import type { ConfirmOrderResponse } from '@/contract/orders';
import type { VoucherCheckResponse, VoucherOtpResponse, VoucherVerifyBody } from '@/contract/vouchers';
import { ENDPOINTS } from '@/contract/endpoints';
import type { ApiTransport, CallOptions } from './types';

export function vouchersApi({ request }: ApiTransport) {
  const E = ENDPOINTS;
  return {
    /** FAILED carries the reason (unknown, expired, nothing left) in errors[0]. */
    checkVoucher: (voucherCode: string, options: CallOptions = {}) =>
      request<VoucherCheckResponse>(E.checkVoucher, { body: { voucherCode }, signal: options.signal }),
    sendVoucherOtp: (orderTransactionId: string, options: CallOptions = {}) =>
      request<VoucherOtpResponse>(E.sendVoucherOtp, { pathParams: { orderTransactionId }, signal: options.signal }),
    /** The order's confirm answer once the PIN or OTP is accepted; a wrong one throws with the server's message. */
    verifyVoucher: (orderTransactionId: string, body: VoucherVerifyBody, options: CallOptions = {}) =>
      request<ConfirmOrderResponse>(E.verifyVoucher, { pathParams: { orderTransactionId }, body, signal: options.signal }),
  };
}
