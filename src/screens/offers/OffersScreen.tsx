import { useLocation, useSearchParams } from 'react-router-dom';
import { AppHeader } from '@/app/AppHeader';
import { ROUTES } from '@/domain/navigation';
import { DealTerms } from './DealTerms';
import { TNC_CODE_PARAM } from './links';
import { OffersList } from './OffersList';
import page from '@/styles/page.module.css';

/** SPEC 2 /offers (the store's deals) and /tncOffers?code=... (one deal's terms). */
export default function OffersScreen() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const code = search.get(TNC_CODE_PARAM);
  return (
    <>
      <AppHeader />
      <main className={page.page}>
        {pathname === ROUTES.tncOffers ? (
          // Another code is another visit.
          <DealTerms key={code ?? ''} code={code} />
        ) : (
          <OffersList />
        )}
      </main>
    </>
  );
}
