/** Seed menu: SPEC 2 categories, crusts, sizes, toppings and products with rupee prices (stored as paise). */
import { EXTRA_CHEESE_ITEM_ID } from '@/domain/constants';
import { toPaise } from '@/domain/money';
import menuDataEn from '@/i18n/en/menuData';

const { categories: CATEGORY_NAMES, descriptions: DESCRIPTIONS } = menuDataEn.texts;

function descriptionOf(code: string): string {
  if (!(code in DESCRIPTIONS)) throw new Error(`no description for product ${code} in src/i18n/en/menuData.ts`);
  return DESCRIPTIONS[code as keyof typeof DESCRIPTIONS];
}

type FoodType = 'VEG' | 'NON_VEG';

/** SPEC 2 ids and slugs; new-launches, meals-combos and chicken-lovers-pizza have no id in SPEC, so 80-82 are ours. */
export const CATEGORIES = [
  { id: 0, slug: 'favourites', name: CATEGORY_NAMES.favourites },
  { id: 1, slug: 'bestsellers', name: CATEGORY_NAMES.bestsellers },
  { id: 80, slug: 'new-launches', name: CATEGORY_NAMES['new-launches'] },
  { id: 2, slug: 'veg-pizza', name: CATEGORY_NAMES['veg-pizza'] },
  { id: 3, slug: 'non-veg-pizza', name: CATEGORY_NAMES['non-veg-pizza'] },
  { id: 82, slug: 'chicken-lovers-pizza', name: CATEGORY_NAMES['chicken-lovers-pizza'] },
  { id: 71, slug: 'indian-masala-pizza', name: CATEGORY_NAMES['indian-masala-pizza'] },
  { id: 51, slug: 'world-pizza-league', name: CATEGORY_NAMES['world-pizza-league'] },
  { id: 20, slug: 'pizza-mania', name: CATEGORY_NAMES['pizza-mania'] },
  { id: 77, slug: 'pasta-pizza-party', name: CATEGORY_NAMES['pasta-pizza-party'] },
  { id: 4, slug: 'sides', name: CATEGORY_NAMES.sides },
  { id: 46, slug: 'speciality-chicken', name: CATEGORY_NAMES['speciality-chicken'] },
  { id: 5, slug: 'beverages', name: CATEGORY_NAMES.beverages },
  { id: 26, slug: 'dessert', name: CATEGORY_NAMES.dessert },
  { id: 50, slug: 'combos', name: CATEGORY_NAMES.combos },
  { id: 81, slug: 'meals-combos', name: CATEGORY_NAMES['meals-combos'] },
  { id: 76, slug: 'daily-essentials', name: CATEGORY_NAMES['daily-essentials'] },
] as const;
export type CategorySlug = (typeof CATEGORIES)[number]['slug'];

export const CRUSTS = [
  { id: 1, code: 'HT', name: 'New Hand Tossed' },
  { id: 2, code: 'WT', name: 'Wheat Thin Crust' },
  { id: 3, code: 'CB', name: 'Cheese Burst' },
  { id: 4, code: 'PAN', name: 'Fresh Pan' },
] as const;
type CrustCode = (typeof CRUSTS)[number]['code'];

export const SIZES = [
  { id: 1, code: 'R', name: 'Regular', serves: 1 },
  { id: 2, code: 'M', name: 'Medium', serves: 2 },
  { id: 3, code: 'L', name: 'Large', serves: 4 },
] as const;
type SizeCode = (typeof SIZES)[number]['code'];

type CrustSurcharges = Record<SizeCode, Partial<Record<CrustCode, number>>>;
/** Rupees added to a pizza's hand-tossed price for each crust a size is baked in. */
const ALL_CRUSTS: CrustSurcharges = {
  R: { HT: 0, CB: 90, PAN: 30 },
  M: { HT: 0, WT: 0, CB: 120, PAN: 40 },
  L: { HT: 0, WT: 0 },
};
const HAND_TOSSED_ONLY: CrustSurcharges = { R: { HT: 0 }, M: { HT: 0 }, L: { HT: 0 } };

