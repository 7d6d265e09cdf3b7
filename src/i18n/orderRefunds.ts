/** The active catalogue of the order refund texts; Hindi will add one of the same shape. */
import { orderRefundsEn, type OrderRefundMessages } from './orderRefundsEn';

export type { OrderRefundMessages };
export const tr: OrderRefundMessages = orderRefundsEn;
