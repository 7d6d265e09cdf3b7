import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { shallowEqual, useSelector } from '@xstate/react';
import { useAppConfig } from '@/app/appConfig';
import { useCartActor } from '@/app/cartActor';
import { currentDeviceKind } from '@/app/device';
import { useOrderSubmit } from '@/app/orderSubmitFlow';
import { useRootActors } from '@/app/RootActorsContext';
import { useAppNavigate } from '@/app/useAppNavigate';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { AppHeader } from '@/app/AppHeader';
import { NeedsNetwork } from '@/app/NeedsNetwork';
import { Button } from '@/components/Button';
import { DismissibleAlert } from '@/components/DismissibleAlert';
import { TotalBar, totalBarActionClass } from '@/components/TotalBar';
import { Loader } from '@/components/Loader';
import { Popup } from '@/components/Popup';
import { StatusPanel } from '@/components/StatusPanel';
import { PAISE_PER_RUPEE } from '@/domain/money';
import { BRAND, OPTIONAL_CHARGE_CODE } from '@/domain/constants';
import { ROUTES } from '@/domain/navigation';
import { isSoldAsIs, plainItemOf } from '@/domain/cartLines';
import { isFreeLine } from '@/domain/freeItems';
import cartTexts from '@/i18n/en/cart';
import cartRules from '@/i18n/en/cartRules';
import { useTexts } from '@/i18n/useTexts';
import {
  selectCanCheckout,
  selectIsOffline,
  selectOfflineChangeCount,
  selectCart,
  selectError,
  selectHasFailed,
  selectHasInvalidItemsPopup,
  selectInvalidItems,
  selectIsApplyingPromo,
  selectIsBusy,
  selectIsLoading,
  selectIsReviewing,
  selectIsSubmitting,
  selectLimitAhead,
  selectLimits,
  selectLinesAtLimit,
  selectPromoError,
  selectToppings,
  selectUpsell,
} from '@machines/cart.machine';
import { selectIsLoggedIn } from '@machines/session.machine';
import { CartLine, RefusedFreeLines, UnavailableLines } from './CartLines';
import { BillDetails, CouponBox, OptionalCharge, TipChips, UpsellRow } from './CartExtras';
import { ReadyRewardCoupon } from './ReadyRewardCoupon';
import { CartWidget } from './CartWidget';
import { RailDelivery } from './RailDelivery';
import { useCartMessageText } from './useCartMessageText';
import { useDirectSubmit } from './useDirectSubmit';
import page from '@/styles/page.module.css';
import styles from './CartScreen.module.css';

/** The note every disabled + points to. */
const LIMIT_NOTE_ID = 'cart-limit-note';
/** The note a Checkout held back by a refused free pizza points to. */
const REFUSED_FREE_NOTE_ID = 'cart-refused-free-note';

/** The empty-cart picture's size, px. */
const EMPTY_ART_SIZE = 96;

function EmptyCart() {
  const { t } = useTexts(cartTexts);
  return (
    <div className={styles.empty}>
      <svg
        viewBox="0 0 64 64"
        width={EMPTY_ART_SIZE}
        height={EMPTY_ART_SIZE}
        aria-hidden="true"
        focusable="false"
        className={styles.emptyArt}
      >
        <circle cx="32" cy="32" r="28" fill="var(--color-cheese-soft)" />
        <path
          d="M18 22h4l5 20h16l4-14H24"
          fill="none"
          stroke="var(--color-brand)"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="29" cy="47" r="2.5" fill="var(--color-brand)" />
        <circle cx="41" cy="47" r="2.5" fill="var(--color-brand)" />
      </svg>
      <p className={styles.emptyTitle}>{t.emptyTitle}</p>
      <p className={styles.note}>{t.emptyBody}</p>
      <Link to={ROUTES.menu} className={styles.primaryLink}>
        {t.browseMenu}
      </Link>
    </div>
  );
}

