/**
 * Seed content pages (/tnc, /info, /notification) and the cart's static CMS widgets, one row per language,
 * from the `pages` namespace of the catalogue; the support number the /info contact section offers to call.
 */
import type { ContentPageSection } from '@/contract/contentPages';
import { DELIVERY_TYPE, type DeliveryType } from '@/domain/constants';
import { CMS_PLATFORM, CMS_SITE, CONTENT_PAGE_SECTIONS, CONTENT_PAGE_SLUGS, type CmsPage, type ContentPageSlug } from '@/domain/content';
import pagesEn from '@/i18n/en/pages';
import pagesHi from '@/i18n/hi/pages';
import type { Language } from '@/i18n/languages';
import type { Translation } from '@/i18n/texts';

/** Ours (SPEC 9: support number not shown): the toll-free support line, documented in docs/content.md. */
export const SUPPORT_NUMBER = '1800 102 7423';

type Words = Translation<typeof pagesEn.texts>;
const WORDS: Record<Language, Words> = { en: pagesEn.texts, hi: pagesHi };

export interface ContentPageSeed {
  slug: ContentPageSlug;
  language: Language;
  title: string;
  intro: string;
  sections: ContentPageSection[];
}

function pageSeed(slug: ContentPageSlug, language: Language): ContentPageSeed {
  const words = WORDS[language][slug];
  const sections = words.sections as Record<string, { heading: string } & Record<string, string>>;
  return {
    slug,
    language,
    title: words.title,
    intro: words.intro,
    sections: CONTENT_PAGE_SECTIONS[slug].map((id) => {
      const { heading, ...paragraphs } = sections[id]!;
      return {
        id,
        heading,
        paragraphs: Object.values(paragraphs),
        ...(slug === 'info' && id === 'contact' ? { phone: SUPPORT_NUMBER } : {}),
      };
    }),
  };
}

export const CONTENT_PAGES: ContentPageSeed[] = CONTENT_PAGE_SLUGS.flatMap((slug) =>
  (Object.keys(WORDS) as Language[]).map((language) => pageSeed(slug, language)),
);

type WidgetId = keyof Words['cartWidgets'];

/** Which cart widgets each delivery type shows, in order. */
const CART_WIDGETS: Record<DeliveryType, readonly WidgetId[]> = {
  [DELIVERY_TYPE.delivery]: ['zeroContact', 'sealed'],
  [DELIVERY_TYPE.pickup]: ['counter', 'sealed'],
  [DELIVERY_TYPE.takeaway]: ['counter', 'sealed'],
  [DELIVERY_TYPE.dineIn]: ['sealed'],
  [DELIVERY_TYPE.curbside]: ['curbside', 'sealed'],
  [DELIVERY_TYPE.train]: ['train', 'sealed'],
};

export interface CmsWidgetSeed {
  id: WidgetId;
  language: Language;
  site: string;
  platform: string;
  page: CmsPage;
  deliveryType: DeliveryType;
  title: string;
  body: string;
  position: number;
}

export const CMS_WIDGETS: CmsWidgetSeed[] = (Object.entries(CART_WIDGETS) as [DeliveryType, readonly WidgetId[]][]).flatMap(
  ([deliveryType, ids]) =>
    (Object.keys(WORDS) as Language[]).flatMap((language) =>
      ids.map((id, position) => ({
        id,
        language,
        site: CMS_SITE,
        platform: CMS_PLATFORM,
        page: 'cart' as const,
        deliveryType,
        ...WORDS[language].cartWidgets[id],
        position,
      })),
    ),
);
