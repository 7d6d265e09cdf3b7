import { useEffect, useId } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { MenuProduct } from '@/contract/menu';
import { useAppConfig } from '@/app/appConfig';
import { useCartActor } from '@/app/cartActor';
import { useRootActors } from '@/app/RootActorsContext';
import { useAppNavigate } from '@/app/useAppNavigate';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { AppHeader } from '@/app/AppHeader';
import { CartButton } from '@/app/CartButton';
import { useMachineLogic } from '@/app/machineLogic';
import { Loader } from '@/components/Loader';
import { StatusPanel } from '@/components/StatusPanel';
import { BRAND } from '@/domain/constants';
import { QUERY, ROUTES } from '@/domain/navigation';
import customiseTexts from '@/i18n/en/customise';
import menuTexts from '@/i18n/en/menu';
import { useTexts } from '@/i18n/useTexts';
import type { AddedState } from '@/screens/menu/useMenuActor';
import { FoodTypeMark } from '@/screens/menu/ProductCard';
import {
  customiseMachine,
  selectCanAddCheese,
  selectCanConfirm,
  selectCanDecrease,
  selectCanIncrease,
  selectCanRemoveCheese,
  selectCheese,
  selectCrustId,
  selectExtraCheeseLimit,
  selectExtraCheesePrice,
  selectHasFailed,
  selectIsBestseller,
  selectIsEditing,
  selectIsLoading,
  selectLineTotal,
  selectOffersCheese,
  selectPricePerQty,
  selectProduct,
  selectQuantity,
  selectSizeId,
  selectSizes,
  selectToppingOptions,
} from '@machines/customise.machine';
import styles from './CustomiseScreen.module.css';

type CustomiseActorRef = ActorRefFrom<typeof customiseMachine>;

/** SPEC 2: /customise?pizzaId={id}; anything but a whole number is no pizza. */
function usePizzaId(): number | null {
  const [search] = useSearchParams();
  const raw = search.get(QUERY.pizzaId);
  const id = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isInteger(id) ? id : null;
}

function Stepper({
  label,
  value,
  text,
  lessLabel,
  moreLabel,
  canLess,
  canMore,
  onLess,
  onMore,
}: {
  label: string;
  value: number;
  text: string;
  lessLabel: string;
  moreLabel: string;
  canLess: boolean;
  canMore: boolean;
  onLess: () => void;
  onMore: () => void;
}) {
  return (
    <div className={styles.stepper} role="group" aria-label={label}>
      <button type="button" className={styles.stepButton} aria-label={lessLabel} disabled={!canLess} onClick={onLess}>
        −
      </button>
      <output className={styles.stepValue} aria-label={text}>
        {value}
      </output>
      <button type="button" className={styles.stepButton} aria-label={moreLabel} disabled={!canMore} onClick={onMore}>
        +
      </button>
    </div>
  );
}

function ProductHeader({ product, bestseller }: { product: MenuProduct; bestseller: boolean }) {
  const { t } = useTexts(menuTexts);
  return (
    <header className={styles.hero}>
      <img className={styles.heroImage} src={product.image} alt="" width={200} height={200} decoding="async" />
      <div className={styles.heroText}>
        <div className={styles.titleRow}>
          <FoodTypeMark foodType={product.foodType} />
          <h1 className={styles.title} translate="no">
            {product.name}
          </h1>
        </div>
        {bestseller ? <span className={styles.bestseller}>{t.bestseller}</span> : null}
        <p className={styles.description}>{product.description}</p>
      </div>
    </header>
  );
}

