/** Home content: navigation menu, alerts in their active window, banners; seeded alerts and banners in the request's language. */
import { and, asc, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { AlertItem, Banner, NavMenuItem } from '@/contract/content';
import type { Database } from '../db/client';
import { alerts, banners, navMenuItems } from '../db/schema';
import { alertMessage, bannerWords } from '../texts';

export async function listNavMenu(db: Database): Promise<NavMenuItem[]> {
  return db
    .select({ id: navMenuItems.id, label: navMenuItems.label, link: navMenuItems.link, requiresLogin: navMenuItems.requiresLogin })
    .from(navMenuItems)
    .orderBy(asc(navMenuItems.position));
}

export async function listActiveAlerts(db: Database): Promise<AlertItem[]> {
  const rows = await db
    .select({ id: alerts.id, message: alerts.message, severity: alerts.severity })
    .from(alerts)
    .where(and(lte(alerts.activeFrom, sql`now()`), or(isNull(alerts.activeUntil), gt(alerts.activeUntil, sql`now()`))))
    .orderBy(asc(alerts.position));
  return rows.map((alert) => ({ ...alert, message: alertMessage(alert.id) ?? alert.message }));
}

export async function listBanners(db: Database): Promise<Banner[]> {
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
