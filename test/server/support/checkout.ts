/** Checkout helpers for server tests: a filled cart, a confirm body, and walking the sandbox gateway's pages over HTTP. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { PATHS } from '@/contract/paths';
import type { CartResponse } from '@/contract/cart';
import type { GatewayCallbackBody } from '@/contract/payments';
import type { ConfirmOrderBody, ConfirmOrderResponse, InitiateOrderPaymentResponse } from '@/contract/orders';
import type { DeliveryType } from '@/domain/constants';
import { settings } from '@server/db/schema';
import { callbackChecksum } from '@server/services/payments/checksum';
import { GATEWAY_KEY_SETTING } from '@server/services/payments/sandbox';
import { jsonRequest } from './accounts';
import { jsonInit, type TestServer } from './server';

/** Connaught Place (Delhi). */
export const STORE_ID = '66001';
export const MARGHERITA = 101;
export const HAND_TOSSED = 1;
export const MEDIUM = 2;
export const COLA = 702;
/** A point inside Connaught Place's delivery area. */
export const DELIVERY_POINT = { latitude: 28.6129, longitude: 77.2295, address: 'India Gate, New Delhi 110001', houseNo: '4B' };
/** The app's payment result route the gateway sends the customer back to. */
export const RETURN_PATH = '/paymentTransaction';

let keyCounter = 0;
export const nextKey = (): string => {
  keyCounter += 1;
  return `test-key-${process.pid}-${keyCounter}-${Date.now()}`;
};

/** Puts medium Margheritas (one unless told) and colas in the caller's cart; answers the priced cart. */
export async function fillCart(
  server: TestServer,
  headers: Record<string, string>,
  margheritas = 1,
  deliveryType: DeliveryType = 'D',
): Promise<CartResponse> {
  const response = await server.fetch(
    PATHS.cart,
    jsonRequest(
      'PUT',
      {
        storeId: STORE_ID,
        deliveryType,
        items: [
          {
            productId: MARGHERITA,
            crustId: HAND_TOSSED,
            sizeId: MEDIUM,
            quantity: margheritas,
            addTopngs: [],
            repTopngs: [],
            remTopngs: [],
          },
          { productId: COLA, crustId: null, sizeId: null, quantity: 2, addTopngs: [], repTopngs: [], remTopngs: [] },
        ],
      },
      headers,
    ),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as CartResponse;
}

export interface BodyOptions {
  primaryPaymentId?: string;
  secondaryPaymentId?: string | null;
  price?: number;
  idempotencyKey?: string;
  cardInitialDigits?: string | null;
  instrumentDetails?: ConfirmOrderBody['paymentDetails']['instrumentDetails'];
  loyaltyEligible?: boolean;
  deliveryLocation?: ConfirmOrderBody['orderDetails']['deliveryLocation'];
  advancedTime?: number | null;
}

export function confirmBody(options: BodyOptions = {}): ConfirmOrderBody {
  return {
    idempotencyKey: options.idempotencyKey ?? nextKey(),
    orderDetails: {
      addressId: null,
      deliveryLocation: options.deliveryLocation === undefined ? DELIVERY_POINT : options.deliveryLocation,
      cartId: 'cart-from-client',
      deliveryType: 'D',
      price: options.price ?? 100,
      userDetails: { firstName: 'Asha', lastName: 'Rao', mobile: '9876543210', email: 'asha@example.com' },
      zeroContactDelivery: false,
      tip: 0,
      advancedTime: options.advancedTime ?? null,
      optedOptionalCharges: [],
      additonalUserIdentification: null,
      deliveryInstructions: '',
      language: 'en',
    },
    paymentDetails: {
      primaryPaymentId: options.primaryPaymentId ?? 'CASH',
      secondaryPaymentId: options.secondaryPaymentId ?? null,
      transactionStatusUrl: RETURN_PATH,
      loyaltyEligible: options.loyaltyEligible ?? true,
      cardInitialDigits: options.cardInitialDigits ?? null,
      instrumentDetails: options.instrumentDetails ?? null,
    },
  };
}

export const confirm = (server: TestServer, headers: Record<string, string>, body: unknown) =>
  server.fetch(`${PATHS.confirmOrder}?userId=${encodeURIComponent(headers.userId ?? '')}`, jsonInit(body, headers));

export async function confirmed(server: TestServer, headers: Record<string, string>, body: unknown): Promise<InitiateOrderPaymentResponse> {
  const response = await confirm(server, headers, body);
  expect(response.status).toBe(200);
  const answer = (await response.json()) as ConfirmOrderResponse;
  if (answer.status !== 'SUCCESS') throw new Error(`confirm answered FAILED: ${answer.errors[0]?.displayMsg}`);
  return answer.initiateOrderPaymentResponse;
}

/** A form post to a gateway page, redirects left to the test. */
export const postForm = (server: TestServer, path: string, fields: Record<string, string>) =>
  server.fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

export const statusPath = (path: string, orderTransactionId: string) =>
  path.replace('{orderTransactionId}', encodeURIComponent(orderTransactionId));

export async function transactionStatus(server: TestServer, headers: Record<string, string>, orderTransactionId: string) {
  const response = await server.fetch(statusPath(PATHS.transactionStatus, orderTransactionId), { headers });
  expect(response.status).toBe(200);
  return (await response.json()) as { transactionStatus: string; displayMsg?: string };
}

export const returnLocation = (orderTransactionId: string) => `${RETURN_PATH}?transactionId=${encodeURIComponent(orderTransactionId)}`;

/** Card number, expiry, CVV and name as the card form posts them. */
export const cardForm = (cardNumber: string) => ({ cardNumber, cardExpiry: '12/39', cardCvv: '123', nameOnCard: 'Asha Rao' });

/** POSTs a gateway callback signed with the gateway's key, as the gateway (or a replay of it) would. */
export async function sendSignedCallback(server: TestServer, body: GatewayCallbackBody): Promise<Response> {
  const [key] = await server.database.db.select().from(settings).where(eq(settings.key, GATEWAY_KEY_SETTING));
  return server.fetch(PATHS.paymentCallback, jsonInit(body, { checksum: callbackChecksum(key!.value, body) }));
}
