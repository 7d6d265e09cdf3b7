import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { useAppConfig } from '@/app/appConfig';
import { useCartActor } from '@/app/cartActor';
import { useRootActors } from '@/app/RootActorsContext';
import { useAppNavigate } from '@/app/useAppNavigate';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { useMachineLogic } from '@/app/machineLogic';
import { StatusPanel } from '@/components/StatusPanel';
import { offersConfettiDue } from '@/domain/cart';
import { BRAND } from '@/domain/constants';
import { lowestOfferMinimum } from '@/domain/offers';
import { ROUTES } from '@/domain/navigation';
import offersTexts from '@/i18n/en/offers';
import { useTexts } from '@/i18n/useTexts';
import { useCartMessageText } from '@/screens/cart/useCartMessageText';
import { selectCart, selectIsApplyingPromo, selectPromoError, type CartSnapshot } from '@machines/cart.machine';
import {
  offersMachine,
  selectApplyingCode,
  selectCanApply,
  selectDeals,
  selectHasFailed,
  selectIsEmpty,
  selectIsLoading,
  selectRejectedCode,
} from '@machines/offers.machine';
import { Confetti } from './Confetti';
import { DealCard } from './DealCard';
import { OffersSkeleton } from './OffersSkeleton';
import page from '@/styles/page.module.css';
import styles from './OffersScreen.module.css';

/** The cart listens for a code now (loaded, not busy with another change); the code asked with does not matter. */
const selectCartTakesCodes = (snapshot: CartSnapshot): boolean => snapshot.can({ type: 'promo.apply', code: '' });
const selectAppliedCode = (snapshot: CartSnapshot): string | null => selectCart(snapshot)?.explicitPromo?.promoCode ?? null;

/** SPEC 2 /offers: the store's deals; applying one hands its code to the cart and opens the cart. */
export function OffersList() {
  const { t, fill } = useTexts(offersTexts);
  const messageText = useCartMessageText();
  useDocumentTitle(fill(t.documentTitle, { brand: BRAND }));
  const actor = useActorRef(useMachineLogic(offersMachine), { input: { storeActor: useRootActors().store, page: 'list' } });
  const cart = useCartActor();
  const navigate = useAppNavigate();
  const { offersConfettiEnabled } = useAppConfig();

  const deals = useSelector(actor, selectDeals);
  const isLoading = useSelector(actor, selectIsLoading);
  const hasFailed = useSelector(actor, selectHasFailed);
  const isEmpty = useSelector(actor, selectIsEmpty);
  const canApply = useSelector(actor, selectCanApply);
  const applyingCode = useSelector(actor, selectApplyingCode);
  const rejectedCode = useSelector(actor, selectRejectedCode);

  const cartData = useSelector(cart, selectCart);
  const cartTakesCodes = useSelector(cart, selectCartTakesCodes);
  const cartIsApplying = useSelector(cart, selectIsApplyingPromo);
  const appliedCode = useSelector(cart, selectAppliedCode);
  const promoError = useSelector(cart, selectPromoError);

  useEffect(() => {
    const subscriptions = [
      // No store: the location step replaces this page; after applying, Back returns here from the cart.
      actor.on('navigation.requested', ({ to }) => navigate(to, { replace: to !== ROUTES.cart })),
      actor.on('promo.chosen', ({ code }) => cart.send({ type: 'promo.apply', code })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, cart, navigate]);

  // The cart answered: its explicit promo is the code (applied), or it kept its old one with a message (refused).
  useEffect(() => {
    if (applyingCode === null || cartIsApplying) return;
    if (appliedCode === applyingCode) actor.send({ type: 'promo.applied', code: applyingCode });
    else actor.send({ type: 'promo.rejected' });
  }, [actor, applyingCode, appliedCode, cartIsApplying]);

  const celebrate =
    deals.length > 0 &&
    cartData !== null &&
    offersConfettiDue({
      pricePaise: cartData.price,
      taxPaise: cartData.taxAmount,
      minOrderValuePaise: lowestOfferMinimum(deals),
      promoApplied: cartData.explicitPromo !== null,
      enabled: offersConfettiEnabled,
    });

  return (
    <>
      <h1 className={page.title}>{t.heading}</h1>
      <p className={styles.intro}>{t.intro}</p>

      {isLoading ? <OffersSkeleton label={t.loading} /> : null}

      {hasFailed ? (
        <StatusPanel
          title={t.failedTitle}
          body={t.loadFailedBody}
          retryLabel={t.retry}
          onRetry={() => actor.send({ type: 'deals.retry' })}
        />
      ) : null}

      {isEmpty ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t.emptyTitle}</p>
          <p className={styles.emptyBody}>{t.emptyBody}</p>
          <Link to={ROUTES.menu} className={styles.emptyLink}>
            {t.browseMenu}
          </Link>
        </div>
      ) : null}

      {celebrate ? (
        <div className={styles.celebration}>
          <Confetti />
          <p role="status" className={styles.celebrationText}>
            {t.confetti}
          </p>
        </div>
      ) : null}

      {deals.length > 0 ? (
        <ul role="list" className={styles.deals}>
          {deals.map((deal) => (
            <li key={deal.code}>
              <DealCard
                deal={deal}
                applying={applyingCode === deal.code}
                canApply={canApply && cartTakesCodes}
                error={rejectedCode === deal.code && promoError ? messageText(promoError) : null}
                onApply={(code) => actor.send({ type: 'deal.apply', code })}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
