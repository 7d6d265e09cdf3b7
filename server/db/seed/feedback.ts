/**
 * Seed food tags of the feedback form (by rating level) and the sandbox's store and phone orders (SPEC 3 orderMode
 * offline) that offline feedback is given on; docs/feedback.md lists them with their mobiles.
 */
import { MS_PER_HOUR } from '@/domain/time';
import type { Database } from '../client';
import { feedbackFoodTags, offlineOrders } from '../schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Tags a food item's rating offers, by level range (1 Very Bad ... 5 Awesome), in the form's order. */
export const FOOD_TAGS: readonly { code: string; minLevel: number; maxLevel: number }[] = [
  { code: 'COLD', minLevel: 1, maxLevel: 2 },
  { code: 'SOGGY_BASE', minLevel: 1, maxLevel: 2 },
  { code: 'LESS_TOPPINGS', minLevel: 1, maxLevel: 3 },
  { code: 'WRONG_ITEM', minLevel: 1, maxLevel: 2 },
  { code: 'TOO_SALTY', minLevel: 1, maxLevel: 3 },
  { code: 'JUST_OKAY', minLevel: 3, maxLevel: 3 },
  { code: 'HOT_AND_FRESH', minLevel: 4, maxLevel: 5 },
  { code: 'GREAT_TASTE', minLevel: 4, maxLevel: 5 },
  { code: 'GENEROUS_TOPPINGS', minLevel: 4, maxLevel: 5 },
  { code: 'PERFECT_CRUST', minLevel: 5, maxLevel: 5 },
];

/** A store or phone order of the sandbox, placed this many hours before the database was seeded. */
interface SeedOfflineOrder {
  id: string;
  mobile: string;
  storeId: string;
  channel: 'STORE' | 'PHONE';
  hoursAgo: number;
  items: string[];
}

export const OFFLINE_ORDERS: readonly SeedOfflineOrder[] = [
  {
    id: 'ST66001-1001',
    mobile: '9876500011',
    storeId: '66001',
    channel: 'STORE',
    hoursAgo: 3,
    items: ['Margherita', 'Garlic Breadsticks'],
  },
  { id: 'ST66001-1002', mobile: '9876500012', storeId: '66001', channel: 'STORE', hoursAgo: 26, items: ['Farmhouse'] },
  { id: 'PH66001-2001', mobile: '9876500013', storeId: '66001', channel: 'PHONE', hoursAgo: 5, items: ['Peppy Paneer', 'Choco Lava Cake'] },
];

export async function seedFeedback(tx: Tx, now: Date): Promise<void> {
  await tx.insert(feedbackFoodTags).values(FOOD_TAGS.map((tag, position) => ({ ...tag, position })));
  await tx
    .insert(offlineOrders)
    .values(OFFLINE_ORDERS.map(({ hoursAgo, ...order }) => ({ ...order, placedAt: new Date(now.getTime() - hoursAgo * MS_PER_HOUR) })));
}
