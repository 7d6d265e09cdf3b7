import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useCartActor } from '@/app/cartActor';
import { useRootActors } from '@/app/RootActorsContext';
import { useAppNavigate } from '@/app/useAppNavigate';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { AppHeader } from '@/components/AppHeader';
import { Button } from '@/components/Button';
import { StatusPanel } from '@/components/StatusPanel';
import { rupees } from '@/domain/cart';
import { QUERY, ROUTES } from '@/domain/navigation';
import {
  edvMachine,
  selectCanConfirm,
  selectDealPizzas,
  selectDeals,
  selectDealTotal,
  selectHasFailed,
  selectIsEmpty,
  selectIsLoading,
  selectPickableIds,
  selectPicks,
  selectSelectedDeal,
} from '@machines/edv.machine';
import { DEAL_PANEL_ID, DealTabs, dealTabId } from './DealTabs';
import {
  addToCartLabel,
  BROWSE_MENU,
  EDV_DOCUMENT_TITLE,
  EDV_EMPTY_BODY,
  EDV_EMPTY_TITLE,
  EDV_FAILED_BODY,
  EDV_FAILED_TITLE,
  EDV_HEADING,
  EDV_INTRO,
  EDV_LOADING,
  NO_PIZZAS,
  PIZZAS_LABEL,
  pickCounter,
  RETRY,
} from './messages';
import { EdvSkeleton } from './EdvSkeleton';
import { PizzaTile } from './PizzaTile';
import styles from './EdvScreen.module.css';

export interface EdvScreenProps {
  /** Tests pass the machine with fake actors; the app uses the real one. */
  machine?: typeof edvMachine;
}

/** SPEC 2 /edv (alias /everyday-value-offers), ?itemId preselects a deal: pick the deal's pizzas and add them to the cart. */
export default function EdvScreen({ machine = edvMachine }: EdvScreenProps) {
  useDocumentTitle(EDV_DOCUMENT_TITLE);
  const [search] = useSearchParams();
  const itemId = search.get(QUERY.itemId);
  return <EdvView key={itemId ?? ''} machine={machine} itemId={itemId} />;
}

function EdvView({ machine, itemId }: { machine: typeof edvMachine; itemId: string | null }) {
  const actor = useActorRef(machine, { input: { storeActor: useRootActors().store, itemId } });
  const cart = useCartActor();
  const navigate = useAppNavigate();
  const isLoading = useSelector(actor, selectIsLoading);
  const hasFailed = useSelector(actor, selectHasFailed);
  const isEmpty = useSelector(actor, selectIsEmpty);
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
      actor.on('added', ({ items }) => items.forEach((item) => cart.send({ type: 'cart.add', item }))),
      // No store: the location step replaces this page; after adding, Back returns here from the cart.
      actor.on('navigate', ({ to }) => navigate(to, { replace: to !== ROUTES.cart })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, cart, navigate]);

  const toggle = (productId: number, picked: boolean) =>
    actor.send(picked ? { type: 'pizza.unpick', productId } : { type: 'pizza.pick', productId });

  return (
    <>
      <AppHeader />
      <main className={styles.page} aria-busy={isLoading}>
        <h1 className={styles.title}>{EDV_HEADING}</h1>
        <p className={styles.intro}>{EDV_INTRO}</p>

        {isLoading ? <EdvSkeleton label={EDV_LOADING} /> : null}

        {hasFailed ? (
          <StatusPanel title={EDV_FAILED_TITLE} body={EDV_FAILED_BODY} retryLabel={RETRY} onRetry={() => actor.send({ type: 'edv.retry' })} />
        ) : null}

        {isEmpty ? (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{EDV_EMPTY_TITLE}</p>
            <p className={styles.emptyBody}>{EDV_EMPTY_BODY}</p>
            <Link to={ROUTES.menu} className={styles.emptyLink}>
              {BROWSE_MENU}
            </Link>
          </div>
        ) : null}

        {deal ? (
          <>
            <DealTabs deals={deals} selectedId={deal.dealId} onSelect={(dealId) => actor.send({ type: 'deal.select', dealId })} />
            <section id={DEAL_PANEL_ID} role="tabpanel" aria-labelledby={dealTabId(deal.dealId)} className={styles.panel}>
              <p className={styles.description}>{deal.description}</p>
              <p role="status" className={styles.counter}>
                {pickCounter(deal.pizzasRequired, picks.length)}
              </p>
              {pizzas.length > 0 ? (
                <ul role="list" aria-label={PIZZAS_LABEL} className={styles.pizzas}>
                  {pizzas.map((pizza) => (
                    <li key={pizza.id}>
                      <PizzaTile pizza={pizza} picked={picks.includes(pizza.id)} canPick={pickable.includes(pizza.id)} onToggle={toggle} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={styles.noPizzas}>{NO_PIZZAS}</p>
              )}
            </section>
            <div className={styles.addBar}>
              <Button block disabled={!canConfirm} onClick={() => actor.send({ type: 'deal.confirm' })}>
                {addToCartLabel(rupees(total ?? 0))}
              </Button>
            </div>
          </>
        ) : null}
      </main>
    </>
  );
}
