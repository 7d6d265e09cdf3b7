/**
 * The sandbox Paytm wallet: a stand-in for Paytm's wallet APIs that behaves like the real one and keeps its own
 * books (sandbox_paytm_wallets, sandbox_paytm_entries). A merchant links a customer's wallet with a code the wallet
 * sends to the wallet's mobile (the answer is a token the merchant keeps), reads the balance, adds money to it and
 * withdraws an order's amount. Every movement is an entry, once per reference and kind (a unique index), so a
 * retried or doubled call moves money once. As the PaymentGateway of provider PAYTM_WALLET it tells the merchant
 * whether a payment was withdrawn, and refunds it to the wallet at once; a payment it does not know (one made at the
 * sandbox gateway before PAYTM_WALLET had a gateway of its own) is the fallback gateway's. A wallet holds at most
 * PAYTM_WALLET_MAX_PAISE (Paytm's full-KYC limit): a top-up beyond it is refused.
 */
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { BRAND } from '@/domain/constants';
import { toPaise } from '@/domain/money';
import type { Database } from '../../db/client';
import { sandboxPaytmEntries, sandboxPaytmWallets, settings } from '../../db/schema';
import type { Clock } from '../clock';
import type { OtpService, OtpVerifyResult } from '../otp';
import { OTP_TTL_SECONDS } from '../otp';
import { keyedHash, lazySecret } from '../secrets';
import { serverText } from '../../texts';
import { SECONDS_PER_MINUTE } from '@/domain/time';
import type { GatewayPayment, PaymentGateway } from './gateway';

/** The wallet's signing key for link tokens. */
export const PAYTM_KEY_SETTING = 'sandbox_paytm_key';
const TOKEN_SEPARATOR = '.';
/** Paytm's full-KYC wallet limit: no top-up takes a wallet beyond it. */
const PAYTM_WALLET_MAX_RUPEES = 100_000;
export const PAYTM_WALLET_MAX_PAISE = toPaise(PAYTM_WALLET_MAX_RUPEES);

/** Paytm's own SMS for a link code, in the language of the request. */
export const paytmLinkSms = (code: string): string =>
  serverText('paytmLinkSms', { code, brand: BRAND, minutes: OTP_TTL_SECONDS / SECONDS_PER_MINUTE });

type Executor = Pick<Database, 'select'>;
type EntryRow = typeof sandboxPaytmEntries.$inferSelect;

export type PaytmLinkSent =
  | { ok: true; state: string; resendAfterSec: number; expiresInSec: number }
  | { ok: false; reason: 'resendTooSoon' | 'rateLimited'; retryAfterSec: number };

export type PaytmLinkVerified = { ok: true; token: string } | Extract<OtpVerifyResult, { ok: false }>;

/** The balance after a top-up; INVALID_TOKEN for a token the wallet never gave; OVER_LIMIT: nothing moved, the wallet would exceed its limit. */
export type PaytmTopUp = { balancePaise: number } | 'INVALID_TOKEN' | 'OVER_LIMIT';

/** WITHDRAWN: the amount left the wallet for this reference (now or before); INSUFFICIENT: nothing moved. */
export type PaytmWithdrawal = 'WITHDRAWN' | 'INSUFFICIENT' | 'INVALID_TOKEN';

export interface PaytmWallet {
  /** The wallet as the order service's gateway for provider PAYTM_WALLET. */
  gateway: PaymentGateway;
  /**
   * Sends a link code for an order to the wallet's mobile (through the SMS channel of `otp`), bound to the order's
   * transaction id; the state (the same for every send of the order and mobile) must come back with the code.
   */
  sendLinkOtp(otp: OtpService, request: { mobile: string; orderTransactionId: string; clientAddress: string }): Promise<PaytmLinkSent>;
  /** The right code for the order and its state links the wallet (made at once for a new mobile) and answers its token. */
  verifyLinkOtp(
    otp: OtpService,
    request: { mobile: string; orderTransactionId: string; state: string; otp: string },
  ): Promise<PaytmLinkVerified>;
  /** The mobile a token stands for; null for a token this wallet never gave. */
  mobileOf(token: string): Promise<string | null>;
  /** The balance in paise; null for a token this wallet never gave. `executor` reads inside a caller's transaction. */
  balance(token: string, executor?: Executor): Promise<number | null>;
  /** Adds money once per reference, never beyond PAYTM_WALLET_MAX_PAISE. */
  addMoney(token: string, request: { amountPaise: number; reference: string }): Promise<PaytmTopUp>;
  /** Takes an amount once per reference, only when the balance covers it. */
  withdraw(token: string, request: { amountPaise: number; reference: string }): Promise<PaytmWithdrawal>;
}