function Editor({ actor, product }: { actor: CustomiseActorRef; product: MenuProduct }) {
  const { t, fill, rupees } = useTexts(customiseTexts);
  const ids = useId();
  const bestseller = useSelector(actor, selectIsBestseller);
  const crustId = useSelector(actor, selectCrustId);
  const sizeId = useSelector(actor, selectSizeId);
  const sizes = useSelector(actor, selectSizes, shallowEqual);
  const toppings = useSelector(actor, selectToppingOptions, shallowEqual);
  const cheese = useSelector(actor, selectCheese);
  const cheeseLimit = useSelector(actor, selectExtraCheeseLimit);
  const offersCheese = useSelector(actor, selectOffersCheese);
  const canAddCheese = useSelector(actor, selectCanAddCheese);
  const canRemoveCheese = useSelector(actor, selectCanRemoveCheese);
  const quantity = useSelector(actor, selectQuantity);
  const canIncrease = useSelector(actor, selectCanIncrease);
  const canDecrease = useSelector(actor, selectCanDecrease);
  const pricePerQty = useSelector(actor, selectPricePerQty);
  const total = useSelector(actor, selectLineTotal);
  const canConfirm = useSelector(actor, selectCanConfirm);
  const cheesePrice = useSelector(actor, selectExtraCheesePrice);

  return (
    <>
      <ProductHeader product={product} bestseller={bestseller} />

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t.crustLegend}</legend>
        <div className={styles.options}>
          {product.crust.map((crust) => (
            <label key={crust.crustId} className={styles.option}>
              <input
                type="radio"
                name={`${ids}-crust`}
                checked={crust.crustId === crustId}
                onChange={() => actor.send({ type: 'crust.select', crustId: crust.crustId })}
              />
              <span className={styles.optionName} translate="no">
                {crust.name}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t.sizeLegend}</legend>
        <div className={styles.options}>
          {sizes.map((size) => (
            <label key={size.sizeId} className={styles.option}>
              <input
                type="radio"
                name={`${ids}-size`}
                checked={size.sizeId === sizeId}
                onChange={() => actor.send({ type: 'size.select', sizeId: size.sizeId })}
              />
              <span className={styles.optionName} translate="no">
                {size.name}
              </span>
              <span className={styles.optionMeta}>{fill(t.serves, { count: size.serves })}</span>
              <span className={styles.optionPrice}>{rupees(size.price)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.section} aria-describedby={`${ids}-toppings-hint`}>
        <legend className={styles.legend}>{t.toppingsLegend}</legend>
        <p id={`${ids}-toppings-hint`} className={styles.hint}>
          {toppings.length > 0 ? t.toppingsHint : t.noToppings}
        </p>
        <div className={styles.toppings}>
          {toppings.map(({ topping, isOn, isDefault }) => (
            <label key={topping.id} className={styles.topping}>
              <input
                type="checkbox"
                checked={isOn}
                onChange={() => actor.send({ type: isOn ? 'topping.remove' : 'topping.add', toppingId: topping.id })}
              />
              <FoodTypeMark foodType={topping.foodType} />
              <span className={styles.optionName} translate="no">
                {topping.name}
              </span>
              <span className={styles.optionMeta}>{isDefault ? t.included : fill(t.extraPrice, { price: rupees(topping.price) })}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {offersCheese ? (
        <section className={styles.section} aria-labelledby={`${ids}-cheese`}>
          <div className={styles.row}>
            <div>
              <h2 id={`${ids}-cheese`} className={styles.legend}>
                {t.extraCheese}
              </h2>
              <p className={styles.hint}>
                {cheesePrice !== null ? `${fill(t.extraCheesePrice, { price: rupees(cheesePrice) })} · ` : ''}
                {fill(t.cheeseLimit, { count: cheeseLimit })}
              </p>
            </div>
            <Stepper
              label={t.extraCheese}
              value={cheese}
              text={fill(t.cheesePortions, { count: cheese })}
              lessLabel={t.lessCheese}
              moreLabel={t.moreCheese}
              canLess={canRemoveCheese}
              canMore={canAddCheese}
              onLess={() => actor.send({ type: 'cheese.remove' })}
              onMore={() => actor.send({ type: 'cheese.add' })}
            />
          </div>
        </section>
      ) : null}

      <div className={styles.footer}>
        <div className={styles.footerInner}>
          <Stepper
            label={t.quantity}
            value={quantity}
            text={fill(t.quantityValue, { count: quantity })}
            lessLabel={t.fewer}
            moreLabel={t.more}
            canLess={canDecrease}
            canMore={canIncrease}
            onLess={() => actor.send({ type: 'quantity.decrease' })}
            onMore={() => actor.send({ type: 'quantity.increase' })}
          />
          <p className={styles.total} aria-live="polite">
            <span className={styles.totalLabel}>{t.total}</span>
            <strong>{total !== null ? rupees(total) : ''}</strong>
            {pricePerQty !== null && quantity > 1 ? (
              <span className={styles.each}>{fill(t.priceEach, { price: rupees(pricePerQty) })}</span>
            ) : null}
          </p>
          <button type="button" className={styles.confirm} disabled={!canConfirm} onClick={() => actor.send({ type: 'customise.confirm' })}>
            {t.addToCart}
          </button>
        </div>
      </div>
    </>
  );
}

/** SPEC 2 /customise?pizzaId: crust, size, toppings, extra cheese and quantity of one pizza, with a live price. */
export default function CustomiseScreen() {
  const { t, fill } = useTexts(customiseTexts);
  useDocumentTitle(fill(t.documentTitle, { brand: BRAND }));
  const pizzaId = usePizzaId();
  const { extracheesecount, maximumcartitems } = useAppConfig();
  const actor = useActorRef(useMachineLogic(customiseMachine), {
    input: { storeActor: useRootActors().store, pizzaId, extraCheeseLimit: extracheesecount, maxQuantity: maximumcartitems },
  });
  const cart = useCartActor();
  const appNavigate = useAppNavigate();
  const navigate = useNavigate();
  const product = useSelector(actor, selectProduct);
  const isLoading = useSelector(actor, selectIsLoading);
  const hasFailed = useSelector(actor, selectHasFailed);
  const isEditing = useSelector(actor, selectIsEditing);

  useEffect(() => {
    const subscriptions = [
      actor.on('navigation.requested', (event) => appNavigate(event.to, { replace: event.replace })),
      actor.on('product.added', (event) => {
        cart.send({ type: 'cart.add', item: event.item });
        const state: AddedState = { addedName: event.product.name };
        void navigate(ROUTES.menu, { state });
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, appNavigate, cart, navigate]);

  return (
    <>
      <AppHeader end={<CartButton />} />
      <main className={styles.page} aria-busy={isLoading}>
        <Link to={ROUTES.menu} className={styles.back}>
          {t.backToMenu}
        </Link>
        {isLoading ? <Loader label={t.loading} /> : null}
        {hasFailed ? (
          <StatusPanel
            title={t.loadFailedTitle}
            body={t.loadFailedBody}
            retryLabel={t.retry}
            onRetry={() => actor.send({ type: 'customise.retry' })}
          />
        ) : null}
        {isEditing && product ? <Editor actor={actor} product={product} /> : null}
      </main>
    </>
  );
}
