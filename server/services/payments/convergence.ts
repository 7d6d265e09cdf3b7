/**
 * Payment state converges on what the gateway knows (docs/payments.md): the mandatory status check while the app
 * polls, cancelling an open payment (the customer gives up, a newer confirmation supersedes it, or it expires), and
 * the reconciler round that looks at every payment still pending after its window. Applying an outcome is idempotent
 * (orders.ts succeeds or fails a payment only from PENDING), so a callback, a poll and the reconciler of several
 * processes may all see the same outcome and it is applied once.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments, type OrderFailureReason } from '../../db/schema';
import type { Clock } from '../clock';
import type { GatewayPayment, PaymentGateway } from './gateway';
import { eachInTurn } from './eachInTurn';
import { reconcileRefunds } from './refunds';
import { paymentWindowMs } from './timings';

type PaymentRow = typeof payments.$inferSelect;

/** Payments looked at per reconciler round. */
const RECONCILE_BATCH = 100;

/** How orders.ts applies a gateway outcome to the order. */
export interface Settlement {
  /** Confirms the order of a PENDING payment, once; a payment we had already failed is refunded instead. */
  succeed(payment: PaymentRow): Promise<void>;
  /** Fails the order of a PENDING payment, once, releasing wallet holds and refunding what was debited. */
  fail(payment: PaymentRow, reason: OrderFailureReason): Promise<void>;
  /** Refunds what the gateway took for a payment we had already failed (checked again by the reconciler if cut short). */
  refundFailed(payment: PaymentRow): Promise<void>;
}

export interface ConvergenceOptions {
  db: Database;
  clock: Clock;
  timeScale: number;
  gatewayOf(provider: string): PaymentGateway;
  settlement: Settlement;
}

export type CancelOutcome = 'CONFIRMED' | 'FAILED' | 'UNKNOWN_AT_GATEWAY';

export interface Convergence {
  /** The mandatory status check: asks the gateway about a pending payment and applies SUCCESS or FAILED. */
  check(payment: PaymentRow): Promise<GatewayPayment | null>;
  /**
   * Cancels a pending payment at the gateway and fails its order with the reason; when the gateway had been paid
   * first the order is confirmed instead. UNKNOWN_AT_GATEWAY (nothing changed): the payment is not created there yet.
   */
  cancel(payment: PaymentRow, reason: OrderFailureReason): Promise<CancelOutcome>;
  /**
   * Fails a pending payment the gateway does not know (its confirmation has not created it there yet, or died before),
   * releasing what it held, then withdraws it at the gateway in case the confirmation created it meanwhile.
   */
  abandon(payment: PaymentRow, reason: OrderFailureReason): Promise<void>;
  /**
   * For a payment we have failed: cancelled at the gateway should it be there, so it can never be paid; what the
   * gateway had taken for it first is refunded.
   */
  withdraw(payment: PaymentRow): Promise<void>;
  /** One reconciler round: pending payments past their window, their expiry, and refunds. */
  reconcile(): Promise<void>;
}

export function createConvergence({ db, clock, timeScale, gatewayOf, settlement }: ConvergenceOptions): Convergence {
  // A payment we cancelled there is failed by whoever cancelled it, with its reason (expired, cancelled by the
  // customer); failing it here too would race that and could word it as a payment failure.
  async function apply(payment: PaymentRow, state: GatewayPayment | null): Promise<void> {
    if (state?.status === 'SUCCESS') await settlement.succeed(payment);
    else if (state?.status === 'FAILED' && !state.cancelled) await settlement.fail(payment, 'PAYMENT_FAILED');
  }

  async function check(payment: PaymentRow): Promise<GatewayPayment | null> {
    if (payment.provider === null) return null;
    const state = await gatewayOf(payment.provider).status(payment.id);
    await apply(payment, state);
    return state;
  }

  async function cancel(payment: PaymentRow, reason: OrderFailureReason): Promise<CancelOutcome> {
    if (payment.provider === null) return 'UNKNOWN_AT_GATEWAY';
    const state = await gatewayOf(payment.provider).cancel(payment.id);
    if (!state) return 'UNKNOWN_AT_GATEWAY';
    if (state.status === 'SUCCESS') {
      await settlement.succeed(payment);
      return 'CONFIRMED';
    }
    // A payment the gateway had failed on its own before the cancel failed for that, whoever asked.
    await settlement.fail(payment, state.cancelled ? reason : 'PAYMENT_FAILED');
    return 'FAILED';
  }

  async function withdraw(payment: PaymentRow): Promise<void> {
    if (payment.provider === null) return;
    const state = await gatewayOf(payment.provider).cancel(payment.id);
    if (state && state.debitedPaise > 0) await settlement.refundFailed(payment);
  }

  // Failed here before the cancel there, while answer() in orders.ts creates there before reading here: whichever
  // comes second sees the other, so a payment we failed is never left payable at the gateway.
  async function abandon(payment: PaymentRow, reason: OrderFailureReason): Promise<void> {
    await settlement.fail(payment, reason);
    await withdraw(payment);
  }

  /**
   * A payment past its window: the gateway's outcome applied, or, past its expiry, cancelled there and failed. A payment
   * no gateway knows (a cash order waiting for its COD OTP) is failed EXPIRED at its expiry.
   */
  async function settleOverdue(payment: PaymentRow, at: number): Promise<void> {
    const state = await check(payment);
    if (state?.status === 'SUCCESS' || (state?.status === 'FAILED' && !state.cancelled)) return;
    if (payment.expiresAt.getTime() > at) return;
    // Expired: cancelled at the gateway, or abandoned when the gateway does not know it.
    if ((await cancel(payment, 'EXPIRED')) === 'UNKNOWN_AT_GATEWAY') await abandon(payment, 'EXPIRED');
  }

  async function reconcilePayments(at: number): Promise<void> {
    const overdue = await db
      .select()
      .from(payments)
      .where(and(eq(payments.status, 'PENDING'), lte(payments.createdAt, new Date(at - paymentWindowMs(timeScale)))))
      .orderBy(asc(payments.createdAt))
      .limit(RECONCILE_BATCH);
    await eachInTurn(overdue, (payment) => settleOverdue(payment, at), 'overdue payments');
  }

  async function reconcile(): Promise<void> {
    const at = clock();
    const steps = [() => reconcilePayments(at), () => reconcileRefunds(db, gatewayOf, new Date(at))];
    await eachInTurn(steps, (step) => step(), 'reconciler steps');
  }

  return { check, cancel, abandon, withdraw, reconcile };
}
