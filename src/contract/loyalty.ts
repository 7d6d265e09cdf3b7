/**
 * Pizza Pals (SPEC 3 Loyalty, SPEC 4 loyalty enrollment, SPEC 7 loyalty info, enrol, ledger; SPEC 9 loyalty rules):
 * a logged-in customer's membership, points balance, pending points and the programme's ledger. Times are epoch ms.
 */
import { z } from 'zod';
import { MAX_PAGE_NO } from '@/domain/limits';
import {
  ELIGIBILITIES,
  ENROLLMENT_STATUSES,
  LEDGER_ENTRY_STATUSES,
  LOYALTY_CARD_CODE_PATTERN,
  WALLET_ENTRY_REASONS,
} from '@/domain/loyalty';
import { rawText, refusal } from './fields';

const epochMs = z.number().int().nonnegative();
const points = z.number().int().nonnegative();

/** SPEC 3 loyaltyCardCode: PP and ten digits, as the loyalty info call issued it. */
export const loyaltyCardCode = rawText()
  .transform((value) => value.trim().toUpperCase())
  .refine((value) => LOYALTY_CARD_CODE_PATTERN.test(value), refusal({ server: 'loyaltyCardCodeInvalid' }));

/** SPEC 9 written as numbers: what one order earns, what a free item costs and when points arrive. */
export const loyaltyProgramConfig = z.object({
  /** SPEC 9: 1 order = 100 points (the first eligible order of an India day). */
  earnPointsPerOrder: points,
  /** SPEC 9: 600 points = 1 free regular pizza. */
  pointsPerFreeItem: points,
  /** SPEC 9: 1 point = 1 rupee, in paise. */
  paisePerPoint: points,
  /** SPEC 9: points may be used this many hours after delivery. */
  usableAfterDeliveryHours: points,
  /** SPEC 9: points are credited within this many hours. */
  creditedWithinHours: points,
  /** SPEC 9: the free item's size code (regular). */
  freeItemSizeCode: z.string(),
});
export type LoyaltyProgramConfig = z.infer<typeof loyaltyProgramConfig>;

/** SPEC 3 balance: the credited points and the free items they buy now. */
export const loyaltyBalance = z.object({
  overall: z.object({ points }),
  burnable: z.object({ freeItems: points }),
});

/** GET loyalty info: the caller's membership and balance (SPEC 3 Loyalty). */
export const loyaltyInfo = z.object({
  enrollmentStatus: z.enum(ENROLLMENT_STATUSES),
  /** SPEC 4 eligibility: a logged-in customer with a verified mobile may enrol. Never UNKNOWN on the wire. */
  eligibility: z.enum(ELIGIBILITIES).exclude(['UNKNOWN']),
  /**
   * The member's card code; for an eligible customer not yet a member, the code the programme issues them,
   * which the enrol call sends back. null for a customer who may not enrol.
   */
  loyaltyCardCode: z.string().regex(LOYALTY_CARD_CODE_PATTERN).nullable(),
  /** WAITING: when the programme confirms the enrolment; null otherwise. */
  confirmsAt: epochMs.nullable(),
  /** Credited Pizza Pals points only (pending points are not balance). */
  balance: loyaltyBalance,
  /** Points earned on delivered or coming orders, not credited yet (SPEC 9: within 24-48 hours). */
  pendingPoints: points,
  /** When the next pending points become usable; null when none is due or its delivery is still to come. */
  nextCreditAt: epochMs.nullable(),
  /** Whether an order today (India day) would still earn: the member has not earned today. */
  earnsToday: z.boolean(),
  programConfig: loyaltyProgramConfig,
});
export type LoyaltyInfo = z.infer<typeof loyaltyInfo>;

/** POST loyalty enrol body (SPEC 7: loyaltyCardCode; headers mobile, userId, utm). */
export const loyaltyEnrolBody = z.object({ loyaltyCardCode });
export type LoyaltyEnrolBody = z.input<typeof loyaltyEnrolBody>;

/** GET loyalty ledger query: the 1-based page. */
export const loyaltyLedgerQuery = z.object({
  page: z
    .string()
    .regex(/^\d{1,6}$/)
    .default('1')
    .transform(Number)
    .pipe(z.number().int().min(1).max(MAX_PAGE_NO)),
});

/** One line of the Pizza Pals ledger: an order's earning, points burned on free items, or points given back. */
export const loyaltyLedgerEntry = z.object({
  /** Stable across pages: `earn-<id>` or `wallet-<id>`. */
  id: z.string(),
  /** LOYALTY_EARNED for earnings; else the wallet entry's reason (LOYALTY_BURNED, LOYALTY_RETURNED, ORDER_PAID, ...). */
  reason: z.enum(WALLET_ENTRY_REASONS),
  status: z.enum(LEDGER_ENTRY_STATUSES),
  /** Positive for points in, negative for points out (a wallet payment may take part of a point: 1 point = Rs 1). */
  points: z.number(),
  /** When it happened: the order for earnings, the booking for the others. */
  at: epochMs,
  /** Earnings: when the points are (or were) credited; null while the order is not delivered. */
  creditAt: epochMs.nullable(),
  orderId: z.string().nullable(),
  /** The order number the customer knows (SPEC 3 {product}OrderId); null when the entry has no order. */
  sliceOrderId: z.string().nullable(),
});
export type LoyaltyLedgerEntry = z.infer<typeof loyaltyLedgerEntry>;

/** GET loyalty ledger: newest first, a page at a time. */
export const loyaltyLedgerPage = z.object({
  page: z.number().int().min(1),
  pageSize: z.number().int().positive(),
  hasMore: z.boolean(),
  entries: z.array(loyaltyLedgerEntry),
});
export type LoyaltyLedgerPage = z.infer<typeof loyaltyLedgerPage>;
