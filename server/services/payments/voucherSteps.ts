/**
 * The EV_PIN and EV_OTP steps of an order paid by an e-voucher or gift card (SPEC 4): the OTP sent to the voucher's
 * mobile, bound to the order's transaction; the PIN or OTP checked (PIN guesses limited per voucher, OTP guesses as
 * login codes); once accepted, the hold is verified only when the voucher still covers it (otherwise the order is
 * cancelled with the voucher's message, so it can be paid another way); a voucher paying the whole order then
 * confirms it (no gateway), otherwise the order goes on to the gateway payment for the rest. A payment past its
 * expiry waits for nothing. Only the order's owner gets anything but "not found".
 */
import { and, eq } from 'drizzle-orm';
import type { ConfirmOrderResponse } from '@/contract/orders';
import type { ErrorItem } from '@/contract/errors';
import type { VoucherOtpResponse, VoucherVerifyBody } from '@/contract/vouchers';
import { BRAND } from '@/domain/constants';
import { maskedMobile, maskedVoucherCode } from '@/domain/voucher';
import { MS_PER_HOUR, SECONDS_PER_MINUTE } from '@/domain/time';
import type { Database } from '../../db/client';
import { orders, payments, type PaymentStep } from '../../db/schema';
import type { Caller } from '../cart';
import type { Checkout } from '../orders';
import { OTP_TTL_SECONDS, type OtpSendResult, type OtpService } from '../otp';
import { otpRefusal } from '../otpMessages';
import type { RateLimiter } from '../rateLimits';
import { keyedHash } from '../secrets';
import { serverText } from '../../texts';
import { CHECKOUT_ERROR_CODES } from './messages';
import { isVoucherStep, pinMatches, redemptionOf, verifyVoucherHold } from './vouchers';

/** PIN guesses per voucher per hour, right or wrong: a 4-digit PIN cannot be walked. */
export const VOUCHER_PIN_TRIES_PER_HOUR = 5;

export type StepRefusal = { status: 400 | 404 | 409 | 429; item: ErrorItem; retryAfterSec?: number };

export interface VoucherSteps {
  sendOtp(
    caller: Caller,
    orderTransactionId: string,
    clientAddress: string,
  ): Promise<VoucherOtpResponse | StepRefusal | Extract<OtpSendResult, { ok: false }>>;
  verify(caller: Caller, orderTransactionId: string, body: VoucherVerifyBody): Promise<ConfirmOrderResponse | StepRefusal>;
}

const stepOver = (): StepRefusal => ({
  status: 409,
  item: { code: CHECKOUT_ERROR_CODES.voucherStepOver, displayMsg: serverText('voucherStepOver') },
});
const notFound = (): StepRefusal => ({
  status: 404,
  item: { code: CHECKOUT_ERROR_CODES.orderNotFound, displayMsg: serverText('orderNotFound') },
});

export function createVoucherSteps(options: {
  db: Database;
  checkout: Checkout;
  otp: OtpService;
  limiter: RateLimiter;
  secret: () => Promise<string>;
}): VoucherSteps {
  const { db, checkout, otp, limiter, secret } = options;

  const isOpen = (payment: typeof payments.$inferSelect, step: PaymentStep | null) =>
    payment.status === 'PENDING' && payment.step === step && payment.expiresAt > checkout.now();

  async function ownPayment(caller: Caller, orderTransactionId: string) {
    const [row] = await db
      .select({ order: orders, payment: payments })
      .from(orders)
      .innerJoin(payments, eq(payments.orderId, orders.id))
      .where(and(eq(orders.orderTransactionId, orderTransactionId), eq(orders.userId, caller.userId)));
    return row ?? null;
  }

  return {
    async sendOtp(caller, orderTransactionId, clientAddress) {
      const found = await ownPayment(caller, orderTransactionId);
      if (!found) return notFound();
      if (!isOpen(found.payment, 'EV_OTP')) return stepOver();
      const held = await redemptionOf(db, found.order.id);
      if (!held?.voucher.mobile) return stepOver();
      const { mobile, code: voucherCode } = held.voucher;
      const sent = await otp.send({
        mobile,
        purpose: 'voucher',
        clientAddress,
        deliver: true,
        subject: orderTransactionId,
        message: (code) =>
          serverText('voucherOtpSms', {
            code,
            brand: BRAND,
            voucher: maskedVoucherCode(voucherCode),
            minutes: OTP_TTL_SECONDS / SECONDS_PER_MINUTE,
          }),
      });
      if (!sent.ok) return sent;
      return { resendAfterSec: sent.resendAfterSec, expiresInSec: sent.expiresInSec, mobileHint: maskedMobile(mobile) };
    },

    async verify(caller, orderTransactionId, body) {
      const found = await ownPayment(caller, orderTransactionId);
      if (!found) return notFound();
      const { order, payment } = found;
      const held = await redemptionOf(db, order.id);
      // Already past the step by its PIN or OTP (a repeat after the answer was lost): the order's answer as it stands.
      if (payment.step === null && held?.redemption.verifiedAt) return (await checkout.resume(caller, orderTransactionId)) ?? notFound();
      if (!isOpen(payment, payment.step) || !isVoucherStep(payment.step)) return stepOver();
      if (!held || held.redemption.status !== 'HELD') return stepOver();
      if (payment.step === 'EV_PIN') {
        if (body.pin === undefined)
          return { status: 400, item: { code: CHECKOUT_ERROR_CODES.voucherPinInvalid, displayMsg: serverText('voucherSecretRequired') } };
        const tried = await limiter.hit(keyedHash(await secret(), 'voucher-pin', held.voucher.code), {
          limit: VOUCHER_PIN_TRIES_PER_HOUR,
          windowMs: MS_PER_HOUR,
        });
        if (!tried.allowed) {
          const minutes = Math.ceil(tried.retryAfterSec / SECONDS_PER_MINUTE);
          return {
            status: 429,
            retryAfterSec: tried.retryAfterSec,
            item: { code: CHECKOUT_ERROR_CODES.voucherPinLocked, displayMsg: serverText('voucherPinLocked', { count: minutes }) },
          };
        }
        if (!pinMatches(held.voucher.pinHash, body.pin)) {
          return { status: 400, item: { code: CHECKOUT_ERROR_CODES.voucherPinInvalid, displayMsg: serverText('voucherPinInvalid') } };
        }
      } else {
        if (body.otp === undefined || held.voucher.mobile === null) {
          return { status: 400, item: { code: CHECKOUT_ERROR_CODES.voucherPinInvalid, displayMsg: serverText('voucherSecretRequired') } };
        }
        const checked = await otp.verify({ mobile: held.voucher.mobile, purpose: 'voucher', code: body.otp, subject: orderTransactionId });
        if (!checked.ok) return { status: 400, item: otpRefusal(checked) };
      }
      const at = checkout.now();
      const hold = await verifyVoucherHold(db, order.id, at);
      if (hold !== 'verified') {
        await checkout.cancelPayment(caller, orderTransactionId);
        return { status: 409, item: hold };
      }
      if (payment.provider === null) {
        await checkout.confirmWithoutGateway(payment.id, 'SUCCESS');
      } else {
        // The rest goes to the gateway: answered by resume below with the gateway's page.
        await db
          .update(payments)
          .set({ step: null, updatedAt: at })
          .where(and(eq(payments.id, payment.id), eq(payments.status, 'PENDING'), eq(payments.step, payment.step)));
      }
      return (await checkout.resume(caller, orderTransactionId)) ?? notFound();
    },
  };
}
