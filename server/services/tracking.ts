/** SPEC 7 usage tracking: stores one SAVE_UA_TRACKING event. */
import type { UsageTrackingBody } from '@/contract/tracking';
import type { Database } from '../db/client';
import { usageEvents } from '../db/schema';

export async function recordUsageEvent(db: Database, { data }: UsageTrackingBody): Promise<{ id: number }> {
  const [row] = await db
    .insert(usageEvents)
    .values({
      userId: data.userId,
      action: data.action,
      actionType: data.actionType,
      pageName: data.pageName,
      referrer: data.referrer,
      userAgent: data.userAgent,
      platform: data.platform,
      clientTimestamp: data.timestamp,
      properties: data.properties,
    })
    .returning({ id: usageEvents.id });
  if (!row) throw new Error('The usage event was not stored.');
  return row;
}
