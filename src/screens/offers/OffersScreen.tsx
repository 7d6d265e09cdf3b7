import { useLocation, useSearchParams } from 'react-router-dom';
import { AppHeader } from '@/app/AppHeader';
import { ROUTES } from '@/domain/navigation';
import { offersMachine } from '@machines/offers.machine';
import { DealTerms } from './DealTerms';
import { TNC_CODE_PARAM } from './links';
import { OffersList } from './OffersList';
import page from '@/styles/page.module.css';

export interface OffersScreenProps {
  /** Tests pass the machine with fake actors; the app uses the real one. */
  machine?: typeof offersMachine;
}

/** SPEC 2 /offers (the store's deals) and /tncOffers?code=... (one deal's terms). */
export default function OffersScreen({ machine = offersMachine }: OffersScreenProps) {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const code = search.get(TNC_CODE_PARAM);
  return (
    <>
      <AppHeader />
      <main className={page.page}>
        {pathname === ROUTES.tncOffers ? (
          // Another code is another visit.
          <DealTerms key={code ?? ''} machine={machine} code={code} />
        ) : (
          <OffersList machine={machine} />
        )}
      </main>
    </>
  );
}
