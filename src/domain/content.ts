/** The server's content pages (SPEC 2 /tnc, /info, /notification) and the static cart widget's CMS query (SPEC 7). */
import { BRAND } from './constants';
import { TNC_SECTIONS } from './navigation';

/** The pages whose words the server serves from its content, by slug. */
export const CONTENT_PAGE_SLUGS = ['tnc', 'info', 'notification'] as const;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];

/** The sections of each page, in order; /tnc's are the anchors a link can land on (`/tnc#rail`). */
export const CONTENT_PAGE_SECTIONS = {
  tnc: TNC_SECTIONS,
  info: ['about', 'allergens', 'nutrition', 'contact'],
  notification: ['hygiene', 'zeroContact', 'packaging'],
} as const satisfies Record<ContentPageSlug, readonly string[]>;

/** SPEC 7 static cart widget query: the site (the brand's), the platform (as usage tracking names it) and the pages it fills. */
export const CMS_SITE = BRAND.toLowerCase();
export const CMS_PLATFORM = 'PWA';
export const CMS_PAGES = ['cart'] as const;
export type CmsPage = (typeof CMS_PAGES)[number];

/** SPEC 9: a Drive-n-Pick order is ready at the curb 15 minutes after it is placed. */
export const DRIVE_PICK_READY_MINUTES = 15;
