/** Seed everyday-value deals (SPEC 2 /edv; SPEC 9 prices 99 and 199 and 'two regular pizzas at 99 each'). */

/** SPEC 9 constants: the everyday-value price of a regular and of a medium pizza, rupees. */
export const EDV_REGULAR_RUPEES = 99;
export const EDV_MEDIUM_RUPEES = 199;
/** Ours: the premium medium deal's price, rupees. */
export const EDV_PREMIUM_MEDIUM_RUPEES = 299;

export interface EdvDealSeed {
  id: string;
  title: string;
  description: string;
  rupeesPerPizza: number;
  pizzasRequired: number;
  sizeCode: 'R' | 'M';
  /** Product ids of the seed menu, in the order the deal lists them. */
  productIds: number[];
  /** 'all', or the ids of the stores that offer it. */
  stores: 'all' | string[];
}

export const EDV_DEALS: EdvDealSeed[] = [
  {
    id: 'EDV2M199',
    title: `Any 2 Medium pizzas at ₹${EDV_MEDIUM_RUPEES} each`,
    description: `Pick any two medium pizzas from the everyday-value range and pay ₹${EDV_MEDIUM_RUPEES} for each.`,
    rupeesPerPizza: EDV_MEDIUM_RUPEES,
    pizzasRequired: 2,
    sizeCode: 'M',
    // Classic and favourite veg, classic non-veg.
    productIds: [101, 102, 103, 106, 108, 109, 111, 203, 205, 206, 209],
    stores: 'all',
  },
  {
    id: 'EDV2R99',
    title: `Any 2 Regular pizzas at ₹${EDV_REGULAR_RUPEES} each`,
    description: `Two regular veg pizzas of your choice at ₹${EDV_REGULAR_RUPEES} each.`,
    rupeesPerPizza: EDV_REGULAR_RUPEES,
    pizzasRequired: 2,
    sizeCode: 'R',
    productIds: [101, 102, 103, 106, 108, 109],
    stores: 'all',
  },
  {
    id: 'EDV3M299',
    title: `Any 3 Medium premium pizzas at ₹${EDV_PREMIUM_MEDIUM_RUPEES} each`,
    description: `Three medium premium pizzas, veg or non-veg, at ₹${EDV_PREMIUM_MEDIUM_RUPEES} each. Bengaluru stores only.`,
    rupeesPerPizza: EDV_PREMIUM_MEDIUM_RUPEES,
    pizzasRequired: 3,
    sizeCode: 'M',
    // Premium veg and premium non-veg.
    productIds: [104, 105, 107, 110, 201, 202, 204, 207, 208],
    // Koramangala, Indiranagar, Whitefield.
    stores: ['66201', '66202', '66203'],
  },
];
