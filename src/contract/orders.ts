/**
 * Checkout: confirm order batch, the duplicate-order check, order status and the order summary
 * (SPEC 3 Order details, Payment details, Order summary; SPEC 4 payment actions; SPEC 7; SPEC 8).
 * Amounts are integer paise; the server charges its own cart total whatever the client states.
 */
import { z } from 'zod';
import { HOUSE_NO_MAX, LANDMARK_MAX } from '@/domain/address';
import { VEHICLE_DETAILS_MAX } from '@/domain/constants';
import {
  IDEMPOTENCY_KEY,
  MAX_BANK_CODE,
  MAX_DELIVERY_ADDRESS,
  MAX_DELIVERY_INSTRUCTIONS,
  MAX_ORDER_EMAIL,
  MAX_ORDER_ID,
  MAX_PAYMENT_ID,
  MAX_PRICE_PAISE,
  MAX_TIP_PAISE,
  MAX_URL,
  MAX_VPA,
  CARD_BIN,
  VPA,
  isSameOriginPath,
} from '@/domain/limits';
import { FIRST_NAME_MAX, LAST_NAME_MAX } from '@/domain/validation';
import { cartCalculationRow, optedOptionalCharge } from './cart';
import { PAYMENT_ACTIONS } from './codes';
import { errorItem } from './errors';
import { loyaltyCardCode } from './loyalty';
import { deliveryType, geoPoint, latitude, longitude, mobileField, pnrField, refusal, stationId } from './fields';
import { paymentProvider, pollingData, upiMode } from './payments';
import { upiIntentDetails } from './paymentVerification';
import { voucherCode, voucherStep } from './vouchers';

/** Where a delivery order goes: the confirmed map point and its address text (sent with the order, kept on it). */
export const deliveryLocation = geoPoint.extend({
  address: z.string(),
  /** SPEC 5 house or flat number (at most HOUSE_NO_MAX); required to place a delivery order unless a saved address gives it. */
  houseNo: z.string().optional(),
  /** Optional landmark (at most LANDMARK_MAX). */
  landmark: z.string().optional(),
});
export type DeliveryLocation = z.infer<typeof deliveryLocation>;

/** SPEC 5: a delivery order names the house or flat number, unless it goes to a saved address (which has one). */
function hasHouseNo(details: {
  deliveryType: string;
  addressId: string | null;
  deliveryLocation: { houseNo?: string | undefined } | null;
}): boolean {
  return details.deliveryType !== 'D' || details.addressId !== null || Boolean(details.deliveryLocation?.houseNo);
}

/** SPEC 3 customerIrctcDetails: the ticket an order to a seat goes with. */
export const customerIrctcDetails = z.object({ pnr: pnrField, trainNo: z.string().regex(/^\d{5}$/) });

/** A rail order names its station and ticket; no other order does. */
function railDetailsMatch(details: { deliveryType: string; stationId: string | null; customerIrctcDetails: unknown }): boolean {
  const rail = details.deliveryType === 'IRCTC';
  return rail === (details.stationId !== null) && rail === (details.customerIrctcDetails !== null);
}

const orderId = z.string().min(1).max(MAX_ORDER_ID);
const paymentId = z.string().min(1).max(MAX_PAYMENT_ID);

