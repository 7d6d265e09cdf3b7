import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useActorRef } from '@xstate/react';
import { AppHeader } from '@/app/AppHeader';
import { useCartActor } from '@/app/cartActor';
import { useMachineLogic } from '@/app/machineLogic';
import { WalletLinkStep } from '@/app/orderSubmit/WalletLinkStep';
import { useAppNavigate } from '@/app/useAppNavigate';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { Button } from '@/components/Button';
import { QUERY, ROUTES, thankYouRoute } from '@/domain/navigation';
import paytmTexts from '@/i18n/en/paytm';
import { useTexts } from '@/i18n/useTexts';
import { walletLinkMachine } from '@machines/walletLink.machine';
import styles from './PaytmWalletScreen.module.css';

/** The Paytm step of one order: paid, it goes to the thank-you page (SPEC 4 payment-app submit THANKYOU); else back to the payment choice (PAY_PAGE). */
function PaytmStep({ orderTransactionId }: { orderTransactionId: string }) {
  const cart = useCartActor();
  const navigate = useAppNavigate();
  const actor = useActorRef(useMachineLogic(walletLinkMachine), { input: { orderTransactionId } });
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status !== 'done') return;
      const output = snapshot.output;
      if (output?.type === 'next' && output.payment.action === 'THANKYOU') {
        cart.send({ type: 'cart.replaced' });
        navigate(thankYouRoute(output.payment.orderTransactionId), { replace: true });
      } else {
        navigate(ROUTES.paymentType, { replace: true });
      }
    });
    return () => subscription.unsubscribe();
  }, [actor, cart, navigate]);
  return <WalletLinkStep actor={actor} />;
}

/**
 * SPEC 2 /paytmForm and /payGateway: the Paytm wallet step of the order named by `transactionId` (link by the code the
 * wallet sends, add money when short, pay from the wallet), reached again after a reload or from a link.
 */
export default function PaytmWalletScreen() {
  const { t } = useTexts(paytmTexts);
  useDocumentTitle(t.screenTitle);
  const [search] = useSearchParams();
  const orderTransactionId = search.get(QUERY.transactionId);
  const navigate = useAppNavigate();
  return (
    <>
      <AppHeader showAccount={false} />
      <main className={styles.page}>
        <h1 className={styles.title}>{t.screenTitle}</h1>
        {orderTransactionId ? (
          <PaytmStep key={orderTransactionId} orderTransactionId={orderTransactionId} />
        ) : (
          <div role="alert">
            <p>{t.missingOrder}</p>
            <Button block onClick={() => navigate(ROUTES.paymentType)}>
              {t.payAnotherWay}
            </Button>
          </div>
        )}
      </main>
    </>
  );
}
