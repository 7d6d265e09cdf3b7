/**
 * E-vouchers and gift cards (SPEC 4 EVOUCHER, EV_PIN, EV_OTP; SPEC 7 E-voucher; SPEC 8 e-voucher refusals). A voucher
 * pays an order in three moves: placing the order records its share HELD but unverified (it keeps nothing of the
 * balance yet, so knowing a code locks nobody's card); the PIN or OTP accepted VERIFIES the hold under the voucher row
 * lock (FOR UPDATE), only when what is free (the balance less every verified HELD share) still covers it, so two orders
 * never spend the same balance; confirmation CAPTURES the hold (the balance moves then, once); a failed or cancelled
 * order RELEASES it (the balance never moved).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { ErrorItem } from '@/contract/errors';
import type { VoucherCheckResponse, VoucherDetails, VoucherStep } from '@/contract/vouchers';
import { maskedMobile, maskedVoucherCode, voucherShareOf } from '@/domain/voucher';
import type { Database } from '../../db/client';
import { voucherRedemptions, vouchers, type PaymentStep } from '../../db/schema';
import { serverText } from '../../texts';
import { CHECKOUT_ERROR_CODES } from './messages';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Database | Tx;
export type VoucherRow = typeof vouchers.$inferSelect;

/** The payment step a voucher's order waits for, by the voucher's auth. */
export const VOUCHER_STEP_OF = { PIN: 'EV_PIN', OTP: 'EV_OTP' } as const satisfies Record<VoucherRow['auth'], PaymentStep>;

export const isVoucherStep = (step: PaymentStep | null): step is 'EV_PIN' | 'EV_OTP' => step === 'EV_PIN' || step === 'EV_OTP';

const PIN_SALT_BYTES = 16;

/** `salt$hmac`: the PIN keyed by a random salt of its own (hex). */
export function pinHashOf(pin: string, salt = randomBytes(PIN_SALT_BYTES).toString('hex')): string {
  return `${salt}$${createHmac('sha256', salt).update(pin).digest('hex')}`;
}

/** Compared in constant time; false for a voucher without a PIN. */
export function pinMatches(stored: string | null, pin: string): boolean {
  if (stored === null) return false;
  const [salt, digest] = stored.split('$');
  if (!salt || !digest) return false;
  const expected = Buffer.from(digest, 'hex');
  const actual = Buffer.from(pinHashOf(pin, salt).split('$')[1] ?? '', 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const voucherRefusal = (key: 'voucherNotFound' | 'voucherExpired' | 'voucherEmpty' | 'voucherShort'): ErrorItem => ({
  code: CHECKOUT_ERROR_CODES[key],
  displayMsg: serverText(key),
});

/** What verified HELD shares of pending orders keep of a voucher's balance (an unverified hold keeps nothing), but `exceptOrderId`'s. */
async function heldPaise(db: Reader, code: string, exceptOrderId?: string): Promise<number> {
  const [row] = await db
    .select({ held: sql<string | null>`sum(${voucherRedemptions.amountPaise})` })
    .from(voucherRedemptions)
    .where(
      and(
        eq(voucherRedemptions.voucherCode, code),
        eq(voucherRedemptions.status, 'HELD'),
        isNotNull(voucherRedemptions.verifiedAt),
        exceptOrderId === undefined ? undefined : ne(voucherRedemptions.orderId, exceptOrderId),
      ),
    );
  return Number(row?.held ?? 0);
}

/** The voucher and what it can pay now, or why it cannot pay at all. */
async function usable(
  db: Reader,
  voucher: VoucherRow | undefined,
  at: Date,
): Promise<{ voucher: VoucherRow; freePaise: number } | ErrorItem> {
  if (!voucher) return voucherRefusal('voucherNotFound');
  if (voucher.expiresAt.getTime() <= at.getTime()) return voucherRefusal('voucherExpired');
  const freePaise = voucher.balancePaise - (await heldPaise(db, voucher.code));
  if (freePaise <= 0) return voucherRefusal('voucherEmpty');
  return { voucher, freePaise };
}

const isRefusal = (value: object): value is ErrorItem => 'code' in value;

/** SPEC 7 E-voucher: the voucher's kind, what it can pay now, its expiry and how it is proved; FAILED when it cannot pay. */
export async function checkVoucher(db: Database, code: string, at: Date): Promise<VoucherCheckResponse> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.code, code));
  const found = await usable(db, row, at);
  if (isRefusal(found)) return { status: 'FAILED', errors: [found] };
  const voucher: VoucherDetails = {
    voucherCode: found.voucher.code,
    kind: found.voucher.kind,
    balancePaise: found.freePaise,
    expiresAt: found.voucher.expiresAt.getTime(),
    auth: found.voucher.auth,
  };
  return { status: 'SUCCESS', voucher };
}

/** A voucher share decided at placement: what it pays and the step that proves it. */
export interface VoucherShare {
  code: string;
  amountPaise: number;
  step: 'EV_PIN' | 'EV_OTP';
}

