/**
 * Pizza Pals loyalty, the Slice wallet's parts, cheesy rewards, spin the wheel and the World Pizza League
 * (SPEC 3 Loyalty, SPEC 4 loyalty enrollment, SPEC 9 loyalty rules). Shared by the server and the app.
 */
import { MS_PER_HOUR } from './time';

/** SPEC 9: 600 points = 1 free regular pizza. */
export const POINTS_PER_FREE_ITEM = 600;
/** SPEC 9: 1 point = 1 rupee in the Slice wallet. */
export const PAISE_PER_POINT = 100;
/** SPEC 9: points are credited within 24-48 hours and may be redeemed 24 hours after delivery: both start from delivery. */
export const POINTS_USABLE_AFTER_DELIVERY_HOURS = 24;
/** SPEC 9: the latest the credit may come. */
export const POINTS_CREDITED_WITHIN_HOURS = 48;

/** Points still on their way become usable this long after the order is delivered, on a clock running TIME_SCALE times faster. */
export const pointsUsableDelayMs = (timeScale: number): number => (POINTS_USABLE_AFTER_DELIVERY_HOURS * MS_PER_HOUR) / timeScale;

/** SPEC 3 cart item: free loyalty items carry menuType LOYALTY. */
export const LOYALTY_MENU_TYPE = 'LOYALTY';
/** SPEC 9: the free item is a regular pizza. */
export const FREE_ITEM_SIZE_CODE = 'R';

/** How many free items a points balance buys (SPEC 3 burnable.freeItems). */
export const freeItemsOf = (points: number): number => Math.max(0, Math.floor(points / POINTS_PER_FREE_ITEM));
/** SPEC 9: progress shown as slices, points / earnPointsPerOrder. */
export const slicesOf = (points: number, earnPointsPerOrder: number): number =>
  earnPointsPerOrder > 0 ? Math.floor(points / earnPointsPerOrder) : 0;

/** The programme's side of a membership: asked to enrol and waiting for its confirmation, enrolled, or opted out. */
export const LOYALTY_MEMBER_STATUSES = ['WAITING', 'ENROLLED', 'OPT_OUT'] as const;
export type LoyaltyMemberStatus = (typeof LOYALTY_MEMBER_STATUSES)[number];
/** What the loyalty info call answers: NEW before any enrolment. */
export const ENROLLMENT_STATUSES = ['NEW', ...LOYALTY_MEMBER_STATUSES] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];
/** SPEC 4: eligibility defaults to UNKNOWN until the programme is asked. */
export const ELIGIBILITIES = ['UNKNOWN', 'ELIGIBLE', 'NOT_ELIGIBLE'] as const;
export type Eligibility = (typeof ELIGIBILITIES)[number];
/** How an enrolment reached the programme: its page or widget, an order's enroll flag, the loyalty send-OTP variant. */
export const ENROLMENT_SOURCES = ['PAGE', 'ORDER', 'OTP'] as const;
export type EnrolmentSource = (typeof ENROLMENT_SOURCES)[number];
/** The programme confirms an enrolment this long after it was asked (at TIME_SCALE 1). */
export const ENROLMENT_CONFIRM_SECONDS = 30;
/** SPEC 3 loyaltyCardCode: PP and ten digits. */
export const LOYALTY_CARD_CODE_PATTERN = /^PP\d{10}$/;

/** A Pizza Pals ledger line: an earning waits for its credit (PENDING) or has reached the wallet (CREDITED); other lines are BOOKED. */
export const LEDGER_ENTRY_STATUSES = ['PENDING', 'CREDITED', 'BOOKED'] as const;
export type LedgerEntryStatus = (typeof LEDGER_ENTRY_STATUSES)[number];
/** Pizza Pals ledger page size. */
export const LOYALTY_LEDGER_PAGE_SIZE = 20;

