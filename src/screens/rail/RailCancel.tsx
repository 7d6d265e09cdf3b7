import { useSelector } from '@xstate/react';
import type { RailOrder } from '@/contract/rail';
import { BusyButton } from '@/components/BusyButton';
import { Popup } from '@/components/Popup';
import { RequestErrorPopup } from '@/components/RequestErrorPopup';
import railTexts from '@/i18n/en/rail';
import { useTexts } from '@/i18n/useTexts';
import {
  isCancellableState,
  selectCanCancel,
  selectCancelError,
  selectIsCancelling,
  selectIsConfirmingCancel,
  type RailOrderActorRef,
} from '@machines/railOrder.machine';
import styles from './Rail.module.css';

/**
 * Cancel order while the order is PLACED to OUT FOR DELIVERY, with its window under it. The button stays after
 * the window, so the server's refusal and its reason are what the customer reads.
 */
export function RailCancel({ actor, order, now }: { actor: RailOrderActorRef; order: RailOrder; now: number }) {
  const { t, fill, time } = useTexts(railTexts);
  const to = t.order;
  const canCancel = useSelector(actor, selectCanCancel);
  const cancelling = useSelector(actor, selectIsCancelling);
  const confirming = useSelector(actor, selectIsConfirmingCancel);
  const cancelError = useSelector(actor, selectCancelError);
  if (!isCancellableState(order) && !confirming && !cancelling && !cancelError) return null;
  const until = order.cancellableUntil;
  return (
    <section className={styles.cancel}>
      {isCancellableState(order) ? (
        <BusyButton
          variant="secondary"
          block
          busy={cancelling}
          busyLabel={to.cancelling}
          disabled={!canCancel}
          onClick={() => actor.send({ type: 'cancel.request' })}
        >
          {to.cancel}
        </BusyButton>
      ) : null}
      {until !== null ? (
        <p className={styles.intro}>{fill(until > now ? to.freeCancellationUntil : to.cancellationClosed, { time: time(until) })}</p>
      ) : null}
      {confirming ? (
        <Popup
          header={to.cancelConfirmHeader}
          body={to.cancelConfirmBody}
          leftButton={{ label: to.cancelConfirmNo, onClick: () => actor.send({ type: 'cancel.dismiss' }) }}
          rightButton={{ label: to.cancelConfirmYes, onClick: () => actor.send({ type: 'cancel.confirm' }) }}
          onClose={() => actor.send({ type: 'cancel.dismiss' })}
          initialFocus="left"
          alert
        />
      ) : null}
      <RequestErrorPopup
        error={
          cancelError ? { ...cancelError, header: cancelError.header || to.cancelRefusedHeader, displayMsg: cancelError.displayMsg } : null
        }
        onDismiss={() => actor.send({ type: 'popup.dismiss' })}
      />
    </section>
  );
}
