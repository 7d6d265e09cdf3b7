/** The server's content pages (SPEC 7 promo content and tnc: /tnc, /info, /notification) and the static cart widget (SPEC 7 CMS). */
import { z } from 'zod';
import { CMS_PAGES, CMS_PLATFORM, CMS_SITE, CONTENT_PAGE_SLUGS } from '@/domain/content';
import { deliveryTypeParam, language } from './fields';

export const contentPageSection = z.object({
  /** The section's anchor on its page (`/tnc#rail`). */
  id: z.string(),
  heading: z.string(),
  paragraphs: z.array(z.string()),
  /** A phone number the section offers to call (the support number on /info). */
  phone: z.string().optional(),
});
export type ContentPageSection = z.infer<typeof contentPageSection>;

/** GET contentPage: one page in the request's language (English where it has no translation). */
export const contentPage = z.object({
  slug: z.enum(CONTENT_PAGE_SLUGS),
  title: z.string(),
  intro: z.string(),
  sections: z.array(contentPageSection),
  /** When the page's words last changed (ISO 8601). */
  updatedAt: z.string(),
});
export type ContentPage = z.infer<typeof contentPage>;

/** GET cartWidgets query (SPEC 7: site, lang, platform, page, deliveryType). */
export const cmsWidgetQuery = z.object({
  site: z.literal(CMS_SITE),
  lang: language,
  platform: z.literal(CMS_PLATFORM),
  page: z.enum(CMS_PAGES),
  deliveryType: deliveryTypeParam,
});
export type CmsWidgetQuery = z.input<typeof cmsWidgetQuery>;

export const cmsWidget = z.object({ id: z.string(), title: z.string(), body: z.string() });
export type CmsWidget = z.infer<typeof cmsWidget>;
/** The page's widgets for the delivery type, in order; none is a valid answer. */
export const cmsWidgetsResponse = z.object({ widgets: z.array(cmsWidget) });
export type CmsWidgetsResponse = z.infer<typeof cmsWidgetsResponse>;
