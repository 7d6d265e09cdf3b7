/**
 * Cash on delivery confirmed by a one-time code (SPEC 4 COD_OTP, SPEC 7 COD OTP {transactionId}). The app config
 * says which cash orders wait for it: above `codOtpAboveAmount` rupees, or a customer's first cash order when
 * `codOtpFirstCashOrder` is on. Such an order is placed PENDING with step COD_OTP and no provider; the code goes by
 * SMS to the order's mobile, bound to the order's transaction id, and behaves as a login code (same validity, resend
 * wait and attempt limit). The right code confirms the order once as CASH_ON_DELIVERY; the reconciler fails an order
 * still waiting after its payment's expiry (EXPIRED), like any pending payment.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { COD_OTP_ERROR_CODES } from '@/contract/codes';
import type { ErrorItem } from '@/contract/errors';
import type { ConfirmOrderResponse } from '@/contract/orders';
import { CASH_PAYMENT_TYPE } from '@/domain/payment';
import { BRAND, DEFAULT_APP_CONFIG } from '@/domain/constants';
import { PAISE_PER_RUPEE } from '@/domain/money';
import { SECONDS_PER_MINUTE } from '@/domain/time';
import type { Database } from '../../db/client';
import { appConfig, orders, payments } from '../../db/schema';
import type { Caller } from '../cart';
import type { Checkout } from '../orders';
import { OTP_TTL_SECONDS, type OtpSendResult, type OtpService, type OtpVerifyResult } from '../otp';
import { serverRupees, serverText } from '../../texts';

type Reader = Pick<Database, 'select'>;

/** SMS text of a COD OTP in the language of the request: the order's amount says what the code confirms. */
const codOtpSms = (amountPaise: number) => (code: string) =>
  serverText('codOtpSms', { code, brand: BRAND, amount: serverRupees(amountPaise), minutes: OTP_TTL_SECONDS / SECONDS_PER_MINUTE });

/** The app config's COD OTP rule; the defaults for a database seeded before the rule existed. */
async function codOtpRule(db: Reader): Promise<{ aboveRupees: number; firstCashOrder: boolean }> {
  const rows = await db
    .select()
    .from(appConfig)
    .where(inArray(appConfig.key, ['codOtpAboveAmount', 'codOtpFirstCashOrder']));
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  const above = value('codOtpAboveAmount');
  const first = value('codOtpFirstCashOrder');
  return {
    aboveRupees: typeof above === 'number' ? above : DEFAULT_APP_CONFIG.codOtpAboveAmount,
    firstCashOrder: typeof first === 'boolean' ? first : DEFAULT_APP_CONFIG.codOtpFirstCashOrder,
  };
}

/** Whether a cash order of `amountPaise` by this user waits for a COD OTP (SPEC 4 COD_OTP, by the app config's rule). */
export async function needsCodOtp(db: Reader, { userId, amountPaise }: { userId: string; amountPaise: number }): Promise<boolean> {
  const rule = await codOtpRule(db);
  if (amountPaise > rule.aboveRupees * PAISE_PER_RUPEE) return true;
  if (!rule.firstCashOrder) return false;
  const [earlier] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orders.status, 'CONFIRMED'), eq(payments.paymentType, CASH_PAYMENT_TYPE)))
    .limit(1);
  return earlier === undefined;
}

/** What a COD OTP call found: no such order of the caller, an order waiting for no code, or the order waiting. */
export type CodOtpOutcome<T> = { type: 'notFound' } | { type: 'notAwaited'; error: ErrorItem } | { type: 'done'; result: T };

export interface CodOtpService {
  /** Sends the code of the caller's order waiting for one to the order's mobile. */
  send(caller: Caller, orderTransactionId: string, clientAddress: string): Promise<CodOtpOutcome<{ sent: OtpSendResult; mobile: string }>>;
  /** Checks the code; the right one confirms the order (cash on delivery) and answers the confirm answer after it. */
  verify(caller: Caller, orderTransactionId: string, code: string): Promise<CodOtpOutcome<CodOtpVerified>>;
}

/** A refused code (wrong, expired, too many tries), or the order's confirm answer once the code was right. */
export type CodOtpVerified = { ok: false; refusal: Extract<OtpVerifyResult, { ok: false }> } | { ok: true; answer: ConfirmOrderResponse };

const notAwaited = (): { type: 'notAwaited'; error: ErrorItem } => ({
  type: 'notAwaited',
  error: { code: COD_OTP_ERROR_CODES.notAwaited, displayMsg: serverText('codOtpNotAwaited') },
});

export function createCodOtpService(db: Database, otp: OtpService, checkout: Checkout): CodOtpService {
  async function waiting(caller: Caller, orderTransactionId: string) {
    const [row] = await db
      .select({ order: orders, payment: payments })
      .from(orders)
      .innerJoin(payments, eq(payments.orderId, orders.id))
      .where(and(eq(orders.orderTransactionId, orderTransactionId), eq(orders.userId, caller.userId)));
    if (!row) return { type: 'notFound' } as const;
    const open = row.payment.status === 'PENDING' && row.payment.step === 'COD_OTP' && row.payment.expiresAt > checkout.now();
    return open ? ({ type: 'waiting', ...row } as const) : notAwaited();
  }

  return {
    async send(caller, orderTransactionId, clientAddress) {
      const found = await waiting(caller, orderTransactionId);
      if (found.type !== 'waiting') return found;
      const result = await otp.send({
        mobile: found.order.mobile,
        purpose: 'codOrder',
        subject: orderTransactionId,
        clientAddress,
        message: codOtpSms(found.payment.amountPaise),
        deliver: true,
      });
      return { type: 'done', result: { sent: result, mobile: found.order.mobile } };
    },

    async verify(caller, orderTransactionId, code) {
      const found = await waiting(caller, orderTransactionId);
      if (found.type !== 'waiting') return found;
      const checked = await otp.verify({ mobile: found.order.mobile, purpose: 'codOrder', subject: orderTransactionId, code });
      if (!checked.ok) return { type: 'done', result: { ok: false, refusal: checked } };
      // Once: a second right answer at the same moment finds the payment no longer pending and changes nothing.
      await checkout.confirmWithoutGateway(found.payment.id, 'CASH_ON_DELIVERY');
      const answer = await checkout.resume(caller, orderTransactionId);
      return answer ? { type: 'done', result: { ok: true, answer } } : { type: 'notFound' };
    },
  };
}
