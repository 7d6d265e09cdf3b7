/**
 * Pizza Pals membership (SPEC 4 loyalty enrollment, SPEC 3 Loyalty, SPEC 9): who may enrol, the card code the
 * programme issues, enrolment (WAITING until the programme confirms, then ENROLLED), opting out and back in,
 * and the member's ledger. A WAITING membership counts as ENROLLED from its confirms_at on: the status follows
 * from stored times, so every server process answers the same.
 */
import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, isNull, min, ne, sql, sum } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { AUTH_ERROR_CODES, LOYALTY_ERROR_CODES } from '@/contract/codes';
import type { ErrorItem } from '@/contract/errors';
import type { LoyaltyInfo, LoyaltyLedgerEntry, LoyaltyLedgerPage, LoyaltyProgramConfig } from '@/contract/loyalty';
import { LOYALTY_POINTS_PER_ORDER } from '@/domain/afterOrder';
import {
  ENROLMENT_CONFIRM_SECONDS,
  FREE_ITEM_SIZE_CODE,
  LOYALTY_LEDGER_PAGE_SIZE,
  PAISE_PER_POINT,
  POINTS_CREDITED_WITHIN_HOURS,
  POINTS_PER_FREE_ITEM,
  POINTS_USABLE_AFTER_DELIVERY_HOURS,
  freeItemsOf,
  type EnrollmentStatus,
  type EnrolmentSource,
  type LoyaltyMemberStatus,
  type LedgerEntryStatus,
  type WalletEntryReason,
} from '@/domain/loyalty';
import { MS_PER_SECOND, indiaDay } from '@/domain/time';
import type { Database } from '../db/client';
import { loyaltyMembers, loyaltyPoints, orders, users, walletEntries, wallets } from '../db/schema';
import type { Clock } from './clock';
import { settleWallet } from './loyalty';
import { serverText, type ServerTextKey } from '../texts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Pick<Database, 'select'>;

/** SPEC 9 as the info call states it. */
export const PROGRAM_CONFIG: LoyaltyProgramConfig = {
  earnPointsPerOrder: LOYALTY_POINTS_PER_ORDER,
  pointsPerFreeItem: POINTS_PER_FREE_ITEM,
  paisePerPoint: PAISE_PER_POINT,
  usableAfterDeliveryHours: POINTS_USABLE_AFTER_DELIVERY_HOURS,
  creditedWithinHours: POINTS_CREDITED_WITHIN_HOURS,
  freeItemSizeCode: FREE_ITEM_SIZE_CODE,
};

const CARD_CODE_PREFIX = 'PP';
const CARD_CODE_DIGITS = 10;
/** Candidate codes per customer: the next one is issued should another member hold the first. */
const CARD_CODE_CANDIDATES = 5;

/** The programme's card codes for a customer, in the order it issues them: PP and ten digits from the user id. */
export function cardCodeCandidates(userId: string): string[] {
  return Array.from({ length: CARD_CODE_CANDIDATES }, (_, attempt) => {
    const digest = createHash('sha256').update(`pizza-pals\u0000${userId}\u0000${attempt}`).digest();
    const digits = (digest.readBigUInt64BE(0) % 10n ** BigInt(CARD_CODE_DIGITS)).toString().padStart(CARD_CODE_DIGITS, '0');
    return `${CARD_CODE_PREFIX}${digits}`;
  });
}

/** The programme confirms an enrolment this long after it is asked, on a clock TIME_SCALE times faster. */
export const enrolmentConfirmMs = (timeScale: number): number => (ENROLMENT_CONFIRM_SECONDS * MS_PER_SECOND) / timeScale;

type MemberRow = typeof loyaltyMembers.$inferSelect;

/** SPEC 4 status now: NEW without a membership, a WAITING one past its confirms_at is ENROLLED. */
export function statusOf(member: { status: LoyaltyMemberStatus; confirmsAt: Date } | undefined, at: Date): EnrollmentStatus {
  if (!member) return 'NEW';
  if (member.status === 'WAITING' && member.confirmsAt.getTime() <= at.getTime()) return 'ENROLLED';
  return member.status;
}

/** Members earn points and take free items; a customer who opted out or never enrolled does neither. */
export const isMemberStatus = (status: EnrollmentStatus): boolean => status === 'WAITING' || status === 'ENROLLED';

