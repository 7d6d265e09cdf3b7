import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { LoginFlowEvents, useLoginActor } from '@/app/loginFlow';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { AuthLayout, authStyles } from '@/components/AuthLayout';
import { BusyButton } from '@/components/BusyButton';
import { Loader } from '@/components/Loader';
import { OtpField } from '@/components/OtpField';
import { RequestErrorPopup } from '@/components/RequestErrorPopup';
import { COUNTRY_PREFIX, OTP_DIGITS } from '@/domain/constants';
import { loginRoute, QUERY } from '@/domain/navigation';
import { t } from '@/i18n';
import {
  selectCanResend,
  selectError,
  selectIsBusy,
  selectMobile,
  selectOtp,
  selectOtpError,
  selectOtpSentAt,
  selectStep,
  type LoginSnapshot,
} from '@machines/login.machine';
import { formatCountdown, useResendCountdown } from './useResendCountdown';
import { useWebOtp } from './useWebOtp';
import styles from './LoginOtpScreen.module.css';

const selectIsValidating = (snapshot: LoginSnapshot) => snapshot.matches({ enteringOtp: { code: 'validatingOtp' } });
const selectIsResending = (snapshot: LoginSnapshot) =>
  snapshot.matches({ enteringOtp: { resend: 'resendingOtp' } }) || snapshot.matches({ enteringOtp: { resend: 'resendingForgotOtp' } });

/** Opened without a code on its way (a reload, a shared link): back to the mobile number. */
function NoCodeRequested() {
  const [params] = useSearchParams();
  const back = loginRoute({ redirectUrl: params.get(QUERY.redirectUrl) ?? undefined, from: params.get(QUERY.from) ?? undefined });
  return (
    <AuthLayout title={t.loginOtp.lostTitle} subtitle={t.loginOtp.lostBody}>
      <Link to={back} className={styles.backLink}>
        {t.login.backToLogin}
      </Link>
    </AuthLayout>
  );
}

/** SPEC 4: the 6-digit code, its resend countdown (SPEC 9: 45 s) and auto-read from the SMS. */
function OtpForm() {
  const login = useLoginActor();
  const mobile = useSelector(login, selectMobile);
  const otp = useSelector(login, selectOtp);
  const otpError = useSelector(login, selectOtpError);
  const sentAt = useSelector(login, selectOtpSentAt);
  const canResend = useSelector(login, selectCanResend);
  const isBusy = useSelector(login, selectIsBusy);
  const isValidating = useSelector(login, selectIsValidating);
  const isResending = useSelector(login, selectIsResending);
  const error = useSelector(login, selectError);
  const secondsLeft = useResendCountdown(sentAt);

  useWebOtp(true, (code) => login.send({ type: 'otp.autofill', code }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.send({ type: 'otp.submit' });
  };

  return (
    <>
      <AuthLayout
        title={t.loginOtp.title}
        subtitle={t.loginOtp.sentTo(COUNTRY_PREFIX, mobile, OTP_DIGITS)}
        busy={isBusy}
      >
        <form noValidate onSubmit={submit} className={authStyles.form}>
          <OtpField
            label={t.loginOtp.otpLabel}
            name="otp"
            value={otp}
            onChange={(value) => login.send({ type: 'otp.change', value })}
            error={otpError}
            autoFocus
          />
          <BusyButton type="submit" block busy={isValidating} busyLabel={t.loginOtp.verifying} disabled={isBusy}>
            {t.loginOtp.verify}
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
          {!canResend && secondsLeft > 0 ? (
            <p className={styles.countdown}>{t.loginOtp.resendIn(formatCountdown(secondsLeft))}</p>
          ) : null}
        </div>

        <button
          type="button"
          className={`${authStyles.textLink} ${styles.change}`}
          disabled={isValidating}
          onClick={() => login.send({ type: 'mobile.edit' })}
        >
          {t.loginOtp.changeNumber}
        </button>
      </AuthLayout>
      <RequestErrorPopup error={error} onDismiss={() => login.send({ type: 'error.dismiss' })} />
    </>
  );
}

export default function LoginOtpScreen() {
  useDocumentTitle(t.loginOtp.documentTitle);
  const login = useLoginActor();
  const step = useSelector(login, selectStep);
  return (
    <>
      <LoginFlowEvents />
      {step === 'otp' ? <OtpForm /> : step === 'completing' ? <Loader label={t.loginOtp.verifying} fullPage /> : <NoCodeRequested />}
    </>
  );
}
