import { useSelector } from '@xstate/react';
import { Loader } from '@/components/Loader';
import { OtpField } from '@/components/OtpField';
import { Popup } from '@/components/Popup';
import { COUNTRY_PREFIX, OTP_DIGITS } from '@/domain/constants';
import codOtpTexts from '@/i18n/en/codOtp';
import { useFieldMessage } from '@/i18n/useFieldMessage';
import { useMessages } from '@/i18n/useMessages';
import { useTexts } from '@/i18n/useTexts';
import {
  selectCanResend,
  selectIsCancelling,
  selectIsCheckingOrder,
  selectIsFailed,
  selectIsResending,
  selectIsSendFailed,
  selectIsSending,
  selectIsVerifying,
  selectMessage,
  selectMobile,
  selectOtp,
  selectOtpError,
  selectSentAt,
  type CodOtpActorRef,
} from '@machines/codOtp.machine';
import { useWebOtp } from '@/screens/loginOtp/useWebOtp';
import { OtpStepForm, ResendCountdown } from './OtpStepForm';

export interface CodOtpStepProps {
  actor: CodOtpActorRef;
}

/**
 * SPEC 4 COD_OTP over the payment screen: the code sent to the order's mobile, its 45 s resend countdown (SPEC 9) and
 * auto-read from the SMS; a refused code shows under the field (SPEC 8). Paying another way cancels the waiting order.
 */
export function CodOtpStep({ actor }: CodOtpStepProps) {
  const sending = useSelector(actor, selectIsSending);
  const cancelling = useSelector(actor, selectIsCancelling);
  const checkingOrder = useSelector(actor, selectIsCheckingOrder);
  const sendFailed = useSelector(actor, selectIsSendFailed);
  const failed = useSelector(actor, selectIsFailed);
  const message = useSelector(actor, selectMessage);
  const { t } = useTexts(codOtpTexts);
  const say = useMessages();

  if (sending) return <Loader label={t.sending} fullPage />;
  if (cancelling) return <Loader label={t.cancelling} fullPage />;
  if (checkingOrder) return <Loader label={t.checkingOrder} fullPage />;
  if (sendFailed) {
    return (
      <Popup
        alert
        header={t.sendFailedHeader}
        body={message ? say(message) : null}
        leftButton={{ label: t.payAnotherWay, onClick: () => actor.send({ type: 'step.back' }) }}
        rightButton={{ label: t.sendAgain, onClick: () => actor.send({ type: 'otp.resend' }) }}
        onClose={() => actor.send({ type: 'step.back' })}
      />
    );
  }
  if (failed) {
    return (
      <Popup alert header={t.failedHeader} body={message ? say(message) : null} onClose={() => actor.send({ type: 'popup.dismiss' })} />
    );
  }
  return <CodOtpEntry actor={actor} />;
}

function CodOtpEntry({ actor }: CodOtpStepProps) {
  const mobile = useSelector(actor, selectMobile);
  const otp = useSelector(actor, selectOtp);
  const fieldMessage = useFieldMessage();
  const otpError = fieldMessage(useSelector(actor, selectOtpError));
  const message = useSelector(actor, selectMessage);
  const verifying = useSelector(actor, selectIsVerifying);
  const resending = useSelector(actor, selectIsResending);
  const canResend = useSelector(actor, selectCanResend);
  const sentAt = useSelector(actor, selectSentAt);
  const { t, fill } = useTexts(codOtpTexts);

  useWebOtp(true, (code) => actor.send({ type: 'otp.autofill', code }));

  return (
    <OtpStepForm
      header={t.header}
      intro={fill(t.sentTo, { digits: OTP_DIGITS, prefix: COUNTRY_PREFIX, mobile: mobile ?? '' })}
      message={message}
      resend={
        <ResendCountdown
          texts={t}
          busy={resending}
          canResend={canResend}
          sentAt={sentAt}
          onResend={() => actor.send({ type: 'otp.resend' })}
        />
      }
      status={verifying ? t.confirming : null}
      submitLabel={t.confirm}
      onSubmit={() => actor.send({ type: 'otp.submit' })}
      back={{ label: t.payAnotherWay, onClick: () => actor.send({ type: 'step.back' }) }}
      onClose={() => actor.send({ type: 'step.back' })}
    >
      <OtpField
        label={t.otpLabel}
        name="otp"
        value={otp}
        onChange={(value) => actor.send({ type: 'otp.change', value })}
        error={otpError}
      />
    </OtpStepForm>
  );
}