export const TOPPINGS = [
  { id: 1, code: 'ONION', name: 'Onion', foodType: 'VEG', rupees: 45 },
  { id: 2, code: 'CAPSICUM', name: 'Crisp Capsicum', foodType: 'VEG', rupees: 45 },
  { id: 3, code: 'TOMATO', name: 'Fresh Tomato', foodType: 'VEG', rupees: 45 },
  { id: 4, code: 'MUSHROOM', name: 'Grilled Mushroom', foodType: 'VEG', rupees: 55 },
  { id: 5, code: 'CORN', name: 'Golden Corn', foodType: 'VEG', rupees: 45 },
  { id: 6, code: 'OLIVE', name: 'Black Olives', foodType: 'VEG', rupees: 55 },
  { id: 7, code: 'JALAPENO', name: 'Jalapeno', foodType: 'VEG', rupees: 55 },
  { id: 8, code: 'PANEER', name: 'Paneer Cubes', foodType: 'VEG', rupees: 65 },
  { id: 9, code: 'PAPRIKA', name: 'Red Paprika', foodType: 'VEG', rupees: 55 },
  { id: 10, code: 'CHILLI', name: 'Green Chilli', foodType: 'VEG', rupees: 35 },
  { id: 21, code: 'BBQ_CHICKEN', name: 'Barbeque Chicken', foodType: 'NON_VEG', rupees: 75 },
  { id: 22, code: 'PERI_CHICKEN', name: 'Peri-Peri Chicken', foodType: 'NON_VEG', rupees: 75 },
  { id: 23, code: 'CHICKEN_TIKKA', name: 'Chicken Tikka', foodType: 'NON_VEG', rupees: 85 },
  { id: 24, code: 'CHICKEN_SAUSAGE', name: 'Chicken Sausage', foodType: 'NON_VEG', rupees: 65 },
  { id: 25, code: 'CHICKEN_PEPPERONI', name: 'Chicken Pepperoni', foodType: 'NON_VEG', rupees: 85 },
  { id: 26, code: 'CHICKEN_KEEMA', name: 'Chicken Keema', foodType: 'NON_VEG', rupees: 75 },
  { id: EXTRA_CHEESE_ITEM_ID, code: 'EXTRA_CHEESE', name: 'Extra Cheese', foodType: 'VEG', rupees: 60 },
] as const satisfies readonly { id: number; code: string; name: string; foodType: FoodType; rupees: number }[];
export type ToppingCode = (typeof TOPPINGS)[number]['code'];

/** Hand-tossed price in rupees per size (a pizza is sold in the sizes its tier lists) and the crusts offered. */
const PIZZA_TIERS = {
  classicVeg: { rupees: { R: 109, M: 245, L: 455 }, crusts: ALL_CRUSTS },
  favouriteVeg: { rupees: { R: 169, M: 339, L: 579 }, crusts: ALL_CRUSTS },
  premiumVeg: { rupees: { R: 239, M: 459, L: 699 }, crusts: ALL_CRUSTS },
  classicNonVeg: { rupees: { R: 199, M: 379, L: 619 }, crusts: ALL_CRUSTS },
  premiumNonVeg: { rupees: { R: 289, M: 539, L: 839 }, crusts: ALL_CRUSTS },
  maniaLow: { rupees: { R: 69 }, crusts: HAND_TOSSED_ONLY },
  maniaMid: { rupees: { R: 79 }, crusts: HAND_TOSSED_ONLY },
  maniaHigh: { rupees: { R: 99 }, crusts: HAND_TOSSED_ONLY },
  maniaChicken: { rupees: { R: 119 }, crusts: HAND_TOSSED_ONLY },
} as const satisfies Record<string, { rupees: Partial<Record<SizeCode, number>>; crusts: CrustSurcharges }>;
type PizzaTier = keyof typeof PIZZA_TIERS;

