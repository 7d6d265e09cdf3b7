import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { useRootActors } from '@/app/RootActorsContext';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { AppHeader } from '@/app/AppHeader';
import { Loader } from '@/components/Loader';
import { loginRoute, orderIdOf } from '@/domain/navigation';
import { selectIsLoggedIn, selectIsReady } from '@machines/session.machine';
import orderHistoryTexts from '@/i18n/en/orderHistory';
import { useTexts } from '@/i18n/useTexts';
import { OrderDetailsView } from './OrderDetailsView';
import { OrderHistoryList } from './OrderHistoryList';
import page from '@/styles/page.module.css';

/**
 * SPEC 2 /orderHistory, for logged-in customers only: guests go to login and come back here. The list
 * with its All / Favourites tabs, or with ?orderId one order's details.
 */
export default function OrderHistoryScreen() {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const orderId = orderIdOf(search);
  const { t } = useTexts(orderHistoryTexts);
  useDocumentTitle(orderId ? t.detailsDocumentTitle : t.documentTitle);
  const { session } = useRootActors();
  const isReady = useSelector(session, selectIsReady);
  const isLoggedIn = useSelector(session, selectIsLoggedIn);
  // A logout on this page takes the app home (the session does); only a guest arriving here goes to login.
  const [wasLoggedIn, setWasLoggedIn] = useState(isLoggedIn);
  if (isLoggedIn && !wasLoggedIn) setWasLoggedIn(true);

  if (isReady && !isLoggedIn && !wasLoggedIn) {
    const query = search.toString();
    return <Navigate to={loginRoute({ from: query ? `${pathname}?${query}` : pathname })} replace />;
  }

  let content = <Loader label={t.loading} />;
  if (isLoggedIn && orderId) content = <OrderDetailsView key={orderId} orderId={orderId} />;
  else if (isLoggedIn) content = <OrderHistoryList />;

  return (
    <>
      <AppHeader />
      <main className={`${page.page} ${page.stack}`}>
        <h1 className={page.title}>{orderId ? t.detailsTitle : t.title}</h1>
        {content}
      </main>
    </>
  );
}
