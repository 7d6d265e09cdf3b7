import { useDocumentTitle } from '@/app/useDocumentTitle';
import { AppHeader } from '@/app/AppHeader';
import trackingTexts from '@/i18n/en/tracking';
import { useTexts } from '@/i18n/useTexts';
import { NextLinks } from './NextLinks';
import { OrderTracking } from './OrderTracking';
import page from '@/styles/page.module.css';

/** SPEC 2 /trackOrder?orderHistoryId={orderId}: the customer's order, tracked until delivered (SPEC 4). */
export default function TrackOrderScreen() {
  const { t } = useTexts(trackingTexts);
  useDocumentTitle(t.trackOrderTitle);

  return (
    <>
      <AppHeader />
      <main className={`${page.page} ${page.stack}`}>
        <h1 className={page.title}>{t.trackOrderTitle}</h1>
        <OrderTracking />
        <NextLinks menuText={t.next.menu} />
      </main>
    </>
  );
}
