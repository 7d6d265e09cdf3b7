/** Seed coupons (SPEC 5) and offers (SPEC 2 /offers), with rupee amounts (stored as paise). */
import type { Database } from '../client';
import { promos } from '../schema';
import { toPaise } from '@/domain/money';

/** Payment type a coupon may be limited to (SPEC 3 explicitPromo.paymentOptions). */
export const PAYMENT_OPTION_UPI = 'UPI';

const OPEN_FROM = '2024-01-01T00:00:00+05:30';
const OPEN_UNTIL = '2099-12-31T23:59:59+05:30';

export interface PromoSeed {
  code: string;
  title: string;
  description: string;
  kind: 'FLAT' | 'PERCENT' | 'EDV';
  /** FLAT: rupees off; PERCENT: percent off; EDV: rupees per pizza. */
  value: number;
  maxDiscountRupees: number | null;
  minOrderRupees: number;
  paymentOptions: string[];
  firstOrderOnly: boolean;
  loginRequired: boolean;
  validFrom: string;
  validTo: string;
  tnc: string[];
}

const COMMON_TNC = ['One coupon per order.', 'Not valid with e-vouchers.', 'Taxes and charges are calculated on the discounted amount.'];

export const PROMOS: PromoSeed[] = [
  {
    code: 'FLAT100',
    title: '₹100 off on orders above ₹499',
    description: 'Flat ₹100 off on your order of ₹499 or more.',
    kind: 'FLAT',
    value: 100,
    maxDiscountRupees: null,
    minOrderRupees: 499,
    paymentOptions: [],
    firstOrderOnly: false,
    loginRequired: false,
    validFrom: OPEN_FROM,
    validTo: OPEN_UNTIL,
    tnc: ['Minimum order value ₹499 before taxes.', ...COMMON_TNC],
  },
  {
    code: 'PIZZA20',
    title: '20% off up to ₹150',
    description: '20% off on orders of ₹299 or more, up to ₹150.',
    kind: 'PERCENT',
    value: 20,
    maxDiscountRupees: 150,
    minOrderRupees: 299,
    paymentOptions: [],
    firstOrderOnly: false,
    loginRequired: false,
    validFrom: OPEN_FROM,
    validTo: OPEN_UNTIL,
    tnc: ['Minimum order value ₹299 before taxes.', 'Maximum discount ₹150.', ...COMMON_TNC],
  },
  {
    code: 'FIRST50',
    title: '50% off your first order',
    description: '50% off your first order, up to ₹200. Login required.',
    kind: 'PERCENT',
    value: 50,
    maxDiscountRupees: 200,
    minOrderRupees: 0,
    paymentOptions: [],
    firstOrderOnly: true,
    loginRequired: true,
    validFrom: OPEN_FROM,
    validTo: OPEN_UNTIL,
    tnc: ['Valid on the first order of a logged-in customer only.', 'Maximum discount ₹200.', ...COMMON_TNC],
  },
  {
    code: 'UPI75',
    title: '₹75 off when you pay by UPI',
    description: 'Flat ₹75 off on orders of ₹399 or more paid by UPI.',
    kind: 'FLAT',
    value: 75,
    maxDiscountRupees: null,
    minOrderRupees: 399,
    paymentOptions: [PAYMENT_OPTION_UPI],
    firstOrderOnly: false,
    loginRequired: false,
    validFrom: OPEN_FROM,
    validTo: OPEN_UNTIL,
    tnc: ['Pay by UPI to keep the discount.', 'Minimum order value ₹399 before taxes.', ...COMMON_TNC],
  },
  {
    code: 'PIZZA249',
    title: 'Every pizza at ₹249',
    description: 'Every pizza in your cart at ₹249 each, any crust, any size.',
    kind: 'EDV',
    value: 249,
    maxDiscountRupees: null,
    minOrderRupees: 0,
    paymentOptions: [],
    firstOrderOnly: false,
    loginRequired: false,
    validFrom: OPEN_FROM,
    validTo: OPEN_UNTIL,
    tnc: ['Pizzas priced above ₹249 come down to ₹249 each; toppings included.', 'Sides and beverages at menu price.', ...COMMON_TNC],
  },
  {
    code: 'EXPIRED10',
    title: '10% off (ended)',
    description: '10% off every order. This offer has ended.',
    kind: 'PERCENT',
    value: 10,
    maxDiscountRupees: null,
    minOrderRupees: 0,
    paymentOptions: [],
    firstOrderOnly: false,
    loginRequired: false,
    validFrom: '2024-01-01T00:00:00+05:30',
    validTo: '2025-01-01T00:00:00+05:30',
    tnc: COMMON_TNC,
  },
];

/** Inserts the seed coupons in offers-list order (FLAT and EDV values in paise, PERCENT values in percent). */
export async function seedPromos(db: Pick<Database, 'insert'>): Promise<void> {
  await db.insert(promos).values(
    PROMOS.map(({ maxDiscountRupees, minOrderRupees, validFrom, validTo, value, ...promo }, position) => ({
      ...promo,
      value: promo.kind === 'PERCENT' ? value : toPaise(value),
      maxDiscountPaise: maxDiscountRupees === null ? null : toPaise(maxDiscountRupees),
      minOrderPaise: toPaise(minOrderRupees),
      validFrom: new Date(validFrom),
      validTo: new Date(validTo),
      position,
    })),
  );
}
