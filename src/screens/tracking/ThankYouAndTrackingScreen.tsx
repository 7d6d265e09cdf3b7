import { useDocumentTitle } from '@/app/useDocumentTitle';
import { AppHeader } from '@/app/AppHeader';
import { ORDER_MORE, ORDER_PLACED, ORDER_PLACED_BODY } from '@/screens/thankYou/messages';
import { NextLinks } from './NextLinks';
import { OrderTracking } from './OrderTracking';
import page from '@/styles/page.module.css';
import styles from './Tracking.module.css';

/** SPEC 2 /thankYouAndTracking?orderHistoryId={orderId}: the order is placed, and tracked right here. */
export default function ThankYouAndTrackingScreen() {
  useDocumentTitle(ORDER_PLACED);

  return (
    <>
      <AppHeader />
      <main className={`${page.page} ${page.stack}`}>
        <div className={styles.placed}>
          <h1 className={page.title}>{ORDER_PLACED}</h1>
          <p>{ORDER_PLACED_BODY}</p>
        </div>
        <OrderTracking />
        <NextLinks menuText={ORDER_MORE} />
      </main>
    </>
  );
}
