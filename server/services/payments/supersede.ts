/**
 * One cart, at most one payable pending order (a user has one cart). A confirmation with a new idempotency key that
 * finds a pending order of the user, and would otherwise be placed, supersedes the user's pending orders: each
 * payment is cancelled at the gateway and its order FAILED (SUPERSEDED), its wallet hold and coupon released. If the
 * gateway had already been paid, that order is confirmed instead and the new confirmation is refused, writing
 * nothing. Placed again after that, a pending order still found (a concurrent confirmation won) refuses the new one:
 * never two charges for one cart.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { ErrorItem } from '@/contract/errors';
import type { Database } from '../../db/client';
import { orders, payments } from '../../db/schema';
import type { Clock } from '../clock';
import type { Convergence } from './convergence';
import { paymentWindowMs } from './timings';
import { serverText } from '../../texts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const SUPERSEDE_ERROR_CODES = { earlierOrderPaid: 'EARLIER_ORDER_PAID', paymentInProgress: 'PAYMENT_IN_PROGRESS' } as const;

const paymentInProgress = (): ErrorItem => ({ code: SUPERSEDE_ERROR_CODES.paymentInProgress, displayMsg: serverText('paymentInProgress') });

export interface SupersedeOptions {
  db: Database;
  clock: Clock;
  timeScale: number;
  convergence: Convergence;
}

/**
 * For a new confirmation that found a pending order in its way: supersedes the user's pending orders but the one of
 * its own key (a concurrent repeat may have placed it meanwhile); an error when the confirmation must be refused.
 */
export async function supersedePendingOrders(
  { db, clock, timeScale, convergence }: SupersedeOptions,
  userId: string,
  idempotencyKey: string,
): Promise<ErrorItem | null> {
  const pending = await db
    .select({ payment: payments, createdAt: orders.createdAt })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orders.status, 'PENDING'), ne(orders.idempotencyKey, idempotencyKey)));
  for (const { payment, createdAt } of pending) {
    const outcome = await convergence.cancel(payment, 'SUPERSEDED');
    if (outcome === 'CONFIRMED') return { code: SUPERSEDE_ERROR_CODES.earlierOrderPaid, displayMsg: serverText('earlierOrderPaid') };
    if (outcome !== 'UNKNOWN_AT_GATEWAY') continue;
    // Not at the gateway yet: its confirmation is still answering, unless that was long ago (it never will) or it
    // waits for the customer's step (a COD OTP): the customer chose to pay otherwise.
    if (payment.step === null && createdAt.getTime() > clock() - paymentWindowMs(timeScale)) return paymentInProgress();
    await convergence.abandon(payment, 'SUPERSEDED');
  }
  return null;
}

/** Inside the confirmation's transaction: a pending order of the user (an earlier one, or a concurrent confirmation's). */
export async function pendingOrderConflict(tx: Tx, userId: string): Promise<ErrorItem | null> {
  const [pending] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'PENDING')))
    .limit(1);
  return pending ? paymentInProgress() : null;
}
