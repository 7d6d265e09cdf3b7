import { useEffect, useState } from 'react';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useCartActor } from '@/app/cartActor';
import { useMachineLogic } from '@/app/machineLogic';
import { useRootActors } from '@/app/RootActorsContext';
import freePizzaTexts from '@/i18n/en/freePizza';
import { useTexts } from '@/i18n/useTexts';
import { freePizzaMachine, selectFreeInCart, selectOffer } from '@machines/freePizza.machine';
import { selectIsLoggedIn, selectUserId, type SessionSnapshot } from '@machines/session.machine';
import { FoodTypeMark } from './ProductCard';
import styles from './FreePizzas.module.css';

/** Menu art is drawn at 200x200. */
const IMAGE_SIZE = 200;

/** The logged-in customer's id; null for a guest. */
const selectCustomerId = (snapshot: SessionSnapshot): string | null => (selectIsLoggedIn(snapshot) ? selectUserId(snapshot) : null);

/**
 * SPEC 3 menuType LOYALTY on the menu: a Pizza Pals member whose credited points buy free regular pizzas picks them
 * here at ₹0 (the usual price struck through); points still on their way show as pending. Nothing for a guest.
 */
export function FreePizzas({ storeId }: { storeId: string }) {
  const { t, fill, rupees, number } = useTexts(freePizzaTexts);
  const { session } = useRootActors();
  const cart = useCartActor();
  const customerId = useSelector(session, selectCustomerId);
  const freeInCart = useSelector(cart, selectFreeInCart);
  const actor = useActorRef(useMachineLogic(freePizzaMachine), { input: { storeId, customerId, freeInCart } });
  const offer = useSelector(actor, selectOffer, shallowEqual);
  const [added, setAdded] = useState<string | null>(null);

  useEffect(() => actor.send({ type: 'free.load', storeId, customerId }), [actor, storeId, customerId]);
  useEffect(() => actor.send({ type: 'cart.counted', freeInCart }), [actor, freeInCart]);
  useEffect(() => {
    const subscription = actor.on('free.added', (event) => {
      cart.send({ type: 'cart.add', item: event.item });
      setAdded(event.name);
    });
    return () => subscription.unsubscribe();
  }, [actor, cart]);

  if (!offer) return null;
  const toNext = offer.pointsPerFreeItem - (offer.points % offer.pointsPerFreeItem);
  // The one just added counts as in the cart before the cart has saved it (else the points would read as spent).
  const inCart = freeInCart > 0 || added !== null;
  return (
    <section className={styles.section} aria-labelledby="free-pizza-title">
      <h2 id="free-pizza-title" className={styles.title}>
        {t.heading}
      </h2>
      {offer.freeItemsLeft > 0 ? (
        <p className={styles.lead}>{fill(t.available, { count: offer.freeItemsLeft })}</p>
      ) : inCart ? (
        <p className={styles.lead}>{t.allInCart}</p>
      ) : (
        <p className={styles.lead}>{fill(t.notYet, { points: number(toNext), perItem: number(offer.pointsPerFreeItem) })}</p>
      )}
      {offer.pendingPoints > 0 ? <p className={styles.pending}>{fill(t.pending, { points: number(offer.pendingPoints) })}</p> : null}
      {offer.freeItemsLeft > 0 ? (
        <ul className={styles.items}>
          {offer.items.map((item) => (
            <li key={item.productId} className={styles.item}>
              <img
                className={styles.image}
                src={item.image}
                alt=""
                width={IMAGE_SIZE}
                height={IMAGE_SIZE}
                loading="lazy"
                decoding="async"
              />
              <div className={styles.body}>
                <p className={styles.name}>
                  <FoodTypeMark foodType={item.foodType} />
                  <span translate="no">{item.name}</span>
                </p>
                <p className={styles.variant}>{fill(t.regular, { crust: item.crustName })}</p>
                <p className={styles.price}>
                  <span>{t.free}</span>
                  <s className={styles.original}>
                    <span className="visually-hidden">{`${t.originalPrice} `}</span>
                    {rupees(item.originalPrice)}
                  </s>
                </p>
              </div>
              <button
                type="button"
                className={styles.add}
                aria-label={fill(t.addLabel, { name: item.name })}
                onClick={() => actor.send({ type: 'free.add', productId: item.productId })}
              >
                {t.add}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status" aria-live="polite" className={styles.added}>
        {added === null ? null : fill(t.added, { name: added })}
      </p>
    </section>
  );
}