interface ProductBase {
  id: number;
  code: string;
  name: string;
  description: string;
  foodType: FoodType;
  image: string;
  categories: CategorySlug[];
}
export interface PizzaSeed extends ProductBase {
  tier: PizzaTier;
  toppings: ToppingCode[];
}
export interface ItemSeed extends ProductBase {
  rupees: number;
}
export type ProductSeed = PizzaSeed | ItemSeed;
export const isPizza = (p: ProductSeed): p is PizzaSeed => 'tier' in p;

const menuImage = (file: string) => `/images/menu/${file}.svg`;

const pizza = (
  id: number,
  name: string,
  foodType: FoodType,
  tier: PizzaTier,
  toppings: ToppingCode[],
  categories: CategorySlug[],
): PizzaSeed => ({
  id,
  code: `PIZ${id}`,
  name,
  description: descriptionOf(`PIZ${id}`),
  foodType,
  tier,
  toppings,
  categories,
  image: menuImage(`piz-${id}`),
});

const item = (prefix: string, id: number, name: string, foodType: FoodType, rupees: number, categories: CategorySlug[]): ItemSeed => ({
  id,
  code: `${prefix}${id}`,
  name,
  description: descriptionOf(`${prefix}${id}`),
  foodType,
  rupees,
  categories,
  image: menuImage(`${prefix.toLowerCase()}-${id}`),
});