/** SPEC 3 order details (submit). */
export const orderDetails = z
  .object({
    /** The delivery address id (delivery) or null (pickup types). */
    addressId: orderId.nullable(),
    cartId: z.string().max(MAX_ORDER_ID),
    deliveryType,
    /** What the client showed; the server charges its own cart grand total whatever this says. */
    price: z.number().int().min(0).max(MAX_PRICE_PAISE),
    userDetails: z.object({
      firstName: z.string().trim().max(FIRST_NAME_MAX),
      lastName: z.string().trim().max(LAST_NAME_MAX),
      mobile: mobileField,
      email: z.string().trim().max(MAX_ORDER_EMAIL),
    }),
    zeroContactDelivery: z.boolean(),
    tip: z.number().int().min(0).max(MAX_TIP_PAISE),
    /** Epoch ms of an advance order; null for Deliver Now. */
    advancedTime: z.number().int().positive().nullable(),
    optedOptionalCharges: z.array(optedOptionalCharge).max(1),
    /** SPEC 3 additonalUserIdentification (curbside vehicle details). */
    additonalUserIdentification: z.string().trim().max(VEHICLE_DETAILS_MAX).nullable(),
    /** Delivery orders: the confirmed map point and address the order goes to; null for pickup types. */
    deliveryLocation: z
      .object({
        latitude,
        longitude,
        address: z.string().trim().max(MAX_DELIVERY_ADDRESS),
        houseNo: z.string().trim().max(HOUSE_NO_MAX).optional(),
        landmark: z.string().trim().max(LANDMARK_MAX).optional(),
      })
      .nullable(),
    deliveryInstructions: z.string().max(MAX_DELIVERY_INSTRUCTIONS),
    /** SPEC 3 stationId: the station a rail order is delivered at; null for other types. */
    stationId: stationId.nullable().default(null),
    /** SPEC 3 rail order: the passenger's ticket; null for other types. */
    customerIrctcDetails: customerIrctcDetails.nullable().default(null),
    /** SPEC 3 enroll: the customer joins Pizza Pals with this order, which then earns its points. */
    enroll: z.boolean().default(false),
    /** SPEC 3 loyaltyRegistrationRequest: the card code the loyalty info call issued; required with enroll. */
    loyaltyRegistrationRequest: z.object({ loyaltyCardCode }).nullable().default(null),
    /** SPEC 4 auto login: a guest paying cash asks to be logged in by the order's mobile; the order waits for that login (LOGIN). Ignored for a logged-in caller. */
    autoLogin: z.boolean().default(false),
    language: z.literal('en'),
  })
  .refine(hasHouseNo, { ...refusal({ server: 'houseNoRequired' }), path: ['deliveryLocation', 'houseNo'] })
  .refine(railDetailsMatch, { ...refusal({ server: 'railDetailsRequired' }), path: ['stationId'] })
  .refine((details) => !details.enroll || details.loyaltyRegistrationRequest !== null, {
    ...refusal({ server: 'loyaltyCardCodeRequired' }),
    path: ['loyaltyRegistrationRequest'],
  });
export type OrderDetails = z.input<typeof orderDetails>;

/** SPEC 3 payment details. */
export const paymentDetails = z.object({
  primaryPaymentId: paymentId,
  /** The Slice wallet when combined with another method. */
  secondaryPaymentId: paymentId.nullable(),
  /** Where the gateway sends the customer back: this app's /paymentTransaction. */
  transactionStatusUrl: z
    .string()
    .max(MAX_URL)
    .refine(isSameOriginPath, refusal({ server: 'transactionStatusUrlInvalid' })),
  loyaltyEligible: z.boolean(),
  /** First 6 digits of a card, for the server's card validation; never the number. */
  cardInitialDigits: z.string().regex(CARD_BIN).nullable(),
  /** UPI: the mode and, for collect, the VPA. */
  instrumentDetails: z
    .object({
      upiMode: upiMode.optional(),
      vpa: z.string().trim().max(MAX_VPA).regex(VPA).optional(),
      bankCode: z.string().max(MAX_BANK_CODE).optional(),
      /** EVOUCHER: the e-voucher or gift card paying (part of) the order. */
      voucherCode: voucherCode.optional(),
    })
    .nullable(),
});
export type PaymentDetails = z.input<typeof paymentDetails>;

/** POST confirmOrder body. The same idempotencyKey sent again answers the first result: one order, one charge. */
export const confirmOrderBody = z.object({
  idempotencyKey: z.string().regex(IDEMPOTENCY_KEY),
  orderDetails,
  paymentDetails,
});
export type ConfirmOrderBody = z.input<typeof confirmOrderBody>;

/** POST confirmOrder query: the caller's user id, which must be the caller. */
export const confirmOrderQuery = z.object({ userId: z.string().optional() });

