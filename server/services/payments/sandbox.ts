/**
 * The sandbox payment gateway: a stand-in for PAYU, PAYTM_PG, RAZORPAY and the other SPEC 4 providers that
 * behaves like a real one. It keeps its own books (sandbox_gateway_payments), serves a hosted page per
 * payment (card with a 3-D Secure-style OTP, net banking, wallet, UPI collect and intent approval), times
 * out unanswered UPI collect requests, lets the merchant cancel an open payment (its page then refuses it),
 * refunds debits the merchant does not keep (settled after SANDBOX_REFUND_SETTLEMENT_MINUTES, unless withdrawn
 * first), and reports every outcome with a signed callback from its outbox, retried until acknowledged
 * (callbackOutbox.ts). Card numbers reach only its page handlers; it keeps the last four digits, never the number.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import { PATHS } from '@/contract/paths';
import type { GatewayCallbackBody } from '@/contract/payments';
import { toRupees } from '@/domain/money';
import { BRAND } from '@/domain/constants';
import { BIN_DIGITS, cardDigits } from '@/domain/payment';
import type { Database } from '../../db/client';
import { rateLimits, sandboxGatewayPayments, sandboxGatewayRefunds } from '../../db/schema';
import { type Clock } from '../clock';
import { MS_PER_MINUTE } from '@/domain/time';
import { lazySecret } from '../secrets';
import { createCallbackOutbox, type CallbackOutbox } from './callbackOutbox';
import { callbackChecksum, checksumMatches } from './checksum';
import { CARD_OTP_MAX_ATTEMPTS, SANDBOX_OTP, SANDBOX_PAYEE_VPA, SANDBOX_TEST_CARDS } from './constants';
import type {
  CallbackSink,
  CardOtpOutcome,
  CreatePaymentInput,
  GatewayPayment,
  GatewayPaymentStatus,
  GatewayRefund,
  PaymentGateway,
} from './gateway';
import { isBlockedBin } from './methods';

/** The merchant key shared by the gateway (signing) and the merchant (verifying). */
export const GATEWAY_KEY_SETTING = 'payment_gateway_key';
const CARD_LAST_DIGITS = 4;
/** A refund reaches the customer's bank this long after it starts (real minutes; TIME_SCALE shortens it). */
export const SANDBOX_REFUND_SETTLEMENT_MINUTES = 30;

export type SandboxRow = typeof sandboxGatewayPayments.$inferSelect;

/** Which hosted page a payment gets. */
export type SandboxPageKind = 'card' | 'netBanking' | 'wallet' | 'upi';

export const FAILURE_REASONS = {
  declined: 'Declined by the bank',
  cardNotAccepted: 'Card range not accepted by the merchant',
  wrongOtp: 'Wrong OTP',
  bankFailure: 'Failed at the bank',
  walletFailure: 'Failed at the wallet',
  upiDeclined: 'Declined in the UPI app',
  upiTimeout: 'The UPI request was not answered in time',
  cancelled: 'Cancelled by the merchant',
} as const;

export interface CardInput {
  number: string;
  expiry: string;
  cvv: string;
  name: string;
}

/**
 * What a page action led to: the next page to show, the OTP to be entered in the merchant's app (`appOtp`: the
 * customer goes back there), or the end (redirect the customer back).
 */
export type SandboxStep =
  { next: 'otp'; row: SandboxRow } | { next: 'appOtp'; row: SandboxRow } | { next: 'done'; row: SandboxRow } | { next: 'missing' };

