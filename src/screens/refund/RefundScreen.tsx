import { Link, useSearchParams } from 'react-router-dom';
import { useActorRef } from '@xstate/react';
import { AppHeader } from '@/app/AppHeader';
import { useMachineLogic } from '@/app/machineLogic';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { QUERY, ROUTES } from '@/domain/navigation';
import refundTexts from '@/i18n/en/refund';
import { useTexts } from '@/i18n/useTexts';
import { refundMachine } from '@machines/refund.machine';
import card from '@/styles/card.module.css';
import page from '@/styles/page.module.css';
import { RefundView } from './RefundView';

function FollowedRefund({ orderId }: { orderId: string }) {
  const actor = useActorRef(useMachineLogic(refundMachine), { input: { orderId } });
  return <RefundView actor={actor} />;
}

/** /refund?orderId=: a failed order's refund, followed until it is completed (SPEC 4 REFUND_PAGE). */
export default function RefundScreen() {
  const { t } = useTexts(refundTexts);
  useDocumentTitle(t.documentTitle);
  const [params] = useSearchParams();
  const orderId = params.get(QUERY.orderId) ?? '';
  return (
    <>
      <AppHeader />
      <main className={`${page.page} ${page.stack}`}>
        <h1 className={page.title}>{t.title}</h1>
        <FollowedRefund key={orderId} orderId={orderId} />
        <Link to={ROUTES.orderHistory} className={card.secondaryLink}>
          {t.myOrders}
        </Link>
      </main>
    </>
  );
}
