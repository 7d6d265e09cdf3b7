/** Landing content (SPEC 2): nav menu, alerts and banner widgets. */
import { z } from 'zod';
import { BANNER_TARGETS } from './codes';

export const navMenuItem = z.object({
  id: z.string(),
  label: z.string(),
  /** An app route (starts with '/') or an external https URL. */
  link: z.string(),
  requiresLogin: z.boolean(),
});
export type NavMenuItem = z.infer<typeof navMenuItem>;
export const navMenuResponse = z.object({ items: z.array(navMenuItem) });
export type NavMenuResponse = z.infer<typeof navMenuResponse>;

export const alertItem = z.object({ id: z.string(), message: z.string(), severity: z.enum(['info', 'warning']) });
export type AlertItem = z.infer<typeof alertItem>;
export const alertsResponse = z.object({ alerts: z.array(alertItem) });
export type AlertsResponse = z.infer<typeof alertsResponse>;

export const banner = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** Path of the project's own image, e.g. /images/banners/edv.svg */
  image: z.string(),
  altText: z.string(),
  target: z.enum(BANNER_TARGETS),
});
export type Banner = z.infer<typeof banner>;
export const widgetsResponse = z.object({ banners: z.array(banner) });
export type WidgetsResponse = z.infer<typeof widgetsResponse>;
