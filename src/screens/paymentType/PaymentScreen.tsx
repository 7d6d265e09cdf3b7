import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { appConfigActorOf, useAppConfig } from '@/app/appConfig';
import { useCartActor } from '@/app/cartActor';
import { useOrderSubmit } from '@/app/orderSubmitFlow';
import { useRootActors } from '@/app/RootActorsContext';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { AppHeader } from '@/app/AppHeader';
import { Loader } from '@/components/Loader';
import { loginRoute, ROUTES } from '@/domain/navigation';
import { DEFAULT_WALLET_APPLIED } from '@/domain/payment';
import { GUEST_HIDDEN_PAYMENT_TYPES, isAutoLoginClient } from '@/domain/autoLogin';
import { deviceClientId } from '@/app/clientId';
import type { AppConfigSnapshot } from '@machines/appConfig.machine';
import { selectCart, selectIsLoading } from '@machines/cart.machine';
import { selectIsLoggedIn, selectIsReady } from '@machines/session.machine';
import paymentTexts from '@/i18n/en/payment';
import { useTexts } from '@/i18n/useTexts';
import { PaymentPanel } from './PaymentPanel';
import page from '@/styles/page.module.css';
import styles from './PaymentType.module.css';

export interface PaymentScreenProps {
  /** /payment: the card form only, under its own title. */
  focus?: 'card';
}

/** SPEC 3 config isDefaultWalletApplied (SPEC 9: off by default). */
const selectDefaultWallet = (snapshot: AppConfigSnapshot): boolean =>
  snapshot.context.site?.isDefaultWalletApplied ?? DEFAULT_WALLET_APPLIED;

/** The frame of /paymentType and /payment: the cart being paid for, or back to /cart when it is empty. */
export function PaymentScreen({ focus }: PaymentScreenProps) {
  const { t } = useTexts(paymentTexts);
  useDocumentTitle(focus === 'card' ? t.cardDocumentTitle : t.documentTitle);
  const { session } = useRootActors();
  const sessionReady = useSelector(session, selectIsReady);
  const loggedIn = useSelector(session, selectIsLoggedIn);
  const { pathname } = useLocation();
  const cartActor = useCartActor();
  const cart = useSelector(cartActor, selectCart);
  const cartLoading = useSelector(cartActor, selectIsLoading);
  const { luhnCheckEnabled, blacklistedPaymentMethods, autoLoginPercentage } = useAppConfig();
  // SPEC 4 auto login: a guest in the configured share pays cash here and logs in after placing the order.
  const autoLogin = focus !== 'card' && sessionReady && !loggedIn && isAutoLoginClient(deviceClientId(), autoLoginPercentage);
  const defaultWalletApplied = useSelector(appConfigActorOf(useRootActors()), selectDefaultWallet);
  const flow = useOrderSubmit({ autoLogin });
  // Once paying has started here, an order that empties the cart must not send the customer back to /cart.
  // It starts on the loaded cart: the payment choice keeps the amount it starts with (a coupon carried over at
  // login lands after the merged lines).
  const [started, setStarted] = useState(false);
  const hasItems = cart !== null && cart.validItems.length > 0;
  if (hasItems && !cartLoading && !started) setStarted(true);

  // SPEC 3: an order carries the customer's mobile (userDetails), so a guest logs in first and comes back here, unless
  // the guest pays cash with auto login.
  if (sessionReady && !loggedIn && !autoLogin) return <Navigate to={loginRoute({ from: pathname })} replace />;
  if (!started && !hasItems && !cartLoading) return <Navigate to={ROUTES.cart} replace />;

  return (
    <>
      <AppHeader />
      <main className={`${page.page} ${styles.screen}`}>
        <h1 className={page.title}>{focus === 'card' ? t.cardHeading : t.heading}</h1>
        {cart && started ? (
          <PaymentPanel
            cart={cart}
            flow={flow}
            luhnCheckEnabled={luhnCheckEnabled}
            blacklistedPaymentMethods={
              autoLogin ? [...blacklistedPaymentMethods, ...GUEST_HIDDEN_PAYMENT_TYPES] : blacklistedPaymentMethods
            }
            defaultWalletApplied={defaultWalletApplied}
            {...(focus ? { focus } : {})}
          />
        ) : (
          <Loader label={t.cartLoading} />
        )}
      </main>
    </>
  );
}
