/** Order history, details and reorder answers shared by the order history machine, model and screen tests. */
import type { GeoPlace } from '@/contract/locations';
import type { OrderDetailsResponse, OrderHistoryEntry, OrderHistoryPage, ReorderResponse } from '@/contract/afterOrder';
import type { SelectedStore } from '@/domain/store';
import { CART } from './orderSubmitFixtures';

/** 12 Mar 2025, 7:45 pm in India. */
export const PLACED_AT = Date.UTC(2025, 2, 12, 14, 15);

export function historyEntry(n: number, overrides: Partial<OrderHistoryEntry> = {}): OrderHistoryEntry {
  return {
    orderId: `order-${n}`,
    sliceOrderId: `SL-10${String(n).padStart(4, '0')}`,
    placedAt: PLACED_AT - n * 86_400_000,
    storeName: 'Koramangala',
    deliveryType: 'D',
    status: 'DELIVERED',
    items: [
      { name: 'Margherita', quantity: 2 },
      { name: 'Garlic Bread', quantity: 1 },
    ],
    grandTotal: 49_900,
    favourite: false,
    trackable: false,
    invoiceAvailable: true,
    ...overrides,
  };
}

export function historyPage(pageNo: number, orders: OrderHistoryEntry[], nextPageNo: number | null): OrderHistoryPage {
  return { pageNo, orders, nextPageNo };
}

export const PAGE_1 = historyPage(1, [historyEntry(1), historyEntry(2, { favourite: true })], 2);
export const PAGE_2 = historyPage(2, [historyEntry(3, { status: 'FAILED', invoiceAvailable: false })], null);
export const LAST_PAGE_1 = historyPage(1, [historyEntry(1)], null);
export const EMPTY_PAGE = historyPage(1, [], null);
export const FAVOURITES_PAGE = historyPage(1, [historyEntry(2, { favourite: true })], null);

export const DELIVERY_LOCATION = { latitude: 12.9352, longitude: 77.6245, address: 'Koramangala, Bengaluru, Karnataka 560095' };

export const DETAILS: OrderDetailsResponse = {
  ...historyEntry(1, { placedAt: PLACED_AT }),
  lines: [
    { name: 'Margherita', description: 'Medium | Hand Tossed', quantity: 2, price: 39_800 },
    { name: 'Garlic Bread', description: '', quantity: 1, price: 10_100 },
  ],
  bill: [
    { key: 'sub_total', label: 'Item total', value: 49_900 },
    { key: 'discount', label: 'Discount', value: 0 },
    {
      key: 'taxes_and_charges',
      label: 'Taxes & Charges',
      value: 2_495,
      children: [
        { key: 'additional_charges', label: 'Charges', value: 0, children: [] },
        { key: 'tax', label: 'GST (5%)', value: 2_495 },
      ],
    },
    { key: 'tip', label: 'Delivery partner tip', value: 0 },
    { key: 'grand_total', label: 'Grand total', value: 52_395 },
  ],
  paymentMode: 'Cash on delivery',
  deliveryLocation: DELIVERY_LOCATION,
  store: { id: '66201', name: 'Koramangala', address: '80 Feet Road, Koramangala' },
  advanceTime: null,
  deliveryInstructions: null,
  zeroContactDelivery: false,
  refunds: [],
  refundToWalletAvailable: false,
};

export const FAILED_DETAILS: OrderDetailsResponse = { ...DETAILS, status: 'FAILED', invoiceAvailable: false };

const REFUND_STARTED_AT = PLACED_AT + 60_000;
/** A failed card order whose refund has not settled: the server offers it to the wallet. */
export const REFUNDABLE_DETAILS: OrderDetailsResponse = {
  ...FAILED_DETAILS,
  paymentMode: 'Credit Card',
  refunds: [
    { paymentType: 'CC', amount: 52_395, status: 'INITIATED', destination: 'SOURCE', initiatedAt: REFUND_STARTED_AT, completedAt: null },
  ],
  refundToWalletAvailable: true,
};
/** The same order once its refund went to the wallet. */
export const REFUNDED_TO_WALLET_DETAILS: OrderDetailsResponse = {
  ...REFUNDABLE_DETAILS,
  refunds: [{ ...REFUNDABLE_DETAILS.refunds[0]!, status: 'COMPLETED', destination: 'WALLET', completedAt: REFUND_STARTED_AT + 60_000 }],
  refundToWalletAvailable: false,
};

export const PLACE: GeoPlace = {
  placeId: 'place-koramangala',
  formattedAddress: 'Koramangala, Bengaluru, Karnataka 560095',
  locality: 'Koramangala',
  subLocality: null,
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560095',
  latitude: 12.9352,
  longitude: 77.6245,
};

export const REORDER: ReorderResponse = {
  storeId: '66201',
  storeLocation: { latitude: 12.9345, longitude: 77.6266 },
  deliveryType: 'D',
  deliveryLocation: DELIVERY_LOCATION,
  addressId: 'addr-7',
  cart: CART,
  unavailable: [],
};

export const REORDER_WITH_UNAVAILABLE: ReorderResponse = { ...REORDER, unavailable: ['Choco Lava Cake', 'Pepsi 500 ml'] };
export const PICKUP_REORDER: ReorderResponse = { ...REORDER, deliveryType: 'P', deliveryLocation: null, addressId: null };
export const CURB_REORDER: ReorderResponse = { ...PICKUP_REORDER, deliveryType: 'CURB' };
export const RAIL_REORDER: ReorderResponse = { ...PICKUP_REORDER, deliveryType: 'IRCTC' };

/** What the delivery reorder restores on the device. */
export const RESTORED_DELIVERY_STORE: SelectedStore = {
  storeId: '66201',
  childStoreId: '66201',
  deliveryType: 'D',
  location: { latitude: 12.9352, longitude: 77.6245, addressId: 'addr-7', place: PLACE },
  timing: { kind: 'now' },
  vehicleDetails: null,
};

/** A selection kept on the device before the reorder: another store, an advance order, curbside. */
export const PREVIOUS_CURB_STORE: SelectedStore = {
  storeId: '66002',
  childStoreId: '66002',
  deliveryType: 'CURB',
  location: { latitude: 12.97, longitude: 77.59, addressId: null, place: null },
  timing: { kind: 'advance', at: 1_900_000_000_000, processingStartsAt: 1_899_998_200_000 },
  vehicleDetails: 'KA 01 AB 1234, white hatchback',
};
