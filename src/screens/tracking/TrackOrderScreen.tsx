import { useDocumentTitle } from '@/app/useDocumentTitle';
import { AppHeader } from '@/app/AppHeader';
import { MENU_LINK, TRACK_ORDER_TITLE } from './messages';
import { NextLinks } from './NextLinks';
import { OrderTracking } from './OrderTracking';
import page from '@/styles/page.module.css';

/** SPEC 2 /trackOrder?orderHistoryId={orderId}: the customer's order, tracked until delivered (SPEC 4). */
export default function TrackOrderScreen() {
  useDocumentTitle(TRACK_ORDER_TITLE);

  return (
    <>
      <AppHeader />
      <main className={`${page.page} ${page.stack}`}>
        <h1 className={page.title}>{TRACK_ORDER_TITLE}</h1>
        <OrderTracking />
        <NextLinks menuText={MENU_LINK} />
      </main>
    </>
  );
}
