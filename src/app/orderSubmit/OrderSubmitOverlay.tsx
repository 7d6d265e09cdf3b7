import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Loader } from '@/components/Loader';
import { Popup } from '@/components/Popup';
import {
  selectCanRetry,
  selectCodOtpActor,
  selectEVoucherActor,
  selectWalletLinkActor,
  selectDuplicateOrderMinutes,
  selectHeader,
  selectIsBusy,
  selectIsDuplicateWarning,
  selectIsEnrolmentRefused,
  selectRefundActor,
  selectRemovePromoActor,
  selectMessage,
  type orderSubmitMachine,
} from '@machines/orderSubmit.machine';
import shell from '@/i18n/en/shell';
import { RefundStep } from './RefundStep';
import { RemovePromoStep } from './RemovePromoStep';
import { CodOtpStep } from './CodOtpStep';
import { EVoucherStep } from './EVoucherStep';
import { WalletLinkStep } from './WalletLinkStep';
import { useMessages } from '@/i18n/useMessages';
import { useTexts } from '@/i18n/useTexts';

export interface OrderSubmitOverlayProps {
  actor: ActorRefFrom<typeof orderSubmitMachine>;
}

/** What the order submit shows over the payment screen: the loader, the duplicate-order question, a refused Pizza Pals enrolment, errors. */
export function OrderSubmitOverlay({ actor }: OrderSubmitOverlayProps) {
  const busy = useSelector(actor, selectIsBusy);
  const isDuplicateWarning = useSelector(actor, selectIsDuplicateWarning);
  const duplicateMinutes = useSelector(actor, selectDuplicateOrderMinutes);
  const message = useSelector(actor, selectMessage);
  const header = useSelector(actor, selectHeader);
  const canRetry = useSelector(actor, selectCanRetry);
  const enrolmentRefused = useSelector(actor, selectIsEnrolmentRefused);
  const codOtp = useSelector(actor, selectCodOtpActor);
  const eVoucher = useSelector(actor, selectEVoucherActor);
  const walletLink = useSelector(actor, selectWalletLinkActor);
  const removePromo = useSelector(actor, selectRemovePromoActor);
  const refund = useSelector(actor, selectRefundActor);
  const { t, fill } = useTexts(shell);
  const say = useMessages();
  const text = t.orderSubmit;

  if (codOtp) return <CodOtpStep actor={codOtp} />;
  if (eVoucher) return <EVoucherStep actor={eVoucher} />;
  if (walletLink) return <WalletLinkStep actor={walletLink} />;
  if (removePromo) return <RemovePromoStep actor={removePromo} />;
  if (refund) return <RefundStep actor={refund} />;
  if (busy) return <Loader label={text.placing} fullPage />;
  if (isDuplicateWarning) {
    return (
      <Popup
        alert
        header={text.duplicateHeader}
        body={fill(text.duplicateBody, { minutes: duplicateMinutes })}
        leftButton={{ label: text.duplicateCancel, onClick: () => actor.send({ type: 'duplicate.cancel' }) }}
        rightButton={{ label: text.duplicateContinue, onClick: () => actor.send({ type: 'duplicate.continue' }) }}
        onClose={() => actor.send({ type: 'duplicate.cancel' })}
        initialFocus="left"
      />
    );
  }
  if (message === null) return null;
  const dismiss = () => actor.send({ type: 'popup.dismiss' });
  // SPEC 3 enroll refused: the server's words; the order may go without joining Pizza Pals.
  if (enrolmentRefused) {
    return (
      <Popup
        alert
        header={header ?? text.enrolmentRefusedHeader}
        body={'problem' in message ? text.problems[message.problem] : say(message)}
        leftButton={{ label: text.cancel, onClick: dismiss }}
        rightButton={{ label: text.placeWithoutJoining, onClick: () => actor.send({ type: 'enrolment.skip' }) }}
        onClose={dismiss}
      />
    );
  }
  return (
    <Popup
      alert
      {...(header ? { header } : {})}
      body={'problem' in message ? text.problems[message.problem] : say(message)}
      {...(canRetry ? { leftButton: { label: text.cancel, onClick: dismiss } } : {})}
      {...(canRetry ? { rightButton: { label: text.retry, onClick: () => actor.send({ type: 'order.retry' }) } } : {})}
      onClose={dismiss}
    />
  );
}
