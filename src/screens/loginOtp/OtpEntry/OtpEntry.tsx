import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { useLoginActor } from '@/app/loginFlow';
import { authStyles } from '@/app/AuthLayout';
import { BusyButton } from '@/components/BusyButton';
import { OtpField } from '@/components/OtpField';
import components from '@/i18n/en/components';
import { useFieldMessage } from '@/i18n/useFieldMessage';
import { useTexts } from '@/i18n/useTexts';
import {
  selectCanResend,
  selectIsBusy,
  selectOtp,
  selectOtpError,
  selectOtpSentAt,
  type LoginEvent,
  type LoginSnapshot,
} from '@machines/login.machine';
import { formatCountdown, useResendCountdown } from '@/components/Countdown';
import styles from './OtpEntry.module.css';

export interface OtpEntryProps {
  /** The login event that submits the code. */
  submitEvent: Extract<LoginEvent['type'], 'otp.submit' | 'socialSignup.submit'>;
  submitLabel: string;
  /** The submit button's label while the code is being checked. */
  checkingLabel: string;
  /** Whether the submitted code is being checked. */
  selectIsChecking: (snapshot: LoginSnapshot) => boolean;
  /** Whether a new code is being sent. */
  selectIsResending: (snapshot: LoginSnapshot) => boolean;
}

/** An OTP step of the login flow: the code, its resend countdown (SPEC 9: 45 s) and a way back to the mobile number. */
export function OtpEntry({ submitEvent, submitLabel, checkingLabel, selectIsChecking, selectIsResending }: OtpEntryProps) {
  const login = useLoginActor();
  const otp = useSelector(login, selectOtp);
  const fieldMessage = useFieldMessage();
  const otpError = fieldMessage(useSelector(login, selectOtpError));
  const sentAt = useSelector(login, selectOtpSentAt);
  const canResend = useSelector(login, selectCanResend);
  const isBusy = useSelector(login, selectIsBusy);
  const isChecking = useSelector(login, selectIsChecking);
  const isResending = useSelector(login, selectIsResending);
  const secondsLeft = useResendCountdown(sentAt);
  const { t, fill } = useTexts(components);
  const text = t.otpEntry;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.send({ type: submitEvent });
  };

  return (
    <>
      <form noValidate onSubmit={submit} className={authStyles.form}>
        <OtpField
          label={text.otpLabel}
          name="otp"
          value={otp}
          onChange={(value) => login.send({ type: 'otp.change', value })}
          error={otpError}
          autoFocus
        />
        <BusyButton type="submit" block busy={isChecking} busyLabel={checkingLabel} disabled={isBusy}>
          {submitLabel}
        </BusyButton>
      </form>

      <div className={`${authStyles.row} ${styles.resendRow}`}>
        <BusyButton
          variant="ghost"
          className={styles.resend}
          busy={isResending}
          busyLabel={text.sendingOtp}
          disabled={!canResend}
          onClick={() => login.send({ type: 'otp.resend' })}
        >
          {text.resend}
        </BusyButton>
        {!canResend && secondsLeft > 0 ? (
          <p className={styles.countdown}>{fill(text.resendIn, { time: formatCountdown(secondsLeft) })}</p>
        ) : null}
      </div>

      <button
        type="button"
        className={`${authStyles.textLink} ${styles.change}`}
        disabled={isChecking}
        onClick={() => login.send({ type: 'mobile.edit' })}
      >
        {text.changeNumber}
      </button>
    </>
  );
}
