/** Where the offers pages link: /tncOffers names its deal with the `code` query parameter. */
import { ROUTES, withQuery } from '@/domain/navigation';

export const TNC_CODE_PARAM = 'code';

export function tncOffersRoute(code: string): string {
  return withQuery(ROUTES.tncOffers, { [TNC_CODE_PARAM]: code });
}