export interface SandboxGateway extends PaymentGateway {
  /** The callbacks still to send: the delivery loop calls deliverDue. */
  callbacks: CallbackOutbox;
  /** The payment for its hosted page; a collect request past its time is failed first. */
  page(paymentId: string): Promise<SandboxRow | null>;
  /** Card form: a valid card number moves to the OTP step (the declined test card and blocked card ranges fail at once). */
  submitCard(paymentId: string, card: Pick<CardInput, 'number'>): Promise<SandboxStep>;
  submitOtp(paymentId: string, otp: string): Promise<SandboxStep>;
  /** Net banking, wallet and UPI pages: the customer's Success / Failure (Approve / Decline) choice. */
  decide(paymentId: string, approve: boolean): Promise<SandboxStep>;
  submitCardOtp(paymentId: string, otp: string): Promise<CardOtpOutcome>;
  resendCardOtp(paymentId: string): Promise<CardOtpOutcome>;
}

export function pageKind(row: Pick<SandboxRow, 'paymentType'>): SandboxPageKind {
  switch (row.paymentType) {
    case 'CC':
    case 'DC':
      return 'card';
    case 'NB':
      return 'netBanking';
    case 'UPI_WALLET':
      return 'upi';
    default:
      return 'wallet';
  }
}

export const payPagePath = (paymentId: string): string => PATHS.sandboxGatewayPay.replace('{paymentId}', encodeURIComponent(paymentId));

export const returnLocation = (row: Pick<SandboxRow, 'returnUrl' | 'orderTransactionId'>): string =>
  `${row.returnUrl}${row.returnUrl.includes('?') ? '&' : '?'}${new URLSearchParams({ transactionId: row.orderTransactionId }).toString()}`;

export function upiIntentUrl(row: Pick<SandboxRow, 'amountPaise' | 'orderTransactionId'>): string {
  const query = new URLSearchParams({
    pa: SANDBOX_PAYEE_VPA,
    pn: BRAND,
    am: toRupees(row.amountPaise).toFixed(2),
    cu: 'INR',
    tr: row.orderTransactionId,
  });
  return `upi://pay?${query.toString()}`;
}

const statusOf = (row: SandboxRow): GatewayPaymentStatus =>
  row.status === 'SUCCESS' ? 'SUCCESS' : row.status === 'FAILED' || row.status === 'CANCELLED' ? 'FAILED' : 'PENDING';

function toPayment(row: SandboxRow): GatewayPayment {
  return {
    paymentId: row.id,
    orderTransactionId: row.orderTransactionId,
    status: statusOf(row),
    debitedPaise: row.debited ? row.amountPaise : 0,
    cancelled: row.status === 'CANCELLED',
    processUrl: payPagePath(row.id),
    intentUrl: row.paymentType === 'UPI_WALLET' && row.upiMode === 'INTENT' ? upiIntentUrl(row) : null,
  };
}

export interface SandboxOptions {
  db: Database;
  clock: Clock;
  /** How long a UPI collect request waits for an answer: the payment polling duration. */
  collectWindowMs: number;
  /** env TIME_SCALE: callback retries and refund settlement come sooner by it. */
  timeScale: number;
  notify: CallbackSink;
  /** Fault injection (tests): runs once a SUCCESS and its callback are stored, before the callback is sent. */
  afterSuccessStored?: () => void;
}

const OPEN_STATUSES = ['CREATED', 'OTP_PENDING'] as const;
type RefundRow = typeof sandboxGatewayRefunds.$inferSelect;

const toRefund = (row: RefundRow): GatewayRefund => ({ refundId: row.id, status: row.status, settledAt: row.settledAt });