/**
 * Locks the voucher row until the placing transaction ends and says what it pays of `duePaise` (what verified holds
 * leave free). A refusal when it cannot pay, or pays less without a second method.
 */
export async function lockVoucherShare(
  tx: Tx,
  { code, duePaise, hasSecondMethod, at }: { code: string; duePaise: number; hasSecondMethod: boolean; at: Date },
): Promise<VoucherShare | ErrorItem> {
  const [row] = await tx.select().from(vouchers).where(eq(vouchers.code, code)).for('update');
  const found = await usable(tx, row, at);
  if (isRefusal(found)) return found;
  const amountPaise = voucherShareOf(duePaise, found.freePaise);
  if (amountPaise < duePaise && !hasSecondMethod) {
    return { code: CHECKOUT_ERROR_CODES.voucherInsufficient, displayMsg: serverText('voucherInsufficient') };
  }
  return { code: found.voucher.code, amountPaise, step: VOUCHER_STEP_OF[found.voucher.auth] };
}

/** The order's share HELD on the voucher, unverified: it counts against the balance once its PIN or OTP is accepted. */
export async function holdVoucher(tx: Tx, orderId: string, share: VoucherShare, at: Date): Promise<void> {
  await tx.insert(voucherRedemptions).values({
    orderId,
    voucherCode: share.code,
    amountPaise: share.amountPaise,
    status: 'HELD',
    createdAt: at,
    updatedAt: at,
  });
}

/** Confirmation: the held share leaves the voucher's balance, once. */
export async function captureVoucher(tx: Tx, orderId: string, at: Date): Promise<void> {
  const [captured] = await tx
    .update(voucherRedemptions)
    .set({ status: 'CAPTURED', updatedAt: at })
    .where(and(eq(voucherRedemptions.orderId, orderId), eq(voucherRedemptions.status, 'HELD')))
    .returning();
  if (!captured) return;
  await tx
    .update(vouchers)
    .set({ balancePaise: sql`${vouchers.balancePaise} - ${captured.amountPaise}` })
    .where(eq(vouchers.code, captured.voucherCode));
}

/** Failure: the hold ends and the voucher's balance is free again (it never moved). */
export async function releaseVoucher(tx: Tx, orderId: string, at: Date): Promise<void> {
  await tx
    .update(voucherRedemptions)
    .set({ status: 'RELEASED', updatedAt: at })
    .where(and(eq(voucherRedemptions.orderId, orderId), eq(voucherRedemptions.status, 'HELD')));
}

/** The order's voucher share with its voucher; null when the order is not paid by one. */
export async function redemptionOf(
  db: Reader,
  orderId: string,
): Promise<{ redemption: typeof voucherRedemptions.$inferSelect; voucher: VoucherRow } | null> {
  const [row] = await db
    .select({ redemption: voucherRedemptions, voucher: vouchers })
    .from(voucherRedemptions)
    .innerJoin(vouchers, eq(vouchers.code, voucherRedemptions.voucherCode))
    .where(eq(voucherRedemptions.orderId, orderId));
  return row ?? null;
}

/**
 * The PIN or OTP was accepted: under the voucher row lock, the order's hold is verified when what the voucher has free
 * (its balance less the other verified holds) still covers it; otherwise why not (spent or expired meanwhile).
 * 'verified' again for a hold verified before.
 */
export async function verifyVoucherHold(db: Database, orderId: string, at: Date): Promise<'verified' | ErrorItem> {
  return db.transaction(async (tx) => {
    const [hold] = await tx.select().from(voucherRedemptions).where(eq(voucherRedemptions.orderId, orderId));
    if (!hold || hold.status !== 'HELD') return voucherRefusal('voucherEmpty');
    const [voucher] = await tx.select().from(vouchers).where(eq(vouchers.code, hold.voucherCode)).for('update');
    if (!voucher) return voucherRefusal('voucherNotFound');
    if (hold.verifiedAt !== null) return 'verified';
    if (voucher.expiresAt.getTime() <= at.getTime()) return voucherRefusal('voucherExpired');
    const freePaise = voucher.balancePaise - (await heldPaise(tx, voucher.code, orderId));
    if (freePaise < hold.amountPaise) return voucherRefusal(freePaise <= 0 ? 'voucherEmpty' : 'voucherShort');
    await tx
      .update(voucherRedemptions)
      .set({ verifiedAt: at, updatedAt: at })
      .where(and(eq(voucherRedemptions.orderId, orderId), eq(voucherRedemptions.status, 'HELD')));
    return 'verified';
  });
}

/** The EV_PIN / EV_OTP details of a confirm answer; null when the order holds no voucher. */
export async function voucherStepOf(db: Reader, orderId: string, restPaise: number): Promise<VoucherStep | null> {
  const found = await redemptionOf(db, orderId);
  if (!found) return null;
  return {
    voucherCode: maskedVoucherCode(found.voucher.code),
    kind: found.voucher.kind,
    auth: found.voucher.auth,
    amountPaise: found.redemption.amountPaise,
    restPaise,
    mobileHint: found.voucher.mobile === null ? null : maskedMobile(found.voucher.mobile),
  };
}
