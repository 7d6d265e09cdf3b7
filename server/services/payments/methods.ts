/** GET paymentOptions (methods, last successful method, wallet balance) and GET cardValidation (SPEC 5). */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { PaymentProvider, PaymentType, UpiMode } from '@/contract/codes';
import type { CardValidationResponse, PaymentMethod, PaymentOptionsResponse } from '@/contract/payments';
import type { Database } from '../../db/client';
import { orders, paymentMethods, wallets } from '../../db/schema';
import { settleWallet } from '../loyalty';
import { BLOCKED_CARD_BINS } from './constants';
import { CHECKOUT_ERROR_CODES } from './messages';
import { namedInLanguage, serverText } from '../../texts';

type Db = Pick<Database, 'select' | 'transaction'>;
type MethodRow = typeof paymentMethods.$inferSelect;

export function toMethod(row: MethodRow): PaymentMethod {
  const method: PaymentMethod = {
    paymentId: row.id,
    paymentType: row.paymentType as PaymentType,
    name: row.name,
    provider: row.provider as PaymentProvider | null,
    enabled: row.enabled === 'E' ? 'E' : 'D',
  };
  return row.upiModes.length > 0 ? { ...method, upiModes: row.upiModes as UpiMode[] } : method;
}

export async function findMethods(db: Db, ids: string[]): Promise<Map<string, PaymentMethod>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(paymentMethods).where(inArray(paymentMethods.id, ids));
  return new Map(rows.map((row) => [row.id, toMethod(row)]));
}

/** The Slice wallet balance, paise (0 without a wallet: guests), once the points due are credited. */
export async function walletBalance(db: Db, userId: string, at: Date): Promise<number> {
  await settleWallet(db, userId, at);
  const [wallet] = await db.select({ balance: wallets.balancePaise }).from(wallets).where(eq(wallets.userId, userId));
  return wallet?.balance ?? 0;
}

export async function paymentOptions(db: Db, userId: string, at: Date): Promise<PaymentOptionsResponse> {
  const [rows, [last], balance] = await Promise.all([
    db.select().from(paymentMethods).orderBy(asc(paymentMethods.position)),
    db
      .select({ paymentId: orders.primaryPaymentId })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.status, 'CONFIRMED')))
      .orderBy(desc(orders.confirmedAt))
      .limit(1),
    walletBalance(db, userId, at),
  ]);
  return { methods: rows.map((row) => namedInLanguage(toMethod(row))), lastUsedPaymentId: last?.paymentId ?? null, walletBalance: balance };
}

export const isBlockedBin = (bin: string): boolean => BLOCKED_CARD_BINS.includes(bin);

export function validateCardBin(bin: string): CardValidationResponse {
  return isBlockedBin(bin)
    ? { status: 'FAILED', errors: [{ code: CHECKOUT_ERROR_CODES.cardNotSupported, displayMsg: serverText('cardNotSupported') }] }
    : { status: 'SUCCESS' };
}