export function createSandboxGateway({
  db,
  clock,
  collectWindowMs,
  timeScale,
  notify,
  afterSuccessStored,
}: SandboxOptions): SandboxGateway {
  const key = lazySecret(db, GATEWAY_KEY_SETTING, undefined);
  const now = () => new Date(clock());
  const callbacks = createCallbackOutbox({ db, clock, timeScale, sink: notify });

  const find = async (paymentId: string): Promise<SandboxRow | null> => {
    const [row] = await db.select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.id, paymentId));
    return row ?? null;
  };

  /**
   * Ends an open payment; only the first ending counts (several processes may race). The ending and its callback
   * are stored in one transaction, so a crash cannot lose the callback; it is then sent at once and retried until
   * acknowledged.
   */
  const finish = async (
    paymentId: string,
    from: readonly (typeof OPEN_STATUSES)[number][],
    outcome: { status: 'SUCCESS' | 'FAILED'; debited: boolean; failureReason: string | null },
  ): Promise<SandboxStep> => {
    const signingKey = await key();
    const ended = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(sandboxGatewayPayments)
        .set({ ...outcome, updatedAt: now() })
        .where(and(eq(sandboxGatewayPayments.id, paymentId), inArray(sandboxGatewayPayments.status, [...from])))
        .returning();
      if (!row) return null;
      const body: GatewayCallbackBody = { order_transaction_id: row.orderTransactionId, payment_tranx_id: row.id, status: outcome.status };
      const callbackId = await callbacks.enqueue(tx, row.id, { body, checksum: callbackChecksum(signingKey, body) });
      return { row, callbackId };
    });
    if (ended) {
      if (outcome.status === 'SUCCESS') afterSuccessStored?.();
      await callbacks.deliver(ended.callbackId);
      return { next: 'done', row: ended.row };
    }
    const current = await find(paymentId);
    return current ? { next: 'done', row: current } : { next: 'missing' };
  };

  /**
   * Takes one card OTP attempt of a payment before its code is compared: the attempt's number, or null when none is
   * left (concurrent guesses included). The count lives in the shared counters table under the payment's own key and
   * its creation time, so every server process counts together.
   */
  const takeOtpAttempt = async (row: SandboxRow): Promise<number | null> => {
    const [counted] = await db
      .insert(rateLimits)
      .values({ key: `sandbox-card-otp:${row.id}`, windowStart: row.createdAt, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimits.key, rateLimits.windowStart],
        set: { count: sql`${rateLimits.count} + 1` },
        setWhere: lt(rateLimits.count, CARD_OTP_MAX_ATTEMPTS),
      })
      .returning({ count: rateLimits.count });
    return counted?.count ?? null;
  };

  const wrongOtpsOf = async (row: SandboxRow): Promise<number> => {
    const [counted] = await db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, `sandbox-card-otp:${row.id}`), eq(rateLimits.windowStart, row.createdAt)));
    return counted?.count ?? 0;
  };

  /** A UPI collect request not answered within the polling duration fails. */
  const expireIfDue = async (row: SandboxRow): Promise<SandboxRow> => {
    if (row.status !== 'CREATED' || !row.expiresAt || row.expiresAt.getTime() > clock()) return row;
    const step = await finish(row.id, ['CREATED'], { status: 'FAILED', debited: false, failureReason: FAILURE_REASONS.upiTimeout });
    return step.next === 'missing' ? row : step.row;
  };

  const load = async (paymentId: string): Promise<SandboxRow | null> => {
    const row = await find(paymentId);
    return row ? expireIfDue(row) : null;
  };

  /** A refund whose settlement time has come is SETTLED (whichever process asks first marks it). */
  const settleIfDue = async (refundId: string): Promise<RefundRow | null> => {
    const at = now();
    const [settled] = await db
      .update(sandboxGatewayRefunds)
      .set({ status: 'SETTLED', settledAt: at })
      .where(
        and(eq(sandboxGatewayRefunds.id, refundId), eq(sandboxGatewayRefunds.status, 'PENDING'), lte(sandboxGatewayRefunds.settlesAt, at)),
      )
      .returning();
    if (settled) return settled;
    const [row] = await db.select().from(sandboxGatewayRefunds).where(eq(sandboxGatewayRefunds.id, refundId));
    return row ?? null;
  };

  return {
    async createPayment(input: CreatePaymentInput) {
      const created = now();
      const collect = input.upi?.mode === 'COLLECT';
      await db
        .insert(sandboxGatewayPayments)
        .values({
          id: input.paymentId,
          orderTransactionId: input.orderTransactionId,
          provider: input.provider,
          paymentType: input.paymentType,
          upiMode: input.upi?.mode ?? null,
          vpa: input.upi?.vpa ?? null,
          amountPaise: input.amountPaise,
          status: 'CREATED',
          returnUrl: input.returnUrl,
          expiresAt: collect ? new Date(created.getTime() + collectWindowMs) : null,
          createdAt: created,
          updatedAt: created,
        })
        .onConflictDoNothing();
      const row = await find(input.paymentId);
      if (!row) throw new Error(`The sandbox payment ${input.paymentId} could not be stored.`);
      return toPayment(row);
    },

    async status(paymentId) {
      const row = await load(paymentId);
      return row ? toPayment(row) : null;
    },

    async cancel(paymentId) {
      const row = await load(paymentId);
      if (!row) return null;
      const [cancelled] = await db
        .update(sandboxGatewayPayments)
        .set({ status: 'CANCELLED', failureReason: FAILURE_REASONS.cancelled, updatedAt: now() })
        .where(and(eq(sandboxGatewayPayments.id, paymentId), inArray(sandboxGatewayPayments.status, [...OPEN_STATUSES])))
        .returning();
      const current = cancelled ?? (await find(paymentId));
      return current ? toPayment(current) : null;
    },

    async refund(paymentId) {
      const row = await find(paymentId);
      if (!row || !row.debited || OPEN_STATUSES.some((status) => status === row.status)) return null;
      const at = now();
      await db
        .insert(sandboxGatewayRefunds)
        .values({
          id: randomUUID(),
          paymentId,
          amountPaise: row.amountPaise,
          settlesAt: new Date(at.getTime() + (SANDBOX_REFUND_SETTLEMENT_MINUTES * MS_PER_MINUTE) / timeScale),
          createdAt: at,
        })
        .onConflictDoNothing();
      const [refund] = await db
        .select({ id: sandboxGatewayRefunds.id })
        .from(sandboxGatewayRefunds)
        .where(eq(sandboxGatewayRefunds.paymentId, paymentId));
      return refund?.id ?? null;
    },

    async refundStatus(refundId) {
      const row = await settleIfDue(refundId);
      return row ? toRefund(row) : null;
    },

    async cancelRefund(refundId) {
      const row = await settleIfDue(refundId);
      if (!row || row.status === 'SETTLED') return false;
      const at = now();
      const [cancelled] = await db
        .update(sandboxGatewayRefunds)
        .set({ status: 'CANCELLED' })
        .where(
          and(eq(sandboxGatewayRefunds.id, refundId), eq(sandboxGatewayRefunds.status, 'PENDING'), gt(sandboxGatewayRefunds.settlesAt, at)),
        )
        .returning();
      if (cancelled) return true;
      // Another call settled or withdrew it meanwhile: the answer is what it is now.
      const [current] = await db
        .select({ status: sandboxGatewayRefunds.status })
        .from(sandboxGatewayRefunds)
        .where(eq(sandboxGatewayRefunds.id, refundId));
      return current?.status === 'CANCELLED';
    },

    async verifyCallback(body, checksum) {
      return checksumMatches(await key(), body, checksum);
    },

    callbacks,

    page: load,

    async submitCard(paymentId, card) {
      const row = await load(paymentId);
      if (!row || pageKind(row) !== 'card') return { next: 'missing' };
      if (row.status !== 'CREATED') return { next: 'done', row };
      const digits = cardDigits(card.number);
      // The merchant's blocked ranges are checked here, on the card itself, whatever the app said about the card.
      if (isBlockedBin(digits.slice(0, BIN_DIGITS))) {
        return finish(paymentId, ['CREATED'], { status: 'FAILED', debited: false, failureReason: FAILURE_REASONS.cardNotAccepted });
      }
      if (digits === SANDBOX_TEST_CARDS.declined) {
        await db
          .update(sandboxGatewayPayments)
          .set({ cardLast4: digits.slice(-CARD_LAST_DIGITS) })
          .where(eq(sandboxGatewayPayments.id, paymentId));
        return finish(paymentId, ['CREATED'], { status: 'FAILED', debited: true, failureReason: FAILURE_REASONS.declined });
      }
      const [challenged] = await db
        .update(sandboxGatewayPayments)
        .set({ status: 'OTP_PENDING', cardLast4: digits.slice(-CARD_LAST_DIGITS), updatedAt: now() })
        .where(and(eq(sandboxGatewayPayments.id, paymentId), eq(sandboxGatewayPayments.status, 'CREATED')))
        .returning();
      const appOtp = digits === SANDBOX_TEST_CARDS.appOtp;
      if (challenged) return { next: appOtp ? 'appOtp' : 'otp', row: challenged };
      const current = await find(paymentId);
      return current ? { next: current.status === 'OTP_PENDING' ? 'otp' : 'done', row: current } : { next: 'missing' };
    },

    async submitOtp(paymentId, otp) {
      const row = await load(paymentId);
      if (!row || pageKind(row) !== 'card') return { next: 'missing' };
      if (row.status !== 'OTP_PENDING') return { next: 'done', row };
      return otp.trim() === SANDBOX_OTP
        ? finish(paymentId, ['OTP_PENDING'], { status: 'SUCCESS', debited: true, failureReason: null })
        : finish(paymentId, ['OTP_PENDING'], { status: 'FAILED', debited: false, failureReason: FAILURE_REASONS.wrongOtp });
    },

    async submitCardOtp(paymentId, otp) {
      const row = await load(paymentId);
      if (!row || pageKind(row) !== 'card' || row.status !== 'OTP_PENDING') return { outcome: 'notAwaited' };
      // The attempt is taken first, so concurrent guesses cannot compare more codes than the limit allows.
      const attempt = await takeOtpAttempt(row);
      if (attempt !== null && otp.trim() === SANDBOX_OTP) {
        const step = await finish(paymentId, ['OTP_PENDING'], { status: 'SUCCESS', debited: true, failureReason: null });
        return step.next === 'done' && step.row.status === 'SUCCESS' ? { outcome: 'accepted' } : { outcome: 'notAwaited' };
      }
      if (attempt !== null && attempt < CARD_OTP_MAX_ATTEMPTS) return { outcome: 'wrong', attemptsLeft: CARD_OTP_MAX_ATTEMPTS - attempt };
      await finish(paymentId, ['OTP_PENDING'], { status: 'FAILED', debited: false, failureReason: FAILURE_REASONS.wrongOtp });
      return { outcome: 'failed' };
    },

    async resendCardOtp(paymentId) {
      const row = await load(paymentId);
      if (!row || pageKind(row) !== 'card' || row.status !== 'OTP_PENDING') return { outcome: 'notAwaited' };
      // The sandbox bank's code stays the documented one; a new one is "sent" all the same.
      return { outcome: 'sent', attemptsLeft: Math.max(0, CARD_OTP_MAX_ATTEMPTS - (await wrongOtpsOf(row))) };
    },

    async decide(paymentId, approve) {
      const row = await load(paymentId);
      if (!row || pageKind(row) === 'card') return { next: 'missing' };
      if (row.status !== 'CREATED') return { next: 'done', row };
      const kind = pageKind(row);
      const failureReason =
        kind === 'upi' ? FAILURE_REASONS.upiDeclined : kind === 'netBanking' ? FAILURE_REASONS.bankFailure : FAILURE_REASONS.walletFailure;
      return approve
        ? finish(paymentId, ['CREATED'], { status: 'SUCCESS', debited: true, failureReason: null })
        : finish(paymentId, ['CREATED'], { status: 'FAILED', debited: false, failureReason });
    },
  };
}
