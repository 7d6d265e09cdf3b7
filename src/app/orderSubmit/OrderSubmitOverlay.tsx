import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Loader } from '@/components/Loader';
import { Popup } from '@/components/Popup';
import {
  selectCanRetry,
  selectDuplicateWarning,
  selectHeader,
  selectIsBusy,
  selectIsDuplicateWarning,
  selectMessage,
  type orderSubmitMachine,
} from '@machines/orderSubmit.machine';
import { ORDER_SUBMIT_TEXTS } from './messages';

export interface OrderSubmitOverlayProps {
  actor: ActorRefFrom<typeof orderSubmitMachine>;
}

/** What the order submit shows over the payment screen: the loader, the duplicate-order question, errors. */
export function OrderSubmitOverlay({ actor }: OrderSubmitOverlayProps) {
  const busy = useSelector(actor, selectIsBusy);
  const isDuplicateWarning = useSelector(actor, selectIsDuplicateWarning);
  const duplicateWarning = useSelector(actor, selectDuplicateWarning);
  const message = useSelector(actor, selectMessage);
  const header = useSelector(actor, selectHeader);
  const canRetry = useSelector(actor, selectCanRetry);
  const text = ORDER_SUBMIT_TEXTS;

  if (busy) return <Loader label={text.placing} fullPage />;
  if (isDuplicateWarning) {
    return (
      <Popup
        alert
        header={text.duplicateHeader}
        body={duplicateWarning}
        leftButton={{ label: text.duplicateCancel, onClick: () => actor.send({ type: 'duplicate.cancel' }) }}
        rightButton={{ label: text.duplicateContinue, onClick: () => actor.send({ type: 'duplicate.continue' }) }}
        onClose={() => actor.send({ type: 'duplicate.cancel' })}
        initialFocus="left"
      />
    );
  }
  if (message === null) return null;
  const dismiss = () => actor.send({ type: 'popup.dismiss' });
  return (
    <Popup
      alert
      {...(header ? { header } : {})}
      body={message}
      {...(canRetry ? { leftButton: { label: text.cancel, onClick: dismiss } } : {})}
      {...(canRetry ? { rightButton: { label: text.retry, onClick: () => actor.send({ type: 'order.retry' }) } } : {})}
      onClose={dismiss}
    />
  );
}