async function memberOf(db: Reader, userId: string): Promise<MemberRow | undefined> {
  const [member] = await db.select().from(loyaltyMembers).where(eq(loyaltyMembers.userId, userId));
  return member;
}

/** Whether an order placed now earns: the customer is a member (WAITING or ENROLLED). */
export async function earnsPoints(db: Reader, userId: string, at: Date): Promise<boolean> {
  return isMemberStatus(statusOf(await memberOf(db, userId), at));
}

/** A logged-in customer whose mobile answered an OTP may enrol. */
async function isEligible(db: Reader, userId: string): Promise<{ eligible: boolean; mobile: string | null }> {
  const [user] = await db
    .select({ anonymous: users.anonymous, mobile: users.mobile, verified: users.mobileVerified, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  const eligible = Boolean(user && !user.anonymous && user.deletedAt === null && user.mobile !== null && user.verified);
  return { eligible, mobile: user?.mobile ?? null };
}

/** The customer's candidate codes that another member holds. */
async function heldByOthers(db: Reader, userId: string, candidates: string[]): Promise<Set<string>> {
  const taken = await db
    .select({ cardCode: loyaltyMembers.cardCode })
    .from(loyaltyMembers)
    .where(and(inArray(loyaltyMembers.cardCode, candidates), ne(loyaltyMembers.userId, userId)));
  return new Set(taken.map((row) => row.cardCode));
}

/** The code the programme issues the customer: the first candidate no other member holds; null when all are taken. */
async function issuedCardCode(db: Reader, userId: string): Promise<string | null> {
  const candidates = cardCodeCandidates(userId);
  const held = await heldByOthers(db, userId, candidates);
  return candidates.find((code) => !held.has(code)) ?? null;
}

/** The code an enrolment takes: the member's own, else the one sent (one of the customer's candidates, free) or issued now. */
async function enrolmentCode(
  tx: Tx,
  userId: string,
  member: MemberRow | undefined,
  sent: string | undefined,
): Promise<EnrolResult | string> {
  if (member) return sent === undefined || sent === member.cardCode ? member.cardCode : { ok: false, reason: 'wrongCardCode' };
  const candidates = cardCodeCandidates(userId);
  if (sent !== undefined && !candidates.includes(sent)) return { ok: false, reason: 'wrongCardCode' };
  const held = await heldByOthers(tx, userId, candidates);
  // Issued to this customer but taken by another member since: the info call issues the next one.
  const code = sent ?? candidates.find((candidate) => !held.has(candidate));
  return code === undefined || held.has(code) ? { ok: false, reason: 'cardCodeTaken' } : code;
}

export type EnrolRefusal = 'notEligible' | 'wrongCardCode' | 'mobileMismatch' | 'cardCodeTaken';
export type EnrolResult = { ok: true; status: EnrollmentStatus } | { ok: false; reason: EnrolRefusal };

/** How a refused enrolment is answered (errors[0]). */
export const ENROL_REFUSALS: Record<EnrolRefusal, { status: 400 | 403 | 409; code: string; text: ServerTextKey }> = {
  wrongCardCode: { status: 400, code: LOYALTY_ERROR_CODES.wrongCardCode, text: 'loyaltyCardCodeInvalid' },
  cardCodeTaken: { status: 409, code: LOYALTY_ERROR_CODES.cardCodeTaken, text: 'loyaltyCardCodeTaken' },
  notEligible: { status: 403, code: LOYALTY_ERROR_CODES.notEligible, text: 'loyaltyNotEligible' },
  mobileMismatch: { status: 403, code: AUTH_ERROR_CODES.unauthorizedAccess, text: 'loyaltyMobileMismatch' },
};

/** errors[0] of a refused enrolment, in the request's language. */
export const enrolRefusalItem = (reason: EnrolRefusal): ErrorItem => ({
  code: ENROL_REFUSALS[reason].code,
  displayMsg: serverText(ENROL_REFUSALS[reason].text),
});

export interface EnrolRequest {
  userId: string;
  source: EnrolmentSource;
  /** The code sent back by the customer; the programme's own issued code when absent (order and OTP enrolments). */
  cardCode?: string;
  /** The SPEC 7 mobile header: must be the customer's own. */
  mobile?: string;
  at: Date;
}

/**
 * Enrols the customer (WAITING, confirmed at requested + ENROLMENT_CONFIRM_SECONDS scaled); a member stays as it
 * is, an opted-out customer waits for the programme again. Writes nothing when refused.
 */
export async function enrol(tx: Tx, timeScale: number, request: EnrolRequest): Promise<EnrolResult> {
  const { userId, at } = request;
  // One enrolment of a customer at a time, across processes.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`loyalty:${userId}`}))`);
  const { eligible, mobile } = await isEligible(tx, userId);
  if (!eligible) return { ok: false, reason: 'notEligible' };
  if (request.mobile !== undefined && request.mobile !== mobile) return { ok: false, reason: 'mobileMismatch' };
  const member = await memberOf(tx, userId);
  const status = statusOf(member, at);
  const code = await enrolmentCode(tx, userId, member, request.cardCode);
  if (typeof code !== 'string') return code;
  if (isMemberStatus(status)) return { ok: true, status };
  const confirmsAt = new Date(at.getTime() + enrolmentConfirmMs(timeScale));
  const values = { status: 'WAITING' as const, source: request.source, requestedAt: at, confirmsAt, updatedAt: at };
  if (member) {
    await tx.update(loyaltyMembers).set(values).where(eq(loyaltyMembers.userId, userId));
  } else {
    const [inserted] = await tx
      .insert(loyaltyMembers)
      .values({ userId, cardCode: code, ...values })
      .onConflictDoNothing()
      .returning({ userId: loyaltyMembers.userId });
    // Another customer took the code between the read and the write.
    if (!inserted) return { ok: false, reason: 'cardCodeTaken' };
  }
  return { ok: true, status: 'WAITING' };
}

/** Leaves the programme: no more earning or free items; the points stay in the wallet. False when not a member. */
export async function optOut(tx: Tx, userId: string, at: Date): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`loyalty:${userId}`}))`);
  const member = await memberOf(tx, userId);
  const status = statusOf(member, at);
  if (status === 'OPT_OUT') return true;
  if (!isMemberStatus(status)) return false;
  await tx.update(loyaltyMembers).set({ status: 'OPT_OUT', updatedAt: at }).where(eq(loyaltyMembers.userId, userId));
  return true;
}

/** GET loyalty info: the points due are credited first, so the balance counts them from the minute they are usable. */
export async function loyaltyInfo(db: Database, userId: string, at: Date): Promise<LoyaltyInfo> {
  await settleWallet(db, userId, at);
  const [member, { eligible }, [wallet], [pending], [earnedToday]] = await Promise.all([
    memberOf(db, userId),
    isEligible(db, userId),
    db.select({ paise: wallets.pizzaPalsPaise }).from(wallets).where(eq(wallets.userId, userId)),
    db
      .select({ points: sum(loyaltyPoints.points).mapWith(Number), next: min(loyaltyPoints.creditableAt) })
      .from(loyaltyPoints)
      .where(and(eq(loyaltyPoints.userId, userId), isNull(loyaltyPoints.creditedAt))),
    db
      .select({ id: loyaltyPoints.id })
      .from(loyaltyPoints)
      .where(and(eq(loyaltyPoints.userId, userId), eq(loyaltyPoints.earnedOn, indiaDay(at)))),
  ]);
  const status = statusOf(member, at);
  const points = Math.floor((wallet?.paise ?? 0) / PAISE_PER_POINT);
  const cardCode = member?.cardCode ?? (eligible ? await issuedCardCode(db, userId) : null);
  return {
    enrollmentStatus: status,
    eligibility: eligible ? 'ELIGIBLE' : 'NOT_ELIGIBLE',
    loyaltyCardCode: cardCode,
    confirmsAt: status === 'WAITING' && member ? member.confirmsAt.getTime() : null,
    balance: { overall: { points }, burnable: { freeItems: isMemberStatus(status) ? freeItemsOf(points) : 0 } },
    pendingPoints: pending?.points ?? 0,
    nextCreditAt: pending?.next ? pending.next.getTime() : null,
    earnsToday: isMemberStatus(status) && !earnedToday,
    programConfig: PROGRAM_CONFIG,
  };
}

/** Earnings wait for their credit or have had it; the wallet's other entries are booked when written. */
const ledgerStatus = (isEarning: boolean, credited: boolean): LedgerEntryStatus =>
  !isEarning ? 'BOOKED' : credited ? 'CREDITED' : 'PENDING';

const EARNING_KIND = 'earn';
const WALLET_KIND = 'wallet';

/** GET loyalty ledger: earnings (pending or credited) and the Pizza Pals part's other entries (credited earnings show as their earning), newest first. */
export async function loyaltyLedger(db: Database, userId: string, page: number, at: Date): Promise<LoyaltyLedgerPage> {
  await settleWallet(db, userId, at);
  const earnings = db
    .select({
      kind: sql<string>`${EARNING_KIND}`.as('kind'),
      entryId: loyaltyPoints.id,
      reason: sql<string>`'LOYALTY_EARNED'`.as('reason'),
      paise: sql<number>`${loyaltyPoints.points} * ${PAISE_PER_POINT}`.mapWith(Number).as('paise'),
      at: loyaltyPoints.createdAt,
      creditableAt: loyaltyPoints.creditableAt,
      creditedAt: loyaltyPoints.creditedAt,
      orderId: sql<string | null>`${loyaltyPoints.orderId}`.as('order_id'),
      sliceOrderId: orders.sliceOrderId,
    })
    .from(loyaltyPoints)
    .leftJoin(orders, eq(orders.id, loyaltyPoints.orderId))
    .where(eq(loyaltyPoints.userId, userId));
  const others = db
    .select({
      kind: sql<string>`${WALLET_KIND}`.as('kind'),
      entryId: walletEntries.id,
      reason: sql<string>`${walletEntries.reason}::text`.as('reason'),
      paise: walletEntries.amountPaise,
      at: walletEntries.createdAt,
      creditableAt: sql<Date | null>`null::timestamptz`.as('creditable_at'),
      creditedAt: sql<Date | null>`null::timestamptz`.as('credited_at'),
      orderId: walletEntries.orderId,
      sliceOrderId: orders.sliceOrderId,
    })
    .from(walletEntries)
    .leftJoin(orders, eq(orders.id, walletEntries.orderId))
    .where(and(eq(walletEntries.userId, userId), eq(walletEntries.part, 'PIZZA_PALS'), ne(walletEntries.reason, 'LOYALTY_EARNED')));
  const rows = await unionAll(earnings, others)
    // By position: the union's columns keep the first select's names (created_at, id).
    .orderBy(desc(sql`5`), desc(sql`2`), desc(sql`1`))
    .limit(LOYALTY_LEDGER_PAGE_SIZE + 1)
    .offset((page - 1) * LOYALTY_LEDGER_PAGE_SIZE);
  const entries = rows.slice(0, LOYALTY_LEDGER_PAGE_SIZE).map((row): LoyaltyLedgerEntry => {
    const isEarning = row.kind === EARNING_KIND;
    const creditAt = row.creditedAt ?? row.creditableAt;
    return {
      id: `${row.kind}-${row.entryId}`,
      reason: row.reason as WalletEntryReason,
      status: ledgerStatus(isEarning, row.creditedAt !== null),
      points: Number(row.paise) / PAISE_PER_POINT,
      at: new Date(row.at).getTime(),
      creditAt: isEarning && creditAt !== null ? new Date(creditAt).getTime() : null,
      orderId: row.orderId,
      sliceOrderId: row.sliceOrderId,
    };
  });
  return { page, pageSize: LOYALTY_LEDGER_PAGE_SIZE, hasMore: rows.length > LOYALTY_LEDGER_PAGE_SIZE, entries };
}

export interface LoyaltyMembers {
  info(userId: string): Promise<LoyaltyInfo>;
  enrol(request: Omit<EnrolRequest, 'at'>): Promise<EnrolResult>;
  optOut(userId: string): Promise<boolean>;
  ledger(userId: string, page: number): Promise<LoyaltyLedgerPage>;
}

/** The membership service on a clock running TIME_SCALE times faster. */
export function createLoyaltyMembers(db: Database, clock: Clock, timeScale: number): LoyaltyMembers {
  const now = () => new Date(clock());
  return {
    info: (userId) => loyaltyInfo(db, userId, now()),
    enrol: (request) => db.transaction((tx) => enrol(tx, timeScale, { ...request, at: now() })),
    optOut: (userId) => db.transaction((tx) => optOut(tx, userId, now())),
    ledger: (userId, page) => loyaltyLedger(db, userId, page, now()),
  };
}
