/**
 * Content pages and static cart widgets as the database holds them, per language: a page in the request's
 * language (English where it has no row in that language), its `{name}` holes filled from the product's rules.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CmsWidget, CmsWidgetQuery, ContentPage } from '@/contract/contentPages';
import { REFUND_BUSINESS_DAYS } from '@/domain/afterOrder';
import { DRIVE_PICK_READY_MINUTES, type ContentPageSlug } from '@/domain/content';
import { PAISE_PER_RUPEE } from '@/domain/money';
import {
  DELIVERY_CODE_DIGITS,
  RAIL_CANCEL_BEFORE_MINUTES,
  RAIL_CANCEL_GRACE_MINUTES,
  RAIL_HOLD_MINUTES,
  RAIL_LEAD_MINUTES_MAX,
  RAIL_LEAD_MINUTES_MIN,
} from '@/domain/rail';
import { MINUTES_PER_HOUR } from '@/domain/time';
import { ALL_NIGHT_GUARANTEE_MINUTES, DELIVERY_GUARANTEE_MINUTES, GUARANTEE_LIABILITY_RUPEES } from '@/domain/tracking';
import { DEFAULT_LANGUAGE, type Language } from '@/i18n/languages';
import { fill, type Params } from '@/i18n/texts';
import type { Database } from '../db/client';
import { cmsWidgets, contentPages } from '../db/schema';
import { currentRequestLanguage } from '../http/language';
import { serverRupees } from '../texts';

/** A value never breaks across lines ('4-10', '₹ 300'): its spaces and hyphens are the non-breaking kind. */
const unbreakable = (value: string | number): string => String(value).replace(/ /g, '\u00a0').replace(/-/g, '\u2011');

/** The values the pages' holes name, so a page states the rules the product applies. */
function contentValues(): Params {
  const values: Record<string, string | number> = {
    guaranteeMinutes: DELIVERY_GUARANTEE_MINUTES,
    allNightMinutes: ALL_NIGHT_GUARANTEE_MINUTES,
    liability: serverRupees(GUARANTEE_LIABILITY_RUPEES * PAISE_PER_RUPEE),
    refundDays: REFUND_BUSINESS_DAYS,
    railLeadMin: RAIL_LEAD_MINUTES_MIN,
    railLeadMax: RAIL_LEAD_MINUTES_MAX,
    deliveryCodeDigits: DELIVERY_CODE_DIGITS,
    railCancelHours: RAIL_CANCEL_BEFORE_MINUTES / MINUTES_PER_HOUR,
    railGraceMinutes: RAIL_CANCEL_GRACE_MINUTES,
    railHoldMinutes: RAIL_HOLD_MINUTES,
    curbReadyMinutes: DRIVE_PICK_READY_MINUTES,
  };
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, unbreakable(value)]));
}

/** The languages to look in, best first. */
const languagesFor = (language: Language): Language[] => (language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE]);

/** The page in the request's language; null for a page the database does not hold. */
export async function contentPageOf(db: Database, slug: ContentPageSlug): Promise<ContentPage | null> {
  const language = currentRequestLanguage();
  const rows = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.slug, slug), inArray(contentPages.language, languagesFor(language))));
  const row = rows.find((candidate) => candidate.language === language) ?? rows[0];
  if (!row) return null;
  const values = contentValues();
  const say = (text: string) => fill(text, values, language);
  return {
    slug,
    title: say(row.title),
    intro: say(row.intro),
    sections: row.sections.map((section) => ({ ...section, heading: say(section.heading), paragraphs: section.paragraphs.map(say) })),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** SPEC 7 static cart widget: the page's widgets for the site, platform, delivery type and language, in order. */
export async function cmsWidgetsOf(db: Database, query: Required<CmsWidgetQuery>): Promise<CmsWidget[]> {
  const rows = await db
    .select({ id: cmsWidgets.id, title: cmsWidgets.title, body: cmsWidgets.body })
    .from(cmsWidgets)
    .where(
      and(
        eq(cmsWidgets.site, query.site),
        eq(cmsWidgets.platform, query.platform),
        eq(cmsWidgets.page, query.page),
        eq(cmsWidgets.deliveryType, query.deliveryType),
        eq(cmsWidgets.language, query.lang),
      ),
    )
    .orderBy(asc(cmsWidgets.position));
  const values = contentValues();
  return rows.map((widget) => ({ ...widget, title: fill(widget.title, values, query.lang), body: fill(widget.body, values, query.lang) }));
}
