/** SPEC 6: order frequency, returned at login: the customer's confirmed orders of the last 90 days. */
import { and, count, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders } from '../db/schema';
import { MS_PER_DAY } from '@/domain/time';

export const FREQUENCY_WINDOW_DAYS = 90;

/** Orders the customer had confirmed within the window ending at `at` (failed and pending ones do not count). */
export async function orderFrequency(db: Pick<Database, 'select'>, userId: string, at: Date): Promise<number> {
  const since = new Date(at.getTime() - FREQUENCY_WINDOW_DAYS * MS_PER_DAY);
  const [row] = await db
    .select({ placed: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'CONFIRMED'), gt(orders.confirmedAt, since), lte(orders.confirmedAt, at)));
  return row?.placed ?? 0;
}
