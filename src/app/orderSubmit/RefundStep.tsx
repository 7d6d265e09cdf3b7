import { Link } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { Popup } from '@/components/Popup';
import { refundRoute } from '@/domain/navigation';
import refundTexts from '@/i18n/en/refund';
import { useTexts } from '@/i18n/useTexts';
import { RefundView } from '@/screens/refund/RefundView';
import type { RefundActorRef } from '@machines/refund.machine';
import card from '@/styles/card.module.css';

/** SPEC 4 REFUND_PAGE: the order failed after the money was taken; its refund, with a link to follow it on its page. */
export function RefundStep({ actor }: { actor: RefundActorRef }) {
  const { t } = useTexts(refundTexts);
  const orderId = useSelector(actor, (snapshot) => snapshot.context.orderId);
  const close = () => actor.send({ type: 'refund.close' });
  return (
    <Popup
      header={t.title}
      body={
        <>
          <RefundView actor={actor} />
          <Link to={refundRoute(orderId)} className={card.secondaryLink}>
            {t.openPage}
          </Link>
        </>
      }
      rightButton={{ label: t.close, onClick: close }}
      onClose={close}
    />
  );
}
