import { useDocumentTitle } from '@/app/useDocumentTitle';
import { AppHeader } from '@/app/AppHeader';
import { trackingMachine } from '@machines/tracking.machine';
import { ORDER_MORE, ORDER_PLACED, ORDER_PLACED_BODY } from '@/screens/thankYou/messages';
import { NextLinks } from './NextLinks';
import { OrderTracking } from './OrderTracking';
import page from '@/styles/page.module.css';
import styles from './Tracking.module.css';

export interface ThankYouAndTrackingScreenProps {
  /** Tests pass the machine with fake actors; the app uses the real one. */
  machine?: typeof trackingMachine;
}

/** SPEC 2 /thankYouAndTracking?orderHistoryId={orderId}: the order is placed, and tracked right here. */
export default function ThankYouAndTrackingScreen({ machine = trackingMachine }: ThankYouAndTrackingScreenProps) {
  useDocumentTitle(ORDER_PLACED);

  return (
    <>
      <AppHeader />
      <main className={`${page.page} ${page.stack}`}>
        <div className={styles.placed}>
          <h1 className={page.title}>{ORDER_PLACED}</h1>
          <p>{ORDER_PLACED_BODY}</p>
        </div>
        <OrderTracking machine={machine} />
        <NextLinks menuText={ORDER_MORE} />
      </main>
    </>
  );
}
