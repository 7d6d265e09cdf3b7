/**
 * After the order: tracking, history, details and refunds, favourite orders, reorder and invoice
 * (SPEC 2, 3, 4, 7). Amounts in paise, times epoch ms.
 */
import { z } from 'zod';
import { MAX_PAGE_NO, MAX_QUERY_FIELD, SLICE_ORDER_ID_PATTERN } from '@/domain/limits';
import { ORDER_STATUS_LABELS } from '@/domain/orderStatus';
import { validateMobile } from '@/domain/validation';
import { cartCalculationRow, cartResponse } from './cart';
import { TRACKER_STAGES } from './codes';
import { feedbackTicket } from './feedback';
import { deliveryType, geoPoint, refusal, type Wording } from './fields';
import { deliveryLocation } from './orders';
import { paymentType } from './payments';

const trackerStage = z.enum(TRACKER_STAGES);

/** GET orderTracker / trackOtherOrder (SPEC 3 tracker). */
export const trackerResponse = z.object({
  orderId: z.string(),
  sliceOrderId: z.string(),
  deliveryType,
  /** Null stage: tracking is not available yet (payment pending, or an advance order before its processing starts). */
  tracker: z.object({ stage: trackerStage.nullable(), statusCode: z.number().nullable() }),
  /** When each stage was reached so far. */
  stageTimes: z.partialRecord(trackerStage, z.number()),
  store: geoPoint.extend({ id: z.string(), name: z.string(), address: z.string() }),
  /** Delivery orders: the address; null for pickup types. */
  deliveryLocation: deliveryLocation.nullable(),
  /** The rider's position while the order is DISPATCHED (delivery orders), else null. */
  rider: geoPoint.nullable(),
  /** SPEC 9 delivery guarantee: 30 minutes, 45 for all-night delivery (11 PM to 3 AM); null for pickup types. */
  guaranteeMinutes: z.union([z.literal(30), z.literal(45)]).nullable(),
  /** Expected at (delivery) or ready at (pickup types). */
  expectedAt: z.number(),
  /** Seconds until the next poll, on the server's clock (faster under TIME_SCALE). */
  pollAfterSeconds: z.number(),
});
export type TrackerResponse = z.infer<typeof trackerResponse>;

/** A query value checked by a rule answering its wording (or null), trimmed; absent counts as empty. */
const checkedField = (check: (value: string) => Wording | null) =>
  z
    .string()
    .max(MAX_QUERY_FIELD)
    .default('')
    .transform((value, ctx) => {
      const trimmed = value.trim();
      const wording = check(trimmed);
      if (wording !== null) ctx.addIssue({ code: 'custom', ...refusal(wording) });
      return trimmed;
    });

/** GET trackOtherOrder query: the mobile the order was placed with and its Slice order id (SPEC 5 track order messages). */
export const trackOtherOrderQuery = z.object({
  mobile: checkedField((value) => {
    if (value === '') return { server: 'trackMobileRequired' };
    const problem = validateMobile(value);
    return problem === null ? null : { problem };
  }),
  orderId: checkedField((value) => {
    if (value === '') return { server: 'trackOrderIdRequired' };
    return SLICE_ORDER_ID_PATTERN.test(value.toUpperCase()) ? null : { server: 'trackOrderIdInvalid' };
  }).transform((value) => value.toUpperCase()),
});

