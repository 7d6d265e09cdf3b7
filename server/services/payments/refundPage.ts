/**
 * REFUND_PAGE (SPEC 4 next actions): a confirm repeated for an order that failed after the gateway took money answers
 * with the order whose refund the customer can follow, rather than a bare failure. The wallet part of a failed order
 * is credited back at once and is no such refund.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { ConfirmOrderResponse } from '@/contract/orders';
import type { PaymentProvider } from '@/contract/codes';
import { WALLET_PAYMENT_TYPE } from '@/domain/payment';
import type { Database } from '../../db/client';
import { orders, payments, refunds } from '../../db/schema';

type OrderRow = typeof orders.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/** Whether the gateway took money for the order and a refund of it exists (started or completed). */
export async function hasGatewayRefund(db: Pick<Database, 'select'>, orderId: string): Promise<boolean> {
  const [refund] = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), ne(refunds.paymentType, WALLET_PAYMENT_TYPE)))
    .limit(1);
  return refund !== undefined;
}

export function refundPageAnswer(order: OrderRow, payment: PaymentRow): ConfirmOrderResponse {
  return {
    status: 'SUCCESS',
    initiateOrderPaymentResponse: {
      action: 'REFUND_PAGE',
      orderTransactionId: order.orderTransactionId,
      paymentId: payment.id,
      gateway: (payment.provider as PaymentProvider | null) ?? null,
      processTransactionURL: null,
      intentUrl: null,
      pollingData: null,
      unifiedPaymentResponse: null,
      refund: { orderId: order.id },
    },
    confirmOrderBatchResponse: { orderId: order.id, storeDetails: { id: order.storeId, name: order.storeName } },
  };
}