export const PRODUCTS: ProductSeed[] = [
  pizza(101, 'Margherita Classica', 'VEG', 'classicVeg', [], ['veg-pizza', 'bestsellers', 'favourites']),
  pizza(102, 'Farm Fresh Garden', 'VEG', 'favouriteVeg', ['ONION', 'CAPSICUM', 'TOMATO', 'MUSHROOM'], ['veg-pizza', 'bestsellers']),
  pizza(103, 'Paneer Pepper Blast', 'VEG', 'favouriteVeg', ['PANEER', 'CAPSICUM', 'PAPRIKA'], ['veg-pizza', 'bestsellers', 'favourites']),
  pizza(104, 'Paneer Makhani Supreme', 'VEG', 'premiumVeg', ['PANEER', 'ONION', 'CAPSICUM'], ['veg-pizza', 'indian-masala-pizza']),
  pizza(
    105,
    'Veggie Overload',
    'VEG',
    'premiumVeg',
    ['ONION', 'CAPSICUM', 'TOMATO', 'MUSHROOM', 'CORN', 'OLIVE', 'JALAPENO'],
    ['veg-pizza'],
  ),
  pizza(106, 'Corn & Cheese Delight', 'VEG', 'classicVeg', ['CORN'], ['veg-pizza', 'favourites']),
  pizza(
    107,
    'Tandoori Paneer Tikka',
    'VEG',
    'premiumVeg',
    ['PANEER', 'ONION', 'CAPSICUM', 'PAPRIKA'],
    ['veg-pizza', 'indian-masala-pizza', 'new-launches'],
  ),
  pizza(108, 'Achari Do Pyaza', 'VEG', 'favouriteVeg', ['ONION', 'CAPSICUM', 'CHILLI'], ['veg-pizza', 'indian-masala-pizza']),
  pizza(109, 'Mexican Fiesta Veg', 'VEG', 'favouriteVeg', ['CAPSICUM', 'JALAPENO', 'CORN', 'ONION'], ['veg-pizza', 'world-pizza-league']),
  pizza(
    110,
    'Italian Garden Pesto',
    'VEG',
    'premiumVeg',
    ['OLIVE', 'TOMATO', 'MUSHROOM'],
    ['veg-pizza', 'world-pizza-league', 'new-launches'],
  ),
  pizza(111, 'Pasta Pizza Fusion', 'VEG', 'favouriteVeg', ['ONION', 'CAPSICUM'], ['pasta-pizza-party', 'veg-pizza']),
  pizza(
    201,
    'Chicken Tikka Tandoor',
    'NON_VEG',
    'premiumNonVeg',
    ['CHICKEN_TIKKA', 'ONION', 'CAPSICUM'],
    ['non-veg-pizza', 'indian-masala-pizza', 'chicken-lovers-pizza', 'bestsellers'],
  ),
  pizza(
    202,
    'Butter Chicken Royale',
    'NON_VEG',
    'premiumNonVeg',
    ['CHICKEN_TIKKA', 'ONION'],
    ['non-veg-pizza', 'indian-masala-pizza', 'chicken-lovers-pizza', 'new-launches'],
  ),
  pizza(
    203,
    'Pepper BBQ Chicken',
    'NON_VEG',
    'classicNonVeg',
    ['BBQ_CHICKEN', 'ONION'],
    ['non-veg-pizza', 'chicken-lovers-pizza', 'favourites'],
  ),
  pizza(
    204,
    'Chicken Dhamaka Feast',
    'NON_VEG',
    'premiumNonVeg',
    ['BBQ_CHICKEN', 'PERI_CHICKEN', 'CHICKEN_SAUSAGE', 'CHICKEN_TIKKA', 'CHICKEN_KEEMA'],
    ['non-veg-pizza', 'chicken-lovers-pizza', 'bestsellers'],
  ),
  pizza(205, 'Chicken Pepperoni Classic', 'NON_VEG', 'classicNonVeg', ['CHICKEN_PEPPERONI'], ['non-veg-pizza', 'world-pizza-league']),
  pizza(
    206,
    'Peri-Peri Chicken Fiesta',
    'NON_VEG',
    'classicNonVeg',
    ['PERI_CHICKEN', 'CAPSICUM', 'PAPRIKA'],
    ['non-veg-pizza', 'chicken-lovers-pizza'],
  ),
  pizza(
    207,
    'Chicken Chettinad Spice',
    'NON_VEG',
    'premiumNonVeg',
    ['CHICKEN_KEEMA', 'ONION', 'CHILLI'],
    ['non-veg-pizza', 'indian-masala-pizza'],
  ),
  pizza(
    208,
    'American BBQ Smokehouse',
    'NON_VEG',
    'premiumNonVeg',
    ['BBQ_CHICKEN', 'CHICKEN_SAUSAGE', 'ONION'],
    ['non-veg-pizza', 'world-pizza-league'],
  ),
  pizza(209, 'Chicken Sausage Supreme', 'NON_VEG', 'classicNonVeg', ['CHICKEN_SAUSAGE', 'CORN'], ['non-veg-pizza']),
  pizza(301, 'Mania Cheese & Onion', 'VEG', 'maniaMid', ['ONION'], ['pizza-mania']),
  pizza(302, 'Mania Tomato Twist', 'VEG', 'maniaLow', ['TOMATO'], ['pizza-mania']),
  pizza(303, 'Mania Paneer Pop', 'VEG', 'maniaHigh', ['PANEER'], ['pizza-mania']),
  pizza(304, 'Mania Golden Corn', 'VEG', 'maniaMid', ['CORN'], ['pizza-mania']),
  pizza(305, 'Mania Chicken Keema', 'NON_VEG', 'maniaChicken', ['CHICKEN_KEEMA'], ['pizza-mania']),
  item('PAS', 401, 'Creamy Tomato Pasta Veg', 'VEG', 149, ['pasta-pizza-party']),
  item('PAS', 402, 'Cheesy Alfredo Pasta Chicken', 'NON_VEG', 179, ['pasta-pizza-party']),
  item('SID', 501, 'Garlic Breadsticks', 'VEG', 109, ['sides', 'bestsellers']),
  item('SID', 502, 'Stuffed Garlic Bread', 'VEG', 149, ['sides']),
  item('SID', 503, 'Masala Potato Wedges', 'VEG', 99, ['sides']),
  item('SID', 504, 'Paneer Tikka Stuffed Bread', 'VEG', 169, ['sides', 'new-launches']),
  item('SID', 505, 'Crinkle Fries', 'VEG', 89, ['sides']),
  item('SID', 506, 'Chicken Seekh Stuffed Bread', 'NON_VEG', 189, ['sides']),
  item('CHK', 601, 'Peri-Peri Chicken Wings', 'NON_VEG', 199, ['speciality-chicken', 'chicken-lovers-pizza']),
  item('CHK', 602, 'Boneless Chicken Bites', 'NON_VEG', 179, ['speciality-chicken']),
  item('CHK', 603, 'Tandoori Chicken Strips', 'NON_VEG', 219, ['speciality-chicken']),
  item('BEV', 701, 'Masala Lemonade', 'VEG', 60, ['beverages']),
  item('BEV', 702, 'Chilled Cola', 'VEG', 65, ['beverages']),
  item('BEV', 703, 'Mango Lassi', 'VEG', 79, ['beverages']),
  item('BEV', 704, 'Cold Coffee', 'VEG', 89, ['beverages']),
  item('BEV', 705, 'Mineral Water', 'VEG', 25, ['beverages', 'daily-essentials']),
  item('DES', 801, 'Choco Lava Cake', 'VEG', 109, ['dessert', 'bestsellers']),
  item('DES', 802, 'Gulab Jamun (2 pcs)', 'VEG', 79, ['dessert']),
  item('DES', 803, 'Butterscotch Mousse Cake', 'VEG', 119, ['dessert']),
  item('DES', 804, 'Brownie Fantasy', 'VEG', 129, ['dessert']),
  item('CMB', 901, 'Veg Meal for 2', 'VEG', 549, ['combos', 'meals-combos']),
  item('CMB', 902, 'Non-Veg Meal for 2', 'NON_VEG', 649, ['combos', 'meals-combos']),
  item('CMB', 903, 'Party Pack for 4', 'VEG', 1299, ['combos', 'meals-combos']),
  item('CMB', 904, 'Solo Meal', 'VEG', 149, ['meals-combos']),
  item('ESS', 951, 'Mozzarella Cheese Block (200 g)', 'VEG', 149, ['daily-essentials']),
  item('ESS', 952, 'Oregano & Chilli Seasoning (20 sachets)', 'VEG', 49, ['daily-essentials']),
  item('ESS', 953, 'Pizza Base Pack (2 pcs)', 'VEG', 79, ['daily-essentials']),
  item('ESS', 954, 'Milk Bread Loaf', 'VEG', 45, ['daily-essentials']),
];