/** SPEC 7 initiateOrderPaymentResponse. */
export const initiateOrderPaymentResponse = z.object({
  action: z.enum(PAYMENT_ACTIONS),
  orderTransactionId: z.string(),
  paymentId: z.string(),
  gateway: paymentProvider.nullable(),
  /** REDIRECT / PROCESS_PAYMENT: the gateway page to open (full page load). */
  processTransactionURL: z.string().nullable(),
  /** UPI intent: the upi://pay link. */
  intentUrl: z.string().nullable(),
  pollingData: pollingData.nullable(),
  /** SPEC 4 modes, e.g. poll, redirect, intent. */
  unifiedPaymentResponse: z.object({ nextActions: z.array(z.object({ mode: z.string(), url: z.string().optional() })) }).nullable(),
  /** UPI intent: what the app sends back to verify the payment (SPEC 7 UPI verify). */
  upiIntent: upiIntentDetails.optional(),
  /** REMOVE_PROMO: the cart's coupon (null when it is gone meanwhile) and the payment types it is limited to. */
  removePromo: z.object({ promoCode: z.string().nullable(), paymentOptions: z.array(z.string()) }).optional(),
  /** REFUND_PAGE: the failed order whose refund the customer can follow. */
  refund: z.object({ orderId: z.string() }).optional(),
  /** EV_PIN / EV_OTP: the voucher the step proves, what it pays and what is left for the second method. */
  voucher: voucherStep.optional(),
});
export type InitiateOrderPaymentResponse = z.infer<typeof initiateOrderPaymentResponse>;

/** POST confirmOrder answer. */
export const confirmOrderResponse = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('SUCCESS'),
    initiateOrderPaymentResponse,
    confirmOrderBatchResponse: z.object({ orderId: z.string(), storeDetails: z.object({ id: z.string(), name: z.string() }) }),
  }),
  z.object({ status: z.literal('FAILED'), errors: z.array(errorItem) }),
]);
export type ConfirmOrderResponse = z.infer<typeof confirmOrderResponse>;

/** DELETE deletePromoOnPayment (SPEC 7 Delete promo on payment): the order re-priced without its coupon; paymentUrl is the gateway page to pay at the new total, null when none is needed. */
export const deletePromoOnPaymentResponse = z.object({ paymentUrl: z.string().nullable(), initiateOrderPaymentResponse });
export type DeletePromoOnPaymentResponse = z.infer<typeof deletePromoOnPaymentResponse>;

/** GET recentOrder: the caller's latest order, for the SPEC 8 duplicate-order warning. */
export const recentOrderResponse = z.object({
  orderId: z.string().nullable(),
  /** Epoch ms; null when the caller has no order. */
  placedAt: z.number().nullable(),
});
export type RecentOrderResponse = z.infer<typeof recentOrderResponse>;

/** SPEC 4 order status polling result. */
export const orderStatusResponse = z.object({ status: z.enum(['SUCCESS', 'FAILED', 'WAIT', 'UNKNOWN', 'INPROCESS']) });
export type OrderStatusResponse = z.infer<typeof orderStatusResponse>;

/** SPEC 3 order summary. */
export const orderSummary = z.object({
  id: z.string(),
  deliveryType,
  sliceOrderId: z.string(),
  userDetail: z.object({ mobile: z.string() }),
  advanceOrder: z.boolean(),
  /** `free`: a free regular pizza paid with Pizza Pals points (SPEC 3 menuType LOYALTY). */
  items: z.array(z.object({ product: z.object({ id: z.number(), name: z.string() }), quantity: z.number(), free: z.boolean() })),
  /** paymentSummaryItem: the bill as charged, the cart's cartCalculations rows (row codes and paise). */
  paymentSummary: z.object({ loyaltyEarnedPoints: z.number(), paymentSummaryItem: z.array(cartCalculationRow) }),
  /**
   * SPEC 3 earnableBurnable: overall.points earned by this order; toBeConsumed.points burned by its free items (net of
   * what a failed or cancelled order gave back); updatedPointsBalance the credited Pizza Pals points after it, and
   * burnable.freeItems what they buy; pendingPoints earned and not yet credited (SPEC 9: within 24-48 hours).
   */
  earnableBurnable: z.object({
    overall: z.object({ points: z.number() }),
    burnable: z.object({ freeItems: z.number() }),
    toBeConsumed: z.object({ points: z.number() }),
    updatedPointsBalance: z.number(),
    pendingPoints: z.number(),
  }),
  discount: z.number(),
  netPrice: z.number(),
  /** Order status label (SPEC 4), e.g. ORDER PLACED, FAILED. */
  status: z.string(),
  paymentMode: z.string(),
  /** Delivery orders: where the order goes, with its house number and landmark; null for pickup types. */
  deliveryLocation: deliveryLocation.nullable().optional(),
});
export type OrderSummary = z.infer<typeof orderSummary>;
