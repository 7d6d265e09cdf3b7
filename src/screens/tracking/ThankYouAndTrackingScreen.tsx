import { useDocumentTitle } from '@/app/useDocumentTitle';
import { AppHeader } from '@/app/AppHeader';
import thankYouTexts from '@/i18n/en/thankYou';
import { useTexts } from '@/i18n/useTexts';
import { NextLinks } from './NextLinks';
import { OrderTracking } from './OrderTracking';
import page from '@/styles/page.module.css';
import styles from './Tracking.module.css';

/** SPEC 2 /thankYouAndTracking?orderHistoryId={orderId}: the order is placed, and tracked right here. */
export default function ThankYouAndTrackingScreen() {
  const { t } = useTexts(thankYouTexts);
  useDocumentTitle(t.documentTitle);

  return (
    <>
      <AppHeader />
      <main className={`${page.page} ${page.stack}`}>
        <div className={styles.placed}>
          <h1 className={page.title}>{t.orderPlaced}</h1>
          <p>{t.placedBody}</p>
        </div>
        <OrderTracking />
        <NextLinks menuText={t.orderMore} />
      </main>
    </>
  );
}
