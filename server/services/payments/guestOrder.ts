/**
 * A guest's cash order and the login that completes it (SPEC 4 auto login: "Guests paying cash may be sent to
 * /paymentType for auto login"; Login: "submit the pending order when a transaction id exists"). A guest's cash
 * order is placed PENDING with step LOGIN: nothing is confirmed for a mobile nobody has proved. The customer logs in
 * by OTP with that mobile and the app submits the order (SPEC 7 submit order): the order is confirmed as cash on
 * delivery once, its lines leaving the guest's cart, and moves to the logged-in customer with its single-use coupon. The login code proved the mobile, so
 * no COD OTP follows. An order nobody submits fails at its payment's expiry, as every pending payment does.
 */
import { and, eq } from 'drizzle-orm';
import type { ErrorItem } from '@/contract/errors';
import type { ConfirmOrderResponse } from '@/contract/orders';
import type { Database } from '../../db/client';
import { couponReservations, orders, payments, users, type PaymentStep } from '../../db/schema';
import type { Caller } from '../cart';
import { releaseCouponReservation, reserveSingleUseCoupon } from '../couponReservations';
import type { Checkout } from '../orders';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const LOGIN_STEP: PaymentStep = 'LOGIN';

/** No such order for this customer, a refusal (its coupon already used by the customer), or the order's answer. */
export type SubmitPendingOutcome =
  { type: 'notFound' } | { type: 'refused'; error: ErrorItem } | { type: 'done'; answer: ConfirmOrderResponse };

class Refused extends Error {
  constructor(readonly error: ErrorItem) {
    super(error.displayMsg);
  }
}

/** The order's single-use coupon moves with it: the customer's own use of it is checked as at placement. */
async function moveCoupon(tx: Tx, orderId: string, userId: string, at: Date): Promise<void> {
  const [held] = await tx.select().from(couponReservations).where(eq(couponReservations.orderId, orderId));
  if (!held) return;
  await releaseCouponReservation(tx, orderId);
  const refused = await reserveSingleUseCoupon(tx, { orderId, userId, promoCode: held.promoCode, at });
  if (refused) throw new Refused(refused);
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
        row.payment.expiresAt > at;
      if (!waiting) return false;
      // Confirmed as the guest placed it (its lines leave the guest's cart, not the customer's own), then it is theirs.
      if (!(await checkout.confirmWithoutGatewayIn(tx, row.payment.id, 'CASH_ON_DELIVERY'))) return false;
      await tx
        .update(orders)
        .set({ userId: caller.userId })
        .where(and(eq(orders.id, row.order.id), eq(orders.userId, row.order.userId)));
      await moveCoupon(tx, row.order.id, caller.userId, at);
      return true;
    });
  }

  return {
    /**
     * Submits the pending order for the logged-in caller: claimed and confirmed once; a repeat by the same customer
     * answers the same. Another customer, a guest, an order not waiting for a login or past its expiry: not found.
     */
    async submit(caller: Caller, orderTransactionId: string): Promise<SubmitPendingOutcome> {
      try {
        await claim(caller, orderTransactionId);
      } catch (error) {
        if (error instanceof Refused) return { type: 'refused', error: error.error };
        throw error;
      }
      const answer = await checkout.resume(caller, orderTransactionId);
      return answer ? { type: 'done', answer } : { type: 'notFound' };
    },
  };
}
