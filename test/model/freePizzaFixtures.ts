/** A loyalty menu answer for the free pizza machine's tests. */
import type { LoyaltyMenuResponse } from '@/contract/loyaltyMenu';

export const FREE_MARGHERITA = {
  menuType: 'LOYALTY',
  productId: 101,
  code: 'PIZ101',
  name: 'Margherita',
  description: 'Classic cheese',
  image: '/images/menu/piz-101.svg',
  foodType: 'VEG',
  crustId: 1,
  crustName: 'Hand Tossed',
  sizeId: 1,
  sizeCode: 'R',
  sizeName: 'Regular',
  originalPrice: 10_900,
  price: 0,
} as const satisfies LoyaltyMenuResponse['items'][number];

/** A member whose 700 credited points buy one free pizza, with 100 more on their way. */
export const LOYALTY_MENU: LoyaltyMenuResponse = {
  status: 'SUCCESS',
  member: true,
  points: 700,
  pendingPoints: 100,
  freeItems: 1,
  pointsPerFreeItem: 600,
  items: [FREE_MARGHERITA],
};
