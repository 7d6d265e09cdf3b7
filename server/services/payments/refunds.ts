/**
 * Refunds of money a failed order took (SPEC 4 'A refund is initiated on failure'): the gateway part is refunded to
 * its source and completes when the gateway settles it; the customer may instead take it to the Slice wallet as
 * Refund Points (SPEC 3) while it has not settled: the gateway refund is withdrawn first, then the wallet is
 * credited, so the money moves once. A wallet part is credited back at once (orders.ts failPayment).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { PaymentType } from '@/contract/codes';
import type { OrderRefund } from '@/contract/afterOrder';
import type { Database } from '../../db/client';
import { orders, payments, refunds } from '../../db/schema';
import { creditWallet } from '../walletLedger';
import { eachInTurn } from './eachInTurn';
import type { PaymentGateway } from './gateway';

type PaymentRow = typeof payments.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;
type GatewayOf = (provider: string) => PaymentGateway;

/** Refunds looked at per reconciler round. */
const REFUND_BATCH = 100;

/**
 * Asks the gateway what a payment we will not keep debited, starts its refund and records it; then marks the
 * payment checked, so the reconciler retries this after a crash and never twice.
 */
export async function startGatewayRefund(db: Database, gateway: PaymentGateway, payment: PaymentRow, at: Date): Promise<void> {
  const state = await gateway.status(payment.id);
  const refundId = state && state.debitedPaise > 0 ? await gateway.refund(payment.id) : null;
  if (state && refundId) {
    await db
      .insert(refunds)
      .values({
        id: randomUUID(),
        orderId: payment.orderId,
        paymentType: payment.paymentType,
        amountPaise: state.debitedPaise,
        status: 'INITIATED',
        gatewayRefundId: refundId,
        createdAt: at,
      })
      .onConflictDoNothing();
  }
  await db.update(payments).set({ refundCheckedAt: at }).where(eq(payments.id, payment.id));
}

/** Marks a gateway refund completed, the way it went (to its source, or moved to the wallet). */
export async function completeToSource(db: Database, refund: Pick<RefundRow, 'id'>, settledAt: Date): Promise<void> {
  await db
    .update(refunds)
    .set({ status: 'COMPLETED', completedAt: settledAt })
    .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'INITIATED')));
}

/** The wallet is credited with the refund as Refund Points, once: only the call that completes the refund credits. */
export async function completeToWallet(db: Database, refundId: string, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(refunds)
      .set({ status: 'COMPLETED', destination: 'WALLET', completedAt: at })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'INITIATED')))
      .returning();
    if (!moved) return false;
    const [order] = await tx.select({ userId: orders.userId }).from(orders).where(eq(orders.id, moved.orderId));
    if (!order) throw new Error(`The order of refund ${refundId} is missing.`);
    await creditWallet(tx, {
      userId: order.userId,
      part: 'REFUND',
      reason: 'REFUND',
      amountPaise: moved.amountPaise,
      orderId: moved.orderId,
      at,
    });
    return true;
  });
}

/**
 * Reconciler round: failed payments whose refund check a crash cut short are checked again; INITIATED gateway
 * refunds are asked about: SETTLED completes them at the settlement time, CANCELLED (a move to the wallet cut short
 * after the gateway withdrew it) completes the move.
 */
export async function reconcileRefunds(db: Database, gatewayOf: GatewayOf, at: Date): Promise<void> {
  const steps = [() => checkUnrefunded(db, gatewayOf, at), () => followOpenRefunds(db, gatewayOf, at)];
  await eachInTurn(steps, (step) => step(), 'refund steps');
}

async function checkUnrefunded(db: Database, gatewayOf: GatewayOf, at: Date): Promise<void> {
  const unchecked = await db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'FAILED'), isNotNull(payments.provider), isNull(payments.refundCheckedAt)))
    .orderBy(asc(payments.updatedAt))
    .limit(REFUND_BATCH);
  await eachInTurn(unchecked, (payment) => startGatewayRefund(db, gatewayOf(payment.provider ?? ''), payment, at), 'refund checks');
}

async function followOpenRefunds(db: Database, gatewayOf: GatewayOf, at: Date): Promise<void> {
  const open = await db
    .select({ refund: refunds, provider: payments.provider })
    .from(refunds)
    .innerJoin(payments, eq(payments.orderId, refunds.orderId))
    .where(and(eq(refunds.status, 'INITIATED'), isNotNull(refunds.gatewayRefundId), isNotNull(payments.provider)))
    .orderBy(asc(refunds.createdAt))
    .limit(REFUND_BATCH);
  await eachInTurn(
    open,
    async ({ refund, provider }) => {
      const state = await gatewayOf(provider ?? '').refundStatus(refund.gatewayRefundId ?? '');
      if (state?.status === 'SETTLED') await completeToSource(db, refund, state.settledAt ?? at);
      else if (state?.status === 'CANCELLED') await completeToWallet(db, refund.id, at);
    },
    'open refunds',
  );
}

/** The order's refunds for its details page, oldest first. */
export async function refundsOf(db: Pick<Database, 'select'>, orderId: string): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt));
}

/** The gateway refund a customer may still take to the wallet instead. */
export const movableToWallet = (rows: readonly RefundRow[]): RefundRow | undefined =>
  rows.find((row) => row.status === 'INITIATED' && row.destination === 'SOURCE' && row.gatewayRefundId !== null);

export const refundView = (row: RefundRow): OrderRefund => ({
  paymentType: row.paymentType as PaymentType,
  amount: row.amountPaise,
  status: row.status,
  destination: row.destination,
  initiatedAt: row.createdAt.getTime(),
  completedAt: row.completedAt?.getTime() ?? null,
});
