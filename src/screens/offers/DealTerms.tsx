import { Link } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import type { Deal } from '@/contract/cart';
import { useRootActors } from '@/app/RootActorsContext';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { useMachineLogic } from '@/app/machineLogic';
import { StatusPanel } from '@/components/StatusPanel';
import { BRAND } from '@/domain/constants';
import { ROUTES } from '@/domain/navigation';
import offersTexts from '@/i18n/en/offers';
import { useTexts } from '@/i18n/useTexts';
import { offersMachine, selectHasFailed, selectIsLoading, selectTermsDeal, selectTermsNotFound } from '@machines/offers.machine';
import { OffersSkeleton } from './OffersSkeleton';
import { useDealConditions } from './useDealConditions';
import page from '@/styles/page.module.css';
import styles from './OffersScreen.module.css';

/** One deal: its code, what it gives, its conditions, its numbered terms and how long it runs. */
function TermsOf({ deal }: { deal: Deal }) {
  const { t, fill, date } = useTexts(offersTexts);
  const conditions = useDealConditions(deal);
  return (
    <section className={styles.terms} aria-labelledby="terms-title">
      <p className={styles.code}>{deal.code}</p>
      <h2 id="terms-title" className={styles.cardTitle}>
        {deal.title}
      </h2>
      <p className={styles.cardDescription}>{deal.description}</p>
      <ul role="list" className={styles.conditions}>
        {conditions.map((condition) => (
          <li key={condition} className={styles.condition}>
            {condition}
          </li>
        ))}
      </ul>
      <ol className={styles.tncList}>
        {deal.tnc.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ol>
      <p className={styles.validity}>
        {fill(t.terms.validity, { from: date(new Date(deal.validFrom)), to: date(new Date(deal.validTo)) })}
      </p>
      <Link to={ROUTES.offers} className={styles.emptyLink}>
        {t.terms.seeAllOffers}
      </Link>
    </section>
  );
}

/** SPEC 2 /tncOffers?code=...: one deal's terms and conditions. */
export function DealTerms({ code }: { code: string | null }) {
  const { t, fill } = useTexts(offersTexts);
  useDocumentTitle(fill(t.terms.documentTitle, { brand: BRAND }));
  const actor = useActorRef(useMachineLogic(offersMachine), { input: { storeActor: useRootActors().store, page: 'terms', code } });
  const deal = useSelector(actor, selectTermsDeal);
  const isLoading = useSelector(actor, selectIsLoading);
  const hasFailed = useSelector(actor, selectHasFailed);
  const notFound = useSelector(actor, selectTermsNotFound);

  return (
    <>
      <h1 className={page.title}>{t.terms.heading}</h1>

      {isLoading ? <OffersSkeleton label={t.terms.loading} /> : null}

      {hasFailed ? (
        <StatusPanel
          title={t.terms.failedTitle}
          body={t.loadFailedBody}
          retryLabel={t.retry}
          onRetry={() => actor.send({ type: 'terms.retry' })}
        />
      ) : null}

      {notFound ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t.terms.notFoundTitle}</p>
          <p className={styles.emptyBody}>{t.terms.notFoundBody}</p>
          <Link to={ROUTES.offers} className={styles.emptyLink}>
            {t.terms.seeAllOffers}
          </Link>
        </div>
      ) : null}

      {deal ? <TermsOf deal={deal} /> : null}
    </>
  );
}
