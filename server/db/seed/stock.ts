/** Seed stock: a few products taken off sale at a few stores; every other product is in stock everywhere. */

export interface StockSeed {
  storeId: string;
  productId: number;
  inStock: boolean;
}

export const OUT_OF_STOCK: StockSeed[] = [
  // Koramangala (66201): Corn & Cheese Delight (pizza) and Mango Lassi (beverage).
  { storeId: '66201', productId: 106, inStock: false },
  { storeId: '66201', productId: 703, inStock: false },
  // Andheri West (66101): Stuffed Garlic Bread (side).
  { storeId: '66101', productId: 502, inStock: false },
  // Banjara Hills (66301): Chicken Pepperoni Classic (pizza) and Choco Lava Cake (dessert).
  { storeId: '66301', productId: 205, inStock: false },
  { storeId: '66301', productId: 801, inStock: false },
];
