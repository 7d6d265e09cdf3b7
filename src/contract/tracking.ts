/** SPEC 7 usage tracking, action SAVE_UA_TRACKING. */
import { z } from 'zod';
import { MAX_TRACKING_LONG_TEXT, MAX_TRACKING_PROPERTIES, MAX_TRACKING_SHORT_TEXT } from '@/domain/limits';
import { refusal } from './fields';

const shortText = z.string().max(MAX_TRACKING_SHORT_TEXT);
const longText = z.string().max(MAX_TRACKING_LONG_TEXT);

export const usageTrackingBody = z.object({
  data: z.object({
    userAgent: longText,
    platform: z.literal('PWA'),
    userId: shortText.min(1),
    timestamp: z.number().int().nonnegative(),
    pageName: shortText,
    referrer: longText,
    action: z.literal('SAVE_UA_TRACKING'),
    actionType: shortText,
    properties: z
      .record(shortText, z.union([longText, z.number().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER), z.boolean()]))
      .refine(
        (properties) => Object.keys(properties).length <= MAX_TRACKING_PROPERTIES,
        refusal({ server: 'tooManyProperties', params: { max: MAX_TRACKING_PROPERTIES }, aboutField: true }),
      ),
  }),
});
export type UsageTrackingBody = z.input<typeof usageTrackingBody>;

/** POST usageTracking answers the stored event's id (201). */
export const usageEventRecorded = z.object({ id: z.number() });