/** SPEC 2 /cart: the lines, unavailable items, coupon, tip, optional charge, the server's bill, upsell and checkout. */
export default function CartScreen() {
  const { t, fill, rupees, number } = useTexts(cartTexts);
  const rules = useTexts(cartRules).t;
  const messageText = useCartMessageText();
  useDocumentTitle(fill(t.documentTitle, { brand: BRAND }));
  const actor = useCartActor();
  const navigate = useAppNavigate();
  const cart = useSelector(actor, selectCart);
  const isLoading = useSelector(actor, selectIsLoading);
  const hasFailed = useSelector(actor, selectHasFailed);
  const busy = useSelector(actor, selectIsBusy);
  const message = useSelector(actor, selectError);
  const promoError = useSelector(actor, selectPromoError);
  const applyingPromo = useSelector(actor, selectIsApplyingPromo);
  const invalidItems = useSelector(actor, selectInvalidItems, shallowEqual);
  const toppings = useSelector(actor, selectToppings);
  const upsell = useSelector(actor, selectUpsell);
  const canCheckout = useSelector(actor, selectCanCheckout);
  const askingAboutInvalid = useSelector(actor, selectHasInvalidItemsPopup);
  const reviewing = useSelector(actor, selectIsReviewing);
  const linesAtLimit = useSelector(actor, selectLinesAtLimit, shallowEqual);
  const limitAhead = useSelector(actor, selectLimitAhead);
  const limits = useSelector(actor, selectLimits, shallowEqual);
  // Coupons, tips and charges are priced by the server: they wait for the network, unlike lines.
  const isOffline = useSelector(actor, selectIsOffline);
  const offlineChanges = useSelector(actor, selectOfflineChangeCount);
  // SPEC 4 pickup confirmation: an order paid as last time is submitted from here.
  const submitting = useSelector(actor, selectIsSubmitting);
  const loggedIn = useSelector(useRootActors().session, selectIsLoggedIn);
  const { blacklistedPaymentMethods } = useAppConfig();
  const flow = useOrderSubmit();
  useDirectSubmit(actor, flow);

  useEffect(() => {
    const subscription = actor.on('navigation.requested', ({ to }) => navigate(to));
    return () => subscription.unsubscribe();
  }, [actor, navigate]);

  const header = <AppHeader />;

  if (hasFailed) {
    return (
      <>
        {header}
        <main className={page.page}>
          <h1 className={page.title}>{t.heading}</h1>
          <StatusPanel
            title={t.loadFailedTitle}
            body={t.loadFailedBody}
            retryLabel={t.retry}
            onRetry={() => actor.send({ type: 'cart.reload' })}
          />
        </main>
      </>
    );
  }
  // SPEC 4: while the order goes with the payment chosen last, the cart waits under what is happening.
  if (submitting && flow.busy) {
    return (
      <>
        {header}
        <main className={page.page}>
          <h1 className={page.title}>{t.heading}</h1>
          <div className={styles.placing}>
            <h2 className={styles.emptyTitle}>{t.placingTitle}</h2>
            <p className={styles.note}>{t.placingBody}</p>
            {flow.overlay}
          </div>
        </main>
      </>
    );
  }
  if (isLoading || !cart) {
    return (
      <>
        {header}
        <Loader label={t.loading} fullPage />
      </>
    );
  }

  const isEmpty = cart.validItems.length === 0 && invalidItems.length === 0;
  const hasRefusedFree = invalidItems.some(isFreeLine);

  return (
    <>
      {header}
      <main className={`${page.page} ${styles.screen}`}>
        <div className={styles.titleRow}>
          <h1 className={page.title}>{t.heading}</h1>
          {cart.itemCount > 0 ? <p className={styles.count}>{fill(t.itemCount, { count: cart.itemCount })}</p> : null}
        </div>

        {isOffline ? (
          <p role="status" className={styles.offlineNote}>
            {offlineChanges > 0 ? fill(t.offlineChanges, { count: offlineChanges }) : t.offlineCart}
          </p>
        ) : null}

        {message ? <DismissibleAlert message={messageText(message)} onDismiss={() => actor.send({ type: 'error.dismiss' })} /> : null}

        {isEmpty ? (
          <EmptyCart />
        ) : (
          <>
            {cart.validItems.length > 0 ? (
              <section className={styles.card} aria-labelledby="cart-items">
                <h2 id="cart-items" className={styles.sectionTitle}>
                  {t.itemsHeading}
                </h2>
                <ul className={styles.lines}>
                  {cart.validItems.map((item) => (
                    <CartLine
                      key={item.itemId}
                      item={item}
                      toppings={toppings}
                      busy={busy}
                      limitNoteId={linesAtLimit.includes(item.itemId) ? LIMIT_NOTE_ID : null}
                      onQuantity={(quantity) => actor.send({ type: 'line.quantity', itemId: item.itemId, quantity })}
                      onRemove={() => actor.send({ type: 'line.remove', itemId: item.itemId })}
                    />
                  ))}
                </ul>
                {limitAhead ? (
                  <p id={LIMIT_NOTE_ID} className={styles.limitNote}>
                    {limitAhead === 'items'
                      ? fill(t.limitAheadItems, { count: limits.maximumcartitems })
                      : fill(t.limitAheadPrice, { amount: rupees(limits.maximumcartprice * PAISE_PER_RUPEE) })}
                  </p>
                ) : null}
              </section>
            ) : null}
            <RefusedFreeLines
              items={invalidItems}
              busy={busy}
              noteId={REFUSED_FREE_NOTE_ID}
              onRemove={(itemId) => actor.send({ type: 'line.remove', itemId })}
            />
            <UnavailableLines items={invalidItems} />
            <RailDelivery />
            <UpsellRow
              products={upsell}
              busy={busy}
              canAdd={isSoldAsIs}
              onAdd={(product) => actor.send({ type: 'cart.add', item: plainItemOf(product) })}
            />
            {cart.explicitPromo ? null : (
              <ReadyRewardCoupon busy={busy || isOffline} onApply={(code) => actor.send({ type: 'promo.apply', code })} />
            )}
            <CouponBox
              cart={cart}
              error={promoError ? messageText(promoError) : null}
              applying={applyingPromo}
              busy={busy || isOffline}
              onApply={(code) => actor.send({ type: 'promo.apply', code })}
              onRemove={() => actor.send({ type: 'promo.remove' })}
            />
            <TipChips
              tipAmount={cart.tip.tipAmount}
              busy={busy || isOffline}
              onTip={(tipAmount) => actor.send({ type: 'tip.set', tipAmount })}
              onNoTip={() => actor.send({ type: 'tip.remove' })}
            />
            <OptionalCharge
              cart={cart}
              busy={busy || isOffline}
              onToggle={(selected) => actor.send({ type: 'charge.toggle', chargeTypeCode: OPTIONAL_CHARGE_CODE, selected })}
            />
            <BillDetails cart={cart} />
            <CartWidget deliveryType={cart.deliveryType} />
            <NeedsNetwork text={t.checkoutNeedsNetwork} />
            <TotalBar label={t.toPay} amountPaise={cart.displayNetPrice}>
              <Button
                onClick={() => actor.send({ type: 'checkout.start' })}
                disabled={!canCheckout || busy}
                aria-describedby={hasRefusedFree ? REFUSED_FREE_NOTE_ID : undefined}
                className={totalBarActionClass}
              >
                {t.checkout}
              </Button>
            </TotalBar>
            {busy && !submitting ? <Loader label={t.updating} /> : null}
          </>
        )}
      </main>

      {askingAboutInvalid ? (
        <Popup
          alert
          header={t.unavailableHeader}
          body={<p>{rules.itemsUnavailable}</p>}
          leftButton={{ label: t.unavailableCancel, onClick: () => actor.send({ type: 'checkout.cancel' }) }}
          rightButton={{ label: t.unavailableAccept, onClick: () => actor.send({ type: 'invalid.accept' }) }}
          onClose={() => actor.send({ type: 'checkout.cancel' })}
        />
      ) : null}

      {reviewing ? (
        <Popup
          header={t.reviewHeader}
          body={
            <div>
              <ul className={styles.reviewList} aria-label={t.reviewItems}>
                {cart.validItems.map((item) => (
                  <li key={item.itemId} className={styles.reviewRow}>
                    <span>{fill(t.reviewLine, { quantity: number(item.quantity), name: item.product.name })}</span>
                    <span>{rupees(item.totalPriceAfterDiscount)}</span>
                  </li>
                ))}
              </ul>
              <p className={`${styles.reviewRow} ${styles.billTotal}`}>
                <span>{t.toPay}</span>
                <span>{rupees(cart.displayNetPrice)}</span>
              </p>
            </div>
          }
          leftButton={{ label: t.editCart, onClick: () => actor.send({ type: 'checkout.cancel' }) }}
          rightButton={{
            label: t.placeOrder,
            onClick: () =>
              actor.send({
                type: 'checkout.confirm',
                payer: { loggedIn, device: currentDeviceKind(), blacklisted: blacklistedPaymentMethods },
              }),
          }}
          onClose={() => actor.send({ type: 'checkout.cancel' })}
        />
      ) : null}
      {flow.overlay}
    </>
  );
}