/** World Pizza League pizzas (category 51): the country each recipe comes from, ISO 3166-1 alpha-2. */
export const LEAGUE_COUNTRIES: Readonly<Record<number, string>> = { 109: 'MX', 110: 'IT', 205: 'US', 208: 'US' };

export interface PriceSeed {
  productId: number;
  crustId: number;
  sizeId: number;
  pricePaise: number;
}

/** Every crust and size a pizza is sold in, priced from its tier plus the crust surcharge. */
export function pizzaPrices(product: PizzaSeed): PriceSeed[] {
  const tier = PIZZA_TIERS[product.tier];
  const rupees: Partial<Record<SizeCode, number>> = tier.rupees;
  return SIZES.flatMap((size) => {
    const base = rupees[size.code];
    if (base === undefined) return [];
    const surcharges = tier.crusts[size.code];
    return CRUSTS.flatMap((crust) => {
      const surcharge = surcharges[crust.code];
      return surcharge === undefined
        ? []
        : [{ productId: product.id, crustId: crust.id, sizeId: size.id, pricePaise: toPaise(base + surcharge) }];
    });
  });
}

/** Veg pizzas take veg toppings; non-veg pizzas take every topping. Extra cheese suits all. */
export function allowedToppings(product: PizzaSeed): (typeof TOPPINGS)[number][] {
  return TOPPINGS.filter((t) => product.foodType === 'NON_VEG' || t.foodType === 'VEG');
}
