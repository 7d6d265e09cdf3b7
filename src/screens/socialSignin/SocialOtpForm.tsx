import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { useLoginActor } from '@/app/loginFlow';
import { authStyles } from '@/components/AuthLayout';
import { BusyButton } from '@/components/BusyButton';
import { OtpField } from '@/components/OtpField';
import { t } from '@/i18n';
import { formatCountdown, useResendCountdown } from '@/screens/loginOtp/useResendCountdown';
import {
  selectCanResend,
  selectIsBusy,
  selectOtp,
  selectOtpError,
  selectOtpSentAt,
  type LoginSnapshot,
} from '@machines/login.machine';
import styles from './SocialOtpForm.module.css';

const selectIsSigningUp = (snapshot: LoginSnapshot) => snapshot.matches({ enteringSocialOtp: { code: 'signingUp' } });
const selectIsResending = (snapshot: LoginSnapshot) => snapshot.matches({ enteringSocialOtp: { resend: 'resendingOtp' } });

/** Sign-up of a social identity, second step: the OTP sent to the mobile proves the customer owns it. */
export function SocialOtpForm() {
  const login = useLoginActor();
  const otp = useSelector(login, selectOtp);
  const otpError = useSelector(login, selectOtpError);
  const sentAt = useSelector(login, selectOtpSentAt);
  const canResend = useSelector(login, selectCanResend);
  const isBusy = useSelector(login, selectIsBusy);
  const isSigningUp = useSelector(login, selectIsSigningUp);
  const isResending = useSelector(login, selectIsResending);
  const secondsLeft = useResendCountdown(sentAt);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.send({ type: 'socialSignup.submit' });
  };

  return (
    <>
      <form noValidate onSubmit={submit} className={authStyles.form}>
        <OtpField
          label={t.loginOtp.otpLabel}
          name="otp"
          value={otp}
          onChange={(value) => login.send({ type: 'otp.change', value })}
          error={otpError}
          autoFocus
        />
        <BusyButton type="submit" block busy={isSigningUp} busyLabel={t.socialSignin.creating} disabled={isBusy}>
          {t.socialSignin.verifySubmit}
        </BusyButton>
      </form>

      <div className={`${authStyles.row} ${styles.resendRow}`}>
        <BusyButton
          variant="ghost"
          className={styles.resend}
          busy={isResending}
          busyLabel={t.login.sendingOtp}
          disabled={!canResend}
          onClick={() => login.send({ type: 'otp.resend' })}
        >
          {t.loginOtp.resend}
        </BusyButton>
        {!canResend && secondsLeft > 0 ? <p className={styles.countdown}>{t.loginOtp.resendIn(formatCountdown(secondsLeft))}</p> : null}
      </div>

      <button
        type="button"
        className={`${authStyles.textLink} ${styles.change}`}
        disabled={isSigningUp}
        onClick={() => login.send({ type: 'mobile.edit' })}
      >
        {t.loginOtp.changeNumber}
      </button>
    </>
  );
}
