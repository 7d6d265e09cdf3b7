/**
 * The content page and static cart widget calls. Bound to the client by their machines, not composed into the
 * client, so none of it reaches the landing page.
 */
import type { CmsWidgetQuery, CmsWidgetsResponse, ContentPage } from '@/contract/contentPages';
import { ENDPOINTS } from '@/contract/endpoints';
import type { ContentPageSlug } from '@/domain/content';
import type { ApiTransport, CallOptions } from './types';

export function contentPagesApi({ request }: ApiTransport) {
  return {
    /** One content page, in the language the client sends (x-language). */
    getContentPage: (slug: ContentPageSlug, options: CallOptions = {}) =>
      request<ContentPage>(ENDPOINTS.getContentPage, { pathParams: { slug }, signal: options.signal }),
    /** SPEC 7 static cart widget: a page's widgets for the site, language, platform and delivery type. */
    getCmsWidgets: (query: CmsWidgetQuery, options: CallOptions = {}) =>
      request<CmsWidgetsResponse>(ENDPOINTS.getCmsWidgets, { query: { ...query }, signal: options.signal }),
  };
}
