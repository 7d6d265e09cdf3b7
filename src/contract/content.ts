/** Landing content (SPEC 2, SPEC 7): nav menu, alerts and the landing widgets with their content. */
import { z } from 'zod';
import { BANNER_TARGETS, LINK_ACTIONS, WIDGET_KINDS } from './codes';

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

/** A widget's link card: where it leads is its SPEC 2 link action. */
export const widgetLink = z.object({ id: z.string(), title: z.string(), subtitle: z.string(), action: z.enum(LINK_ACTIONS) });
export type WidgetLink = z.infer<typeof widgetLink>;

/** One entry of the widgets list; its content is GET widgetContent with its id (SPEC 7 content link). */
export const widgetSummary = z.object({
  id: z.string(),
  /** Lowercase: SPEC 6 blocked features filter home widgets by it. */
  label: z.string(),
  kind: z.enum(WIDGET_KINDS),
});
export type WidgetSummary = z.infer<typeof widgetSummary>;
export const widgetsResponse = z.object({ widgets: z.array(widgetSummary) });
export type WidgetsResponse = z.infer<typeof widgetsResponse>;

const widgetHead = { id: z.string(), label: z.string(), title: z.string() };
export const widgetContent = z.discriminatedUnion('kind', [
  z.object({ ...widgetHead, kind: z.literal('banners'), banners: z.array(banner) }),
  z.object({ ...widgetHead, kind: z.literal('links'), links: z.array(widgetLink) }),
]);
export type WidgetContent = z.infer<typeof widgetContent>;
