import { useSelector } from '@xstate/react';
import { BusyButton } from '@/components/BusyButton';
import { Loader } from '@/components/Loader';
import { Popup } from '@/components/Popup';
import { TextField } from '@/components/TextField';
import { OTP_DIGITS } from '@/domain/constants';
import paymentTexts from '@/i18n/en/payment';
import { useMessages } from '@/i18n/useMessages';
import { useTexts } from '@/i18n/useTexts';
import {
  selectAuth,
  selectCanResend,
  selectCode,
  selectCodeError,
  selectIsBusy,
  selectIsCancelling,
  selectIsEntering,
  selectIsSendFailed,
  selectIsVerifying,
  selectMessage,
  selectMobileHint,
  selectVoucher,
  type EVoucherActorRef,
} from '@machines/eVoucher.machine';
import { OtpStepForm } from './OtpStepForm';
import styles from './OtpStepForm.module.css';

export interface EVoucherStepProps {
  actor: EVoucherActorRef;
}

/**
 * SPEC 4 EV_PIN / EV_OTP over the payment screen: the voucher's PIN, or the OTP sent to its mobile with a resend
 * after the SPEC 9 timer; 'Please enter OTP / PIN' (SPEC 5) and the server's refusals under the field. Paying another
 * way cancels the waiting order, so the voucher's hold is released.
 */
export function EVoucherStep({ actor }: EVoucherStepProps) {
  const entering = useSelector(actor, selectIsEntering);
  const sendFailed = useSelector(actor, selectIsSendFailed);
  const busy = useSelector(actor, selectIsBusy);
  const cancelling = useSelector(actor, selectIsCancelling);
  const message = useSelector(actor, selectMessage);
  const { t } = useTexts(paymentTexts);
  const say = useMessages();

  if (sendFailed) {
    return (
      <Popup
        alert
        body={message ? say(message) : null}
        leftButton={{ label: t.voucherStep.back, onClick: () => actor.send({ type: 'step.back' }) }}
        rightButton={{ label: t.voucherStep.sendAgain, onClick: () => actor.send({ type: 'code.resend' }) }}
        onClose={() => actor.send({ type: 'step.back' })}
      />
    );
  }
  if (entering) return <VoucherSecretEntry actor={actor} />;
  if (message) {
    return (
      <Popup alert body={say(message)} rightButton={{ label: t.voucherStep.ok }} onClose={() => actor.send({ type: 'popup.dismiss' })} />
    );
  }
  if (cancelling) return <Loader label={t.voucherStep.cancelling} fullPage />;
  return busy ? <Loader label={t.voucherStep.otpSending} fullPage /> : null;
}

function VoucherSecretEntry({ actor }: EVoucherStepProps) {
  const auth = useSelector(actor, selectAuth);
  const voucher = useSelector(actor, selectVoucher);
  const mobile = useSelector(actor, selectMobileHint);
  const code = useSelector(actor, selectCode);
  const codeError = useSelector(actor, selectCodeError);
  const message = useSelector(actor, selectMessage);
  const verifying = useSelector(actor, selectIsVerifying);
  const canResend = useSelector(actor, selectCanResend);
  const { t, fill, rupees } = useTexts(paymentTexts);
  const text = t.voucherStep;
  const kind = voucher ? t.voucher.kinds[voucher.kind] : t.voucher.heading;
  const params = { kind, code: voucher?.voucherCode ?? '', amount: rupees(voucher?.amountPaise ?? 0), mobile: mobile ?? '' };

  return (
    <OtpStepForm
      header={fill(auth === 'PIN' ? text.pinHeader : text.otpHeader, { kind })}
      intro={fill(auth === 'PIN' ? text.pinBody : text.otpBody, params)}
      message={message}
      resend={
        auth === 'OTP' ? (
          <div className={styles.resendRow}>
            <BusyButton
              variant="ghost"
              busy={false}
              busyLabel={text.otpSending}
              disabled={!canResend}
              onClick={() => actor.send({ type: 'code.resend' })}
            >
              {text.resend}
            </BusyButton>
            {canResend ? null : <p className={styles.note}>{text.resendWait}</p>}
          </div>
        ) : null
      }
      status={verifying ? text.verifying : null}
      submitLabel={text.submit}
      onSubmit={() => actor.send({ type: 'code.submit' })}
      back={{ label: text.back, onClick: () => actor.send({ type: 'step.back' }) }}
      onClose={() => actor.send({ type: 'step.back' })}
    >
      {voucher && voucher.restPaise > 0 ? (
        <p className={styles.note}>{fill(text.restNote, { amount: rupees(voucher.restPaise) })}</p>
      ) : null}
      <TextField
        label={auth === 'PIN' ? text.pin : text.otp}
        value={code}
        onChange={(value) => actor.send({ type: 'code.change', value })}
        error={codeError ? ('problem' in codeError ? t.voucher.secretRequired : codeError.text) : null}
        inputMode="numeric"
        autoComplete={auth === 'PIN' ? 'off' : 'one-time-code'}
        type={auth === 'PIN' ? 'password' : 'text'}
        maxLength={auth === 'PIN' ? undefined : OTP_DIGITS}
      />
    </OtpStepForm>
  );
}
