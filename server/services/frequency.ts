/** SPEC 6: order frequency, returned at login: orders placed in the last 90 days. */
import type { Database } from '../db/client';

export const FREQUENCY_WINDOW_DAYS = 90;

/** There are no orders yet, so every user has placed none; the ordering issue counts its orders table here. */
export async function orderFrequency(_db: Database, _userId: string): Promise<number> {
  return 0;
}
