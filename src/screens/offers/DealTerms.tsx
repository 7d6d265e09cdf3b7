import { Link } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { useRootActors } from '@/app/RootActorsContext';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { StatusPanel } from '@/components/StatusPanel';
import { rupees } from '@/domain/cart';
import { ROUTES } from '@/domain/navigation';
import { offersMachine, selectHasFailed, selectIsLoading, selectTermsDeal, selectTermsNotFound } from '@machines/offers.machine';
import {
  FIRST_ORDER_ONLY,
  LOAD_FAILED_BODY,
  minOrderLabel,
  onlyWithLabel,
  RETRY,
  SEE_ALL_OFFERS,
  TNC_DOCUMENT_TITLE,
  TNC_FAILED_TITLE,
  TNC_HEADING,
  TNC_LOADING,
  TNC_NOT_FOUND_BODY,
  TNC_NOT_FOUND_TITLE,
  validityLabel,
} from './messages';
import { OffersSkeleton } from './OffersSkeleton';
import page from '@/styles/page.module.css';
import styles from './OffersScreen.module.css';

const validityDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** SPEC 2 /tncOffers?code=...: one deal's terms and conditions. */
export function DealTerms({ machine, code }: { machine: typeof offersMachine; code: string | null }) {
  useDocumentTitle(TNC_DOCUMENT_TITLE);
  const actor = useActorRef(machine, { input: { storeActor: useRootActors().store, page: 'terms', code } });
  const deal = useSelector(actor, selectTermsDeal);
  const isLoading = useSelector(actor, selectIsLoading);
  const hasFailed = useSelector(actor, selectHasFailed);
  const notFound = useSelector(actor, selectTermsNotFound);

  return (
    <>
      <h1 className={page.title}>{TNC_HEADING}</h1>

      {isLoading ? <OffersSkeleton label={TNC_LOADING} /> : null}

      {hasFailed ? (
        <StatusPanel title={TNC_FAILED_TITLE} body={LOAD_FAILED_BODY} retryLabel={RETRY} onRetry={() => actor.send({ type: 'terms.retry' })} />
      ) : null}

      {notFound ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{TNC_NOT_FOUND_TITLE}</p>
          <p className={styles.emptyBody}>{TNC_NOT_FOUND_BODY}</p>
          <Link to={ROUTES.offers} className={styles.emptyLink}>
            {SEE_ALL_OFFERS}
          </Link>
        </div>
      ) : null}

      {deal ? (
        <section className={styles.terms} aria-labelledby="terms-title">
          <p className={styles.code}>{deal.code}</p>
          <h2 id="terms-title" className={styles.cardTitle}>
            {deal.title}
          </h2>
          <p className={styles.cardDescription}>{deal.description}</p>
          <ul role="list" className={styles.conditions}>
            {deal.minOrderValue > 0 ? <li className={styles.condition}>{minOrderLabel(rupees(deal.minOrderValue))}</li> : null}
            {deal.paymentOptions.length > 0 ? <li className={styles.condition}>{onlyWithLabel(deal.paymentOptions)}</li> : null}
            {deal.firstOrderOnly ? <li className={styles.condition}>{FIRST_ORDER_ONLY}</li> : null}
          </ul>
          <ol className={styles.tncList}>
            {deal.tnc.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ol>
          <p className={styles.validity}>
            {validityLabel(validityDate.format(new Date(deal.validFrom)), validityDate.format(new Date(deal.validTo)))}
          </p>
          <Link to={ROUTES.offers} className={styles.emptyLink}>
            {SEE_ALL_OFFERS}
          </Link>
        </section>
      ) : null}
    </>
  );
}
