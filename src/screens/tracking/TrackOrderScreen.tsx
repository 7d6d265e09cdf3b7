import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { AppHeader } from '@/components/AppHeader';
import { QUERY } from '@/domain/navigation';
import { trackingMachine } from '@machines/tracking.machine';
import { MENU_LINK, TRACK_ORDER_TITLE } from './messages';
import { NextLinks } from './NextLinks';
import { OrderTracking } from './OrderTracking';
import page from '@/styles/page.module.css';
import styles from './Tracking.module.css';

export interface TrackOrderScreenProps {
  /** Tests pass the machine with fake actors; the app uses the real one. */
  machine?: typeof trackingMachine;
}

/** SPEC 2 /trackOrder?orderHistoryId={orderId}: the customer's order, tracked until delivered (SPEC 4). */
export default function TrackOrderScreen({ machine = trackingMachine }: TrackOrderScreenProps) {
  const [search] = useSearchParams();
  const orderId = search.get(QUERY.orderHistoryId);
  useDocumentTitle(TRACK_ORDER_TITLE);

  return (
    <>
      <AppHeader />
      <main className={`${page.page} ${styles.screen}`}>
        <h1 className={page.title}>{TRACK_ORDER_TITLE}</h1>
        <OrderTracking key={orderId ?? ''} orderId={orderId} machine={machine} />
        <NextLinks menuText={MENU_LINK} />
      </main>
    </>
  );
}
