import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useCartActor } from '@/app/cartActor';
import { useRootActors } from '@/app/RootActorsContext';
import { useAppNavigate } from '@/app/useAppNavigate';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { AppHeader } from '@/app/AppHeader';
import { useMachineLogic } from '@/app/machineLogic';
import { Button } from '@/components/Button';
import { StatusPanel } from '@/components/StatusPanel';
import { BRAND } from '@/domain/constants';
import { QUERY, ROUTES } from '@/domain/navigation';
import edvTexts from '@/i18n/en/edv';
import { useTexts } from '@/i18n/useTexts';
import {
  edvMachine,
  selectCanConfirm,
  selectDealPizzas,
  selectDeals,
  selectDealTotal,
  selectHasFailed,
  selectIsEmpty,
  selectIsLoading,
  selectIsNotOfferedAtSeat,
  selectPickableIds,
  selectPicks,
  selectSelectedDeal,
} from '@machines/edv.machine';
import { DEAL_PANEL_ID, DealTabs, dealTabId } from './DealTabs';
import { EdvSkeleton } from './EdvSkeleton';
import { PizzaTile } from './PizzaTile';
import styles from './EdvScreen.module.css';

/** SPEC 2 /edv (alias /everyday-value-offers), ?itemId preselects a deal: pick the deal's pizzas and add them to the cart. */
export default function EdvScreen() {
  const { t, fill } = useTexts(edvTexts);
  useDocumentTitle(fill(t.documentTitle, { brand: BRAND }));
  const [search] = useSearchParams();
  const itemId = search.get(QUERY.itemId);
  return <EdvView key={itemId ?? ''} itemId={itemId} />;
}

function EdvView({ itemId }: { itemId: string | null }) {
  const { t, fill, rupees } = useTexts(edvTexts);
  const actor = useActorRef(useMachineLogic(edvMachine), { input: { storeActor: useRootActors().store, itemId } });
  const cart = useCartActor();
  const navigate = useAppNavigate();
  const isLoading = useSelector(actor, selectIsLoading);
  const hasFailed = useSelector(actor, selectHasFailed);
  const isEmpty = useSelector(actor, selectIsEmpty);
  const isNotOfferedAtSeat = useSelector(actor, selectIsNotOfferedAtSeat);
  const deals = useSelector(actor, selectDeals);
  const deal = useSelector(actor, selectSelectedDeal);
  const pizzas = useSelector(actor, selectDealPizzas, shallowEqual);
  const picks = useSelector(actor, selectPicks);
  const pickable = useSelector(actor, selectPickableIds, shallowEqual);
  const total = useSelector(actor, selectDealTotal);
  const canConfirm = useSelector(actor, selectCanConfirm);

  useEffect(() => {
    const subscriptions = [
      // The cart queues adds while it saves, so every line is handed over at once.
      actor.on('deal.added', ({ items }) => items.forEach((item) => cart.send({ type: 'cart.add', item }))),
      // No store: the location step replaces this page; after adding, Back returns here from the cart.
      actor.on('navigation.requested', ({ to }) => navigate(to, { replace: to !== ROUTES.cart })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, cart, navigate]);

  const toggle = (productId: number, picked: boolean) =>
    actor.send(picked ? { type: 'pizza.unpick', productId } : { type: 'pizza.pick', productId });

  return (
    <>
      <AppHeader />
      <main className={styles.page} aria-busy={isLoading}>
        <h1 className={styles.title}>{t.heading}</h1>
        {isNotOfferedAtSeat ? null : <p className={styles.intro}>{t.intro}</p>}

        {isLoading ? <EdvSkeleton label={t.loading} /> : null}

        {hasFailed ? (
          <StatusPanel title={t.failedTitle} body={t.failedBody} retryLabel={t.retry} onRetry={() => actor.send({ type: 'edv.retry' })} />
        ) : null}

        {isNotOfferedAtSeat ? (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{t.notAtSeatTitle}</p>
            <p className={styles.emptyBody}>{t.notAtSeatBody}</p>
            <Link to={ROUTES.menu} className={styles.emptyLink}>
              {t.browseMenu}
            </Link>
          </div>
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

        {deal ? (
          <>
            <DealTabs deals={deals} selectedId={deal.dealId} onSelect={(dealId) => actor.send({ type: 'deal.select', dealId })} />
            <section id={DEAL_PANEL_ID} role="tabpanel" aria-labelledby={dealTabId(deal.dealId)} className={styles.panel}>
              <p className={styles.description}>{deal.description}</p>
              <p role="status" className={styles.counter}>
                {fill(t.pickCounter, { count: deal.pizzasRequired, picked: picks.length })}
              </p>
              {pizzas.length > 0 ? (
                <ul role="list" aria-label={t.pizzasLabel} className={styles.pizzas}>
                  {pizzas.map((pizza) => (
                    <li key={pizza.id}>
                      <PizzaTile pizza={pizza} picked={picks.includes(pizza.id)} canPick={pickable.includes(pizza.id)} onToggle={toggle} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={styles.noPizzas}>{t.noPizzas}</p>
              )}
            </section>
            <div className={styles.addBar}>
              <Button block disabled={!canConfirm} onClick={() => actor.send({ type: 'deal.confirm' })}>
                {fill(t.addToCart, { price: rupees(total ?? 0) })}
              </Button>
            </div>
          </>
        ) : null}
      </main>
    </>
  );
}
