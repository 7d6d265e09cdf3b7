/** Home content: navigation menu, alerts in their active window, banners and the landing widgets; seeded words in the request's language. */
import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { AlertItem, Banner, NavMenuItem, WidgetContent, WidgetSummary } from '@/contract/content';
import type { Database } from '../db/client';
import { alerts, banners, landingWidgets, navMenuItems, widgetLinks } from '../db/schema';
import { alertMessage, bannerWords, navMenuLabel, widgetLinkWords, widgetTitle } from '../texts';

export async function listNavMenu(db: Database): Promise<NavMenuItem[]> {
  const rows = await db
    .select({ id: navMenuItems.id, label: navMenuItems.label, link: navMenuItems.link, requiresLogin: navMenuItems.requiresLogin })
    .from(navMenuItems)
    .orderBy(asc(navMenuItems.position));
  return rows.map((item) => ({ ...item, label: navMenuLabel(item.id) ?? item.label }));
}

export async function listActiveAlerts(db: Database): Promise<AlertItem[]> {
  const rows = await db
    .select({ id: alerts.id, message: alerts.message, severity: alerts.severity })
    .from(alerts)
    .where(and(lte(alerts.activeFrom, sql`now()`), or(isNull(alerts.activeUntil), gt(alerts.activeUntil, sql`now()`))))
    .orderBy(asc(alerts.position));
  return rows.map((alert) => ({ ...alert, message: alertMessage(alert.id) ?? alert.message }));
}

async function listBanners(db: Database): Promise<Banner[]> {
  const rows = await db
    .select({
      id: banners.id,
      title: banners.title,
      subtitle: banners.subtitle,
      image: banners.image,
      altText: banners.altText,
      target: banners.target,
    })
    .from(banners)
    .orderBy(asc(banners.position));
  return rows.map((banner) => ({ ...banner, ...bannerWords(banner.id) }));
}

/** SPEC 7 landing widgets list: each entry's content is fetched by its id. */
export async function listWidgets(db: Database): Promise<WidgetSummary[]> {
  return db
    .select({ id: landingWidgets.id, label: landingWidgets.label, kind: landingWidgets.kind })
    .from(landingWidgets)
    .orderBy(asc(landingWidgets.position));
}

/** One widget's content (the list entry's content link); null for an unknown id. */
export async function widgetContent(db: Database, id: string): Promise<WidgetContent | null> {
  const [widget] = await db.select().from(landingWidgets).where(eq(landingWidgets.id, id));
  if (!widget) return null;
  const head = { id: widget.id, label: widget.label, title: widgetTitle(widget.id) ?? widget.title };
  if (widget.kind === 'banners') return { ...head, kind: 'banners', banners: await listBanners(db) };
  const links = await db
    .select({ id: widgetLinks.id, title: widgetLinks.title, subtitle: widgetLinks.subtitle, action: widgetLinks.action })
    .from(widgetLinks)
    .where(eq(widgetLinks.widgetId, widget.id))
    .orderBy(asc(widgetLinks.position));
  return { ...head, kind: 'links', links: links.map((link) => ({ ...link, ...widgetLinkWords(link.id) })) };
}