/** SPEC 3 wallet point titles, in the order the wallet shows them. */
export const WALLET_PARTS = ['PIZZA_PALS', 'PROMO', 'REFUND'] as const;
export type WalletPart = (typeof WALLET_PARTS)[number];
/** A wallet payment spends promo points first (they expire), then refunds, then Pizza Pals points (they buy free pizzas). */
export const WALLET_SPENDING_ORDER: readonly WalletPart[] = ['PROMO', 'REFUND', 'PIZZA_PALS'];

/** Why the wallet moved: every credit and debit is one of these. */
export const WALLET_ENTRY_REASONS = [
  /** Pizza Pals points of an order credited after delivery. */
  'LOYALTY_EARNED',
  /** Points spent on free items of an order. */
  'LOYALTY_BURNED',
  /** Points of a failed or cancelled order given back. */
  'LOYALTY_RETURNED',
  /** The wallet part of an order's payment. */
  'ORDER_PAID',
  /** The wallet part of a failed or cancelled order given back. */
  'ORDER_RETURNED',
  /** A gateway refund moved to the wallet. */
  'REFUND',
  /** A prize or a reward (spin the wheel). */
  'PROMO',
  /** Promo points past their expiry. */
  'EXPIRED',
] as const;
export type WalletEntryReason = (typeof WALLET_ENTRY_REASONS)[number];
/** Promo points last this many days. */
export const PROMO_POINTS_VALID_DAYS = 30;
/** Wallet history page size. */
export const WALLET_HISTORY_PAGE_SIZE = 20;
/** SPEC 7 wallet history loyaltyProgramCode: the Slice wallet belongs to one programme, Pizza Pals. */
export const LOYALTY_PROGRAM_CODE = 'PIZZA_PALS';
/** SPEC 7 wallet history: the optional header naming the India day (YYYY-MM-DD) the history starts at, going back. */
export const TRANSACTION_DATE_HEADER = 'transactionDate';

/** Where promo points came from: a PROMO wallet entry's reference is `<source>:<id>` (promoReference). */
export const PROMO_SOURCES = ['SPIN', 'REWARD'] as const;
export type PromoSource = (typeof PROMO_SOURCES)[number];
/** The wallet entry reference of promo points from a source (a spin's id, a reward's id): unique per source. */
export const promoReference = (source: PromoSource, id: string): string => `${source}:${id}`;
/** The source a promo entry's reference names; null for any other reference. */
export function promoSourceOf(reference: string | null): PromoSource | null {
  return PROMO_SOURCES.find((source) => reference?.startsWith(`${source}:`) === true) ?? null;
}

/** Cheesy rewards: registered customers move along the track with each delivered order. */
export const CHEESY_STATUSES = ['NOT_REGISTERED', 'REGISTERED', 'OPTED_OUT'] as const;
export type CheesyStatus = (typeof CHEESY_STATUSES)[number];
/** A milestone's state for a customer: not reached yet, its coupon ready to use, used on an order, or past its validity unused. */
export const MILESTONE_STATES = ['LOCKED', 'READY', 'USED', 'EXPIRED'] as const;
export type MilestoneState = (typeof MILESTONE_STATES)[number];

/** Spin the wheel: what a segment gives. */
export const PRIZE_KINDS = ['POINTS', 'COUPON', 'NONE'] as const;
export type PrizeKind = (typeof PRIZE_KINDS)[number];
/** Reward coupons (spin prizes and milestones) are valid this many days. */
export const REWARD_COUPON_VALID_DAYS = 7;
/** Reward coupon codes: this prefix and random letters and digits (unguessable; never in the offers list). */
export const REWARD_COUPON_PREFIX = 'RW';
/** Spin the wheel: how long the wheel turns before it settles on the server's segment. */
export const SPIN_ANIMATION_MS = 4000;
/** Spin the wheel: whole turns before it settles, so the draw reads as a spin. */
export const SPIN_TURNS = 5;

/** SPEC 2: the world-pizza-league category. */
export const LEAGUE_CATEGORY_ID = 51;