/** GET orderHistory query: a 1-based page, optionally favourites only. */
export const orderHistoryQuery = z.object({
  pageNo: z
    .string()
    .regex(/^\d{1,6}$/)
    .default('1')
    .transform(Number)
    .pipe(z.number().int().min(1).max(MAX_PAGE_NO)),
  favourites: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

/** One row of the order history (SPEC 4 labels). */
export const orderHistoryEntry = z.object({
  orderId: z.string(),
  sliceOrderId: z.string(),
  placedAt: z.number(),
  storeName: z.string(),
  deliveryType,
  status: z.enum(ORDER_STATUS_LABELS),
  items: z.array(z.object({ name: z.string(), quantity: z.number() })),
  grandTotal: z.number(),
  favourite: z.boolean(),
  /** Still moving through the tracker stages: the row offers Track. */
  trackable: z.boolean(),
  /** Confirmed orders have an invoice. */
  invoiceAvailable: z.boolean(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntry>;

/** GET orderHistory page; nextPageNo is null on the last page. */
export const orderHistoryPage = z.object({ orders: z.array(orderHistoryEntry), pageNo: z.number(), nextPageNo: z.number().nullable() });
export type OrderHistoryPage = z.infer<typeof orderHistoryPage>;

/** GET recentOrders (SPEC 7 recent orders): the landing's quick reorder row, newest first, at most SPEC 9 quickOrderCount. */
export const recentOrdersResponse = z.object({ orders: z.array(orderHistoryEntry) });
export type RecentOrdersResponse = z.infer<typeof recentOrdersResponse>;

const refundStatus = z.enum(['INITIATED', 'COMPLETED']);
/** SOURCE: back to the card, bank or app that paid; WALLET: to the Slice wallet as Refund Points (SPEC 3). */
const refundDestination = z.enum(['SOURCE', 'WALLET']);

/** Money a failed order took, on its way back. */
export const orderRefund = z.object({
  /** The method refunded: PIGGYBANK for the wallet part. */
  paymentType,
  amount: z.number(),
  status: refundStatus,
  destination: refundDestination,
  initiatedAt: z.number(),
  /** Null while INITIATED. */
  completedAt: z.number().nullable(),
});
export type OrderRefund = z.infer<typeof orderRefund>;

/** Why an order failed: its payment failed, a newer confirmation superseded it, the customer cancelled it, it expired unpaid, or its train came too late. */
export const orderFailureReason = z.enum(['PAYMENT_FAILED', 'SUPERSEDED', 'CANCELLED', 'EXPIRED', 'UNDELIVERED']);

/** GET orderDetails. */
export const orderDetailsResponse = orderHistoryEntry.extend({
  /** A failed order's reason; null otherwise. */
  failureReason: orderFailureReason.nullable().optional(),
  /** A failed order's refunds; empty otherwise. */
  refunds: z.array(orderRefund),
  /** The caller may still take the gateway refund to the Slice wallet (POST refundToWallet). */
  refundToWalletAvailable: z.boolean(),
  lines: z.array(z.object({ name: z.string(), description: z.string(), quantity: z.number(), price: z.number() })),
  /** The bill as charged: the cart's cartCalculations rows (row codes and paise). */
  bill: z.array(cartCalculationRow),
  paymentMode: z.string(),
  deliveryLocation: deliveryLocation.nullable(),
  store: z.object({ id: z.string(), name: z.string(), address: z.string() }),
  advanceTime: z.number().nullable(),
  /** SPEC 3 deliveryInstructions as given with the order; null when none. */
  deliveryInstructions: z.string().nullable(),
  /** SPEC 3 zeroContactDelivery: the order is left at the door (prepaid delivery orders only). */
  zeroContactDelivery: z.boolean(),
  /** SPEC 3 order status fields: Pizza Pals points earned by the order and burned by its free items (net of any given back). */
  points: z.object({ earned: z.number(), burned: z.number() }).optional(),
  /** The support ticket raised from the order's feedback, with its state now; null without one. */
  ticket: feedbackTicket.nullable().optional(),
});
export type OrderDetailsResponse = z.infer<typeof orderDetailsResponse>;

/** PUT orderFavourite body. */
export const favouriteOrderBody = z.object({ favourite: z.boolean() });
export type FavouriteOrderBody = z.input<typeof favouriteOrderBody>;

/** POST reorder answer: the cart now holds the items still available at the order's store. */
export const reorderResponse = z.object({
  storeId: z.string(),
  /** Where the store is: the point a pickup reorder is served from when the device has none. */
  storeLocation: geoPoint,
  deliveryType,
  /** The order's delivery address (delivery orders), to restore as the customer's location. */
  deliveryLocation: deliveryLocation.nullable(),
  addressId: z.string().nullable(),
  cart: cartResponse,
  /** Names of the order's items that could not be added (out of stock or no longer sold). */
  unavailable: z.array(z.string()),
});
export type ReorderResponse = z.infer<typeof reorderResponse>;

/** GET orderInvoice: the PDF. */
export const invoiceFile = z.instanceof(Blob);
