/**
 * The sandbox payment gateway: a stand-in for PAYU, PAYTM_PG, RAZORPAY and the other SPEC 4 providers that
 * behaves like a real one. It keeps its own books (sandbox_gateway_payments), serves a hosted page per
 * payment (card with a 3-D Secure-style OTP, net banking, wallet, UPI collect and intent approval), times
 * out unanswered UPI collect requests, refunds failed debits, and reports every outcome with a signed
 * callback. Card numbers reach only its page handlers; it keeps the last four digits, never the number.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { PATHS, type GatewayCallbackBody } from '@/api/contract';
import { BRAND } from '@/domain/constants';
import type { Database } from '../../db/client';
import { sandboxGatewayPayments, sandboxGatewayRefunds } from '../../db/schema';
import type { Clock } from '../clock';
import { lazySecret } from '../secrets';
import { callbackChecksum, checksumMatches } from './checksum';
import { CARD_BIN_LENGTH, SANDBOX_OTP, SANDBOX_PAYEE_VPA, SANDBOX_TEST_CARDS } from './constants';
import type { CallbackSink, CreatePaymentInput, GatewayPayment, GatewayPaymentStatus, PaymentGateway } from './gateway';
import { isBlockedBin } from './methods';

/** The merchant key shared by the gateway (signing) and the merchant (verifying). */
export const GATEWAY_KEY_SETTING = 'payment_gateway_key';
const PAISE_PER_RUPEE = 100;
const CARD_LAST_DIGITS = 4;

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
} as const;

export interface CardInput {
  number: string;
  expiry: string;
  cvv: string;
  name: string;
}

/** What a page action led to: the next page to show, or the end (redirect the customer back). */
export type SandboxStep = { next: 'otp'; row: SandboxRow } | { next: 'done'; row: SandboxRow } | { next: 'missing' };

export interface SandboxGateway extends PaymentGateway {
  /** The payment for its hosted page; a collect request past its time is failed first. */
  page(paymentId: string): Promise<SandboxRow | null>;
  /** Card form: a valid card number moves to the OTP step (the declined test card and blocked card ranges fail at once). */
  submitCard(paymentId: string, card: Pick<CardInput, 'number'>): Promise<SandboxStep>;
  submitOtp(paymentId: string, otp: string): Promise<SandboxStep>;
  /** Net banking, wallet and UPI pages: the customer's Success / Failure (Approve / Decline) choice. */
  decide(paymentId: string, approve: boolean): Promise<SandboxStep>;
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
    am: (row.amountPaise / PAISE_PER_RUPEE).toFixed(2),
    cu: 'INR',
    tr: row.orderTransactionId,
  });
  return `upi://pay?${query.toString()}`;
}

const statusOf = (row: SandboxRow): GatewayPaymentStatus =>
  row.status === 'SUCCESS' ? 'SUCCESS' : row.status === 'FAILED' ? 'FAILED' : 'PENDING';

function toPayment(row: SandboxRow): GatewayPayment {
  return {
    paymentId: row.id,
    orderTransactionId: row.orderTransactionId,
    status: statusOf(row),
    debitedPaise: row.debited ? row.amountPaise : 0,
    processUrl: payPagePath(row.id),
    intentUrl: row.paymentType === 'UPI_WALLET' && row.upiMode === 'INTENT' ? upiIntentUrl(row) : null,
  };
}

/** Luhn check of a digits-only card number. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export const cardDigits = (number: string): string => number.replace(/[\s-]/g, '');

export interface SandboxOptions {
  db: Database;
  clock: Clock;
  /** How long a UPI collect request waits for an answer: the payment polling duration. */
  collectWindowMs: number;
  notify: CallbackSink;
}

const OPEN_STATUSES = ['CREATED', 'OTP_PENDING'] as const;

export function createSandboxGateway({ db, clock, collectWindowMs, notify }: SandboxOptions): SandboxGateway {
  const key = lazySecret(db, GATEWAY_KEY_SETTING, undefined);
  const now = () => new Date(clock());

  const find = async (paymentId: string): Promise<SandboxRow | null> => {
    const [row] = await db.select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.id, paymentId));
    return row ?? null;
  };

  const report = async (row: SandboxRow): Promise<void> => {
    if (row.status !== 'SUCCESS' && row.status !== 'FAILED') return;
    const body: GatewayCallbackBody = { order_transaction_id: row.orderTransactionId, payment_tranx_id: row.id, status: row.status };
    await notify({ body, checksum: callbackChecksum(await key(), body) });
  };

  /** Ends an open payment; only the first ending counts (several processes may race), and only it is reported. */
  const finish = async (
    paymentId: string,
    from: readonly (typeof OPEN_STATUSES)[number][],
    outcome: { status: 'SUCCESS' | 'FAILED'; debited: boolean; failureReason: string | null },
  ): Promise<SandboxStep> => {
    const [row] = await db
      .update(sandboxGatewayPayments)
      .set({ ...outcome, updatedAt: now() })
      .where(and(eq(sandboxGatewayPayments.id, paymentId), inArray(sandboxGatewayPayments.status, [...from])))
      .returning();
    if (row) {
      await report(row);
      return { next: 'done', row };
    }
    const current = await find(paymentId);
    return current ? { next: 'done', row: current } : { next: 'missing' };
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

    async refund(paymentId) {
      const row = await find(paymentId);
      if (!row || row.status !== 'FAILED' || !row.debited) return null;
      await db
        .insert(sandboxGatewayRefunds)
        .values({ id: randomUUID(), paymentId, amountPaise: row.amountPaise, createdAt: now() })
        .onConflictDoNothing();
      const [refund] = await db.select({ id: sandboxGatewayRefunds.id }).from(sandboxGatewayRefunds).where(eq(sandboxGatewayRefunds.paymentId, paymentId));
      return refund?.id ?? null;
    },

    async verifyCallback(body, checksum) {
      return checksumMatches(await key(), body, checksum);
    },

    page: load,

    async submitCard(paymentId, card) {
      const row = await load(paymentId);
      if (!row || pageKind(row) !== 'card') return { next: 'missing' };
      if (row.status !== 'CREATED') return { next: 'done', row };
      const digits = cardDigits(card.number);
      // The merchant's blocked ranges are checked here, on the card itself, whatever the app said about the card.
      if (isBlockedBin(digits.slice(0, CARD_BIN_LENGTH))) {
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
      if (challenged) return { next: 'otp', row: challenged };
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
