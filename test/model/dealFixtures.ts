/** Deals, EDV deals and the mix-and-match menu shared by the offers and EDV machine, model and component tests. */
import type { EdvDeal, MenuProduct, MixMatchResponse } from '@/contract/menu';
import type { Deal } from '@/contract/cart';
import type { SelectedRail, SelectedStore } from '@/domain/store';

export const SAVED_STORE: SelectedStore = {
  storeId: '66201',
  childStoreId: '66201',
  deliveryType: 'D',
  location: { latitude: 12.93, longitude: 77.62, addressId: null, place: null },
  timing: { kind: 'now' },
  vehicleDetails: null,
};

const DADAR_SEAT: SelectedRail = {
  pnr: '2345678901',
  trainNo: '12123',
  stationId: 'DR',
  stationName: 'Dadar',
  coach: 'C2',
  berth: 34,
  arrivalAt: Date.UTC(2026, 10, 26, 6, 0),
  edvEnable: false,
};

/** An order to a train seat at a station whose store does not bring everyday-value deals to the seat (seeded Dadar). */
export const SEAT_WITHOUT_EDV: SelectedStore = {
  storeId: '66102',
  childStoreId: '66102',
  deliveryType: 'IRCTC',
  location: { latitude: 19.0186, longitude: 72.8424, addressId: null, place: null },
  timing: { kind: 'now' },
  vehicleDetails: null,
  rail: DADAR_SEAT,
};

/** The same seat at a station whose store does bring them. */
export const SEAT_WITH_EDV: SelectedStore = { ...SEAT_WITHOUT_EDV, rail: { ...DADAR_SEAT, edvEnable: true } };

export const LOCATION_ROUTE = '/locationSelection?deliveryType=delivery';

export function deal(code: string, overrides: Partial<Deal> = {}): Deal {
  return {
    code,
    title: `Deal ${code}`,
    description: `Save with ${code}.`,
    kind: 'FLAT',
    value: 10_000,
    maxDiscount: null,
    minOrderValue: 0,
    paymentOptions: [],
    firstOrderOnly: false,
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    tnc: [`${code} applies once per order.`],
    ...overrides,
  };
}

export const FLAT100 = deal('FLAT100', {
  title: '₹100 off',
  description: 'Flat ₹100 off on orders above ₹499.',
  minOrderValue: 49_900,
  tnc: ['Valid on orders of ₹499 or more.', 'Cannot be combined with other offers.'],
});
export const UPI20 = deal('UPI20', {
  title: '20% off with UPI',
  description: 'Up to ₹120 off when you pay by UPI.',
  kind: 'PERCENT',
  value: 20,
  maxDiscount: 12_000,
  paymentOptions: ['UPI'],
  firstOrderOnly: true,
});

const size = (sizeId: number, code: 'R' | 'M', price: number) => ({
  sizeId,
  code,
  name: code === 'R' ? 'Regular' : 'Medium',
  serves: code === 'R' ? 1 : 2,
  price,
});

export function pizza(id: number, name: string, overrides: Partial<MenuProduct> = {}): MenuProduct {
  return {
    id,
    menuCode: `MENU${id}`,
    code: `PIZ${id}`,
    name,
    description: `${name}, baked fresh.`,
    defaultPrice: 19_900,
    defaultCrustPrice: 19_900,
    defaultToppings: [],
    allowedToppings: [],
    crust: [
      { crustId: 1, code: 'HT', name: 'New Hand Tossed', sizes: [size(1, 'R', 10_900), size(2, 'M', 24_900)] },
      { crustId: 2, code: 'WT', name: 'Wheat Thin Crust', sizes: [size(3, 'R', 12_900), size(4, 'M', 27_900)] },
    ],
    foodType: 'VEG',
    type: 1,
    image: `/images/menu/piz-${id}.svg`,
    inStock: true,
    ...overrides,
  };
}

export const MARGHERITA = pizza(101, 'Margherita');
export const FARMHOUSE = pizza(102, 'Farmhouse');
export const PANEER = pizza(103, 'Paneer Makhani');
export const CHICKEN = pizza(203, 'Pepper BBQ Chicken', { foodType: 'NON_VEG' });
export const SOLD_OUT = pizza(106, 'Veggie Paradise', { inStock: false });

export const MIX_MATCH: MixMatchResponse = {
  status: 'SUCCESS',
  edvMixMatchMenu: {
    medium: [MARGHERITA, FARMHOUSE, PANEER, CHICKEN, SOLD_OUT],
    regular: [MARGHERITA, FARMHOUSE, PANEER, SOLD_OUT],
  },
};

export const EDV_MEDIUM: EdvDeal = {
  dealId: 'EDV2M199',
  title: 'Any 2 Medium pizzas at ₹199 each',
  description: 'Pick any two medium pizzas and pay ₹199 for each.',
  pricePerPizza: 19_900,
  pizzasRequired: 2,
  sizeCode: 'M',
  productIds: [101, 102, 203, 106],
};

export const EDV_REGULAR: EdvDeal = {
  dealId: 'EDV2R99',
  title: 'Any 2 Regular pizzas at ₹99 each',
  description: 'Two regular veg pizzas at ₹99 each.',
  pricePerPizza: 9_900,
  pizzasRequired: 2,
  sizeCode: 'R',
  productIds: [101, 102, 103],
};

/** A deal another store runs: reachable only by its link. */
export const EDV_ELSEWHERE: EdvDeal = {
  dealId: 'EDV3M299',
  title: 'Any 3 Medium premium pizzas at ₹299 each',
  description: 'Three medium premium pizzas at ₹299 each.',
  pricePerPizza: 29_900,
  pizzasRequired: 3,
  sizeCode: 'M',
  productIds: [101, 102, 103, 203],
};
