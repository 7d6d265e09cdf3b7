/**
 * A guest's cash order and the login that completes it (SPEC 4 auto login: "Guests paying cash may be sent to
 * /paymentType for auto login"; Login: "submit the pending order when a transaction id exists"). A guest's cash
 * order is placed PENDING with step LOGIN: nothing is confirmed for a mobile nobody has proved. The customer logs in
 * by OTP with that mobile and the app submits the order (SPEC 7 submit order). Only a login code for the order's
 * mobile used after the order was placed counts: it proved the mobile as a COD OTP would, so none follows. The order is
 * then confirmed as cash on delivery once, its lines leaving the guest's cart, and becomes the customer's (with the
 * first-order mark it set). It stays what the guest placed: no loyalty points (a guest earns none), no names. An order
 * nobody submits fails at its payment's expiry, as every pending payment does.
 */
import { and, eq, gte } from 'drizzle-orm';
import type { ConfirmOrderResponse } from '@/contract/orders';
import type { Database } from '../../db/client';
import { firstOrderMarkers, orders, otpCodes, payments, users, type PaymentStep } from '../../db/schema';
import type { Caller } from '../cart';
import type { Checkout } from '../orders';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type OrderRow = typeof orders.$inferSelect;

export const LOGIN_STEP: PaymentStep = 'LOGIN';

/** Whether the order's mobile answered a login code after the order was placed (the login that completes it). */
async function loggedInByCodeSince(tx: Tx, order: OrderRow): Promise<boolean> {
  const [code] = await tx
    .select({ usedAt: otpCodes.usedAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.mobile, order.mobile), eq(otpCodes.purpose, 'login'), gte(otpCodes.usedAt, order.createdAt)));
  return code !== undefined;
}

/** The order becomes the customer's: its first-order mark too, unless they have one; its key kept apart from theirs. */
async function moveToCustomer(tx: Tx, order: OrderRow, userId: string, at: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ userId, idempotencyKey: `${order.userId}:${order.idempotencyKey}` })
    .where(and(eq(orders.id, order.id), eq(orders.userId, order.userId)));
  const [mark] = await tx.delete(firstOrderMarkers).where(eq(firstOrderMarkers.orderRef, order.sliceOrderId)).returning();
  if (mark) await tx.insert(firstOrderMarkers).values({ userId, orderRef: order.sliceOrderId, placedAt: at }).onConflictDoNothing();
}

export function createGuestOrders(db: Database, checkout: Pick<Checkout, 'confirmWithoutGatewayIn' | 'resume' | 'now'>) {
  /** Claims the guest's order waiting for this customer's login; false when there is none to claim. */
  async function claim(caller: Caller, orderTransactionId: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [customer] = await tx
        .select({ mobile: users.mobile, verified: users.mobileVerified })
        .from(users)
        .where(eq(users.id, caller.userId));
      const [row] = await tx
        .select({ order: orders, payment: payments, guest: users.anonymous })
        .from(orders)
        .innerJoin(payments, eq(payments.orderId, orders.id))
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.orderTransactionId, orderTransactionId))
        .for('update', { of: payments });
      const at = checkout.now();
      const waiting =
        row !== undefined &&
        row.guest &&
        customer?.verified === true &&
        row.order.mobile === customer.mobile &&
        row.payment.status === 'PENDING' &&
        row.payment.step === LOGIN_STEP &&
        row.payment.expiresAt > at &&
        (await loggedInByCodeSince(tx, row.order));
      if (!waiting) return false;
      // Confirmed as the guest placed it (its lines leave the guest's cart, not the customer's own), then it is theirs.
      if (!(await checkout.confirmWithoutGatewayIn(tx, row.payment.id, 'CASH_ON_DELIVERY'))) return false;
      await moveToCustomer(tx, row.order, caller.userId, at);
      return true;
    });
  }

  return {
    /**
     * Submits the pending order for the logged-in caller: claimed and confirmed once; a repeat by the same customer
     * answers the same. Another customer, a guest, an order not waiting for a login or past its expiry, or a login
     * not by a code sent after the order: null (not found).
     */
    async submit(caller: Caller, orderTransactionId: string): Promise<ConfirmOrderResponse | null> {
      await claim(caller, orderTransactionId);
      return checkout.resume(caller, orderTransactionId);
    },
  };
}
