/**
 * The sandbox Paytm wallet: a stand-in for Paytm's wallet APIs that behaves like the real one and keeps its own
 * books (sandbox_paytm_wallets, sandbox_paytm_entries). A merchant links a customer's wallet with a code the wallet
 * sends to the wallet's mobile (the answer is a token the merchant keeps), reads the balance, adds money to it and
 * withdraws an order's amount. Every movement is an entry, once per reference and kind (a unique index), so a
 * retried or doubled call moves money once. As the PaymentGateway of provider PAYTM_WALLET it tells the merchant
 * whether a payment was withdrawn, and refunds it to the wallet at once.
 */
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import { BRAND } from '@/domain/constants';
import type { Database } from '../../db/client';
import { sandboxPaytmEntries, sandboxPaytmWallets, settings } from '../../db/schema';
import type { Clock } from '../clock';
import type { OtpService, OtpVerifyResult } from '../otp';
import { OTP_TTL_SECONDS } from '../otp';
import { keyedHash, lazySecret, randomToken } from '../secrets';
import { SECONDS_PER_MINUTE } from '@/domain/time';
import type { GatewayPayment, PaymentGateway } from './gateway';

/** The wallet's signing key for link tokens. */
export const PAYTM_KEY_SETTING = 'sandbox_paytm_key';
const STATE_BYTES = 16;
const TOKEN_SEPARATOR = '.';

/** Paytm's own SMS for a link code. */
export const paytmLinkSms = (code: string): string =>
  `${code} is your Paytm code to link your wallet with ${BRAND}. It is valid for ${OTP_TTL_SECONDS / SECONDS_PER_MINUTE} minutes. Do not share it with anyone.`;

type Executor = Pick<Database, 'select'>;
type EntryRow = typeof sandboxPaytmEntries.$inferSelect;

export type PaytmLinkSent =
  | { ok: true; state: string; resendAfterSec: number; expiresInSec: number }
  | { ok: false; reason: 'resendTooSoon' | 'rateLimited'; retryAfterSec: number };

export type PaytmLinkVerified = { ok: true; token: string } | Extract<OtpVerifyResult, { ok: false }>;

/** WITHDRAWN: the amount left the wallet for this reference (now or before); INSUFFICIENT: nothing moved. */
export type PaytmWithdrawal = 'WITHDRAWN' | 'INSUFFICIENT' | 'INVALID_TOKEN';

export interface PaytmWallet {
  /** The wallet as the order service's gateway for provider PAYTM_WALLET. */
  gateway: PaymentGateway;
  /** Sends a link code to the wallet's mobile (through the SMS channel of `otp`); the state must come back with the code. */
  sendLinkOtp(otp: OtpService, request: { mobile: string; clientAddress: string }): Promise<PaytmLinkSent>;
  /** The right code for the state links the wallet (made at once for a new mobile) and answers its token. */
  verifyLinkOtp(otp: OtpService, request: { mobile: string; state: string; otp: string }): Promise<PaytmLinkVerified>;
  /** The mobile a token stands for; null for a token this wallet did not issue. */
  mobileOf(token: string): Promise<string | null>;
  /** The balance in paise; null for a token this wallet did not issue. `executor` reads inside a caller's transaction. */
  balance(token: string, executor?: Executor): Promise<number | null>;
  /** Adds money once per reference; the balance after, or null for a bad token. */
  addMoney(token: string, request: { amountPaise: number; reference: string }): Promise<number | null>;
  /** Takes an amount once per reference, only when the balance covers it. */
  withdraw(token: string, request: { amountPaise: number; reference: string }): Promise<PaytmWithdrawal>;
}

class InsufficientBalance extends Error {}

export function createPaytmWallet({ db, clock }: { db: Database; clock: Clock }): PaytmWallet {
  const key = lazySecret(db, PAYTM_KEY_SETTING, undefined);
  const now = () => new Date(clock());

  const signature = (signingKey: string, mobile: string) => keyedHash(signingKey, 'paytm-token', mobile);

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
      const [changed] = await tx
        .update(sandboxPaytmWallets)
        .set({ balancePaise: sql`${sandboxPaytmWallets.balancePaise} + ${amountPaise}` })
        .where(and(eq(sandboxPaytmWallets.mobile, mobile), gte(sandboxPaytmWallets.balancePaise, -amountPaise)))
        .returning();
      if (!changed) throw new InsufficientBalance();
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
    status: paymentOf,
    // Nothing is open at the wallet before a withdrawal: a payment withdrawn first answers SUCCESS, else unknown.
    cancel: paymentOf,
    async refund(paymentId) {
      const paid = await entryOf(paymentId, 'PAYMENT');
      if (!paid) return null;
      await move(paid.mobile, 'REFUND', -paid.amountPaise, paymentId);
      return (await entryOf(paymentId, 'REFUND'))?.id ?? null;
    },
    // A wallet refund is back in the wallet at once.
    async refundStatus(refundId) {
      const [row] = await db.select().from(sandboxPaytmEntries).where(eq(sandboxPaytmEntries.id, refundId));
      return row?.kind === 'REFUND' ? { refundId, status: 'SETTLED', settledAt: row.createdAt } : null;
    },
    cancelRefund: () => Promise.resolve(false),
    // The wallet sends no callbacks: the merchant learns of a withdrawal from its own call and from status.
    verifyCallback: () => Promise.resolve(false),
  };

  return {
    gateway,
    mobileOf,

    async sendLinkOtp(otp, { mobile, clientAddress }) {
      const state = randomToken(STATE_BYTES);
      const sent = await otp.send({ mobile, purpose: 'paytmLink', clientAddress, message: paytmLinkSms, deliver: true, subject: state });
      return sent.ok ? { ...sent, state } : sent;
    },

    async verifyLinkOtp(otp, { mobile, state, otp: code }) {
      const verified = await otp.verify({ mobile, purpose: 'paytmLink', code, subject: state });
      if (!verified.ok) return verified;
      await db.insert(sandboxPaytmWallets).values({ mobile, balancePaise: 0, createdAt: now() }).onConflictDoNothing();
      return { ok: true, token: `${mobile}${TOKEN_SEPARATOR}${signature(await key(), mobile)}` };
    },

    balance,

    async addMoney(token, { amountPaise, reference }) {
      const mobile = await mobileOf(token);
      if (!mobile) return null;
      await db.insert(sandboxPaytmWallets).values({ mobile, balancePaise: 0, createdAt: now() }).onConflictDoNothing();
      await move(mobile, 'ADD_MONEY', amountPaise, reference);
      return balance(token);
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