class InsufficientBalance extends Error {}
class OverLimit extends Error {}

/**
 * `fallback` serves the payments the wallet does not know: those of provider PAYTM_WALLET made at the sandbox
 * gateway before the wallet served the provider (their status, callbacks and refunds stay there).
 */
export function createPaytmWallet({ db, clock, fallback }: { db: Database; clock: Clock; fallback: PaymentGateway }): PaytmWallet {
  const key = lazySecret(db, PAYTM_KEY_SETTING, undefined);
  const now = () => new Date(clock());

  const signature = (signingKey: string, mobile: string) => keyedHash(signingKey, 'paytm-token', mobile);
  /** The link state of an order and mobile: the same for every send, so the code's subject can be the order. */
  const linkState = async (orderTransactionId: string, mobile: string) => keyedHash(await key(), 'paytm-state', orderTransactionId, mobile);

  /** The key as stored, read with a caller's transaction (a token can only be valid once the key is stored). */
  async function storedKey(executor: Executor): Promise<string | null> {
    const [row] = await executor.select({ value: settings.value }).from(settings).where(eq(settings.key, PAYTM_KEY_SETTING));
    return row?.value ?? null;
  }

  async function mobileOf(token: string, executor?: Executor): Promise<string | null> {
    const [mobile, signed] = token.split(TOKEN_SEPARATOR);
    if (!mobile || !signed) return null;
    const signingKey = executor ? await storedKey(executor) : await key();
    if (signingKey === null) return null;
    const expected = Buffer.from(signature(signingKey, mobile), 'hex');
    const given = Buffer.from(signed, 'hex');
    return expected.length === given.length && timingSafeEqual(expected, given) ? mobile : null;
  }

  const entryOf = async (reference: string, kind: EntryRow['kind']): Promise<EntryRow | null> => {
    const [row] = await db
      .select()
      .from(sandboxPaytmEntries)
      .where(and(eq(sandboxPaytmEntries.reference, reference), eq(sandboxPaytmEntries.kind, kind)));
    return row ?? null;
  };

  /** A payment is the withdrawal of its reference; the wallet knows no payment it has not withdrawn. */
  async function paymentOf(paymentId: string): Promise<GatewayPayment | null> {
    const paid = await entryOf(paymentId, 'PAYMENT');
    if (!paid) return null;
    return {
      paymentId,
      // The wallet knows a withdrawal by the merchant's reference (the payment id) only.
      orderTransactionId: paid.reference,
      status: 'SUCCESS',
      debitedPaise: -paid.amountPaise,
      cancelled: false,
      processUrl: '',
      intentUrl: null,
    };
  }

  /** The entry and its balance change in one transaction; false when the reference already had this kind of entry. */
  async function move(mobile: string, kind: EntryRow['kind'], amountPaise: number, reference: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [entry] = await tx
        .insert(sandboxPaytmEntries)
        .values({ id: randomUUID(), mobile, kind, amountPaise, reference, createdAt: now() })
        .onConflictDoNothing()
        .returning();
      if (!entry) return false;
      // A top-up stops at the wallet's limit (a refund only gives back what was withdrawn).
      const withinLimit = kind === 'ADD_MONEY' ? lte(sandboxPaytmWallets.balancePaise, PAYTM_WALLET_MAX_PAISE - amountPaise) : undefined;
      const [changed] = await tx
        .update(sandboxPaytmWallets)
        .set({ balancePaise: sql`${sandboxPaytmWallets.balancePaise} + ${amountPaise}` })
        .where(and(eq(sandboxPaytmWallets.mobile, mobile), gte(sandboxPaytmWallets.balancePaise, -amountPaise), withinLimit))
        .returning();
      if (!changed) throw kind === 'ADD_MONEY' ? new OverLimit() : new InsufficientBalance();
      return true;
    });
  }

  async function balance(token: string, executor?: Executor): Promise<number | null> {
    const mobile = await mobileOf(token, executor);
    if (!mobile) return null;
    const [wallet] = await (executor ?? db)
      .select({ balance: sandboxPaytmWallets.balancePaise })
      .from(sandboxPaytmWallets)
      .where(eq(sandboxPaytmWallets.mobile, mobile));
    return wallet?.balance ?? 0;
  }

  const gateway: PaymentGateway = {
    // The merchant withdraws with the customer's token; there is no page to pay on, so the customer goes straight back.
    async createPayment(input) {
      const paid = await paymentOf(input.paymentId);
      if (!paid && (await fallback.status(input.paymentId))) return fallback.createPayment(input);
      const back = `${input.returnUrl}${input.returnUrl.includes('?') ? '&' : '?'}${new URLSearchParams({ transactionId: input.orderTransactionId }).toString()}`;
      return {
        paymentId: input.paymentId,
        orderTransactionId: input.orderTransactionId,
        status: paid ? 'SUCCESS' : 'PENDING',
        debitedPaise: paid?.debitedPaise ?? 0,
        cancelled: false,
        processUrl: back,
        intentUrl: null,
      };
    },
    status: async (paymentId) => (await paymentOf(paymentId)) ?? fallback.status(paymentId),
    // Nothing is open at the wallet before a withdrawal: a payment withdrawn first answers SUCCESS, else the fallback's.
    cancel: async (paymentId) => (await paymentOf(paymentId)) ?? fallback.cancel(paymentId),
    async refund(paymentId) {
      const paid = await entryOf(paymentId, 'PAYMENT');
      if (!paid) return fallback.refund(paymentId);
      await move(paid.mobile, 'REFUND', -paid.amountPaise, paymentId);
      return (await entryOf(paymentId, 'REFUND'))?.id ?? null;
    },
    // A wallet refund is back in the wallet at once.
    async refundStatus(refundId) {
      const [row] = await db.select().from(sandboxPaytmEntries).where(eq(sandboxPaytmEntries.id, refundId));
      return row?.kind === 'REFUND' ? { refundId, status: 'SETTLED', settledAt: row.createdAt } : fallback.refundStatus(refundId);
    },
    // A wallet refund has settled at once, so it cannot be withdrawn; any other refund is the fallback's.
    async cancelRefund(refundId) {
      const [row] = await db.select().from(sandboxPaytmEntries).where(eq(sandboxPaytmEntries.id, refundId));
      return row?.kind === 'REFUND' ? false : fallback.cancelRefund(refundId);
    },
    // The wallet sends no callbacks (the merchant learns of a withdrawal from its own call and from status): any is the fallback's.
    verifyCallback: (body, checksum) => fallback.verifyCallback(body, checksum),
  };

  return {
    gateway,
    mobileOf,

    async sendLinkOtp(otp, { mobile, orderTransactionId, clientAddress }) {
      const sent = await otp.send({
        mobile,
        purpose: 'paytmLink',
        clientAddress,
        message: paytmLinkSms,
        deliver: true,
        subject: orderTransactionId,
      });
      return sent.ok ? { ...sent, state: await linkState(orderTransactionId, mobile) } : sent;
    },

    async verifyLinkOtp(otp, { mobile, orderTransactionId, state, otp: code }) {
      const expected = Buffer.from(await linkState(orderTransactionId, mobile));
      const given = Buffer.from(state);
      // A state of another order or mobile names no code of this one.
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'expired' };
      const verified = await otp.verify({ mobile, purpose: 'paytmLink', code, subject: orderTransactionId });
      if (!verified.ok) return verified;
      await db.insert(sandboxPaytmWallets).values({ mobile, balancePaise: 0, createdAt: now() }).onConflictDoNothing();
      return { ok: true, token: `${mobile}${TOKEN_SEPARATOR}${signature(await key(), mobile)}` };
    },

    balance,

    async addMoney(token, { amountPaise, reference }) {
      const mobile = await mobileOf(token);
      if (!mobile) return 'INVALID_TOKEN';
      await db.insert(sandboxPaytmWallets).values({ mobile, balancePaise: 0, createdAt: now() }).onConflictDoNothing();
      try {
        await move(mobile, 'ADD_MONEY', amountPaise, reference);
      } catch (error) {
        if (error instanceof OverLimit) return 'OVER_LIMIT';
        throw error;
      }
      return { balancePaise: (await balance(token)) ?? 0 };
    },

    async withdraw(token, { amountPaise, reference }) {
      const mobile = await mobileOf(token);
      if (!mobile) return 'INVALID_TOKEN';
      try {
        await move(mobile, 'PAYMENT', -amountPaise, reference);
        return 'WITHDRAWN';
      } catch (error) {
        if (error instanceof InsufficientBalance) return 'INSUFFICIENT';
        throw error;
      }
    },
  };
}
