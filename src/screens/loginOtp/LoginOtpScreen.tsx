import { Link, useSearchParams } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { LoginFlowEvents, useLoginActor } from '@/app/loginFlow';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { AuthLayout, authStyles } from '@/app/AuthLayout';
import { Loader } from '@/components/Loader';
import { OtpEntry } from '@/screens/loginOtp/OtpEntry';
import { RequestErrorPopup } from '@/components/RequestErrorPopup';
import { COUNTRY_PREFIX, OTP_DIGITS } from '@/domain/constants';
import { loginRoute, QUERY } from '@/domain/navigation';
import loginTexts from '@/i18n/en/login';
import { useTexts } from '@/i18n/useTexts';
import { selectError, selectHasPendingOrder, selectIsBusy, selectMobile, selectStep, type LoginSnapshot } from '@machines/login.machine';
import { useWebOtp } from './useWebOtp';

const selectIsValidating = (snapshot: LoginSnapshot) => snapshot.matches({ enteringOtp: { code: 'validatingOtp' } });
const selectIsResending = (snapshot: LoginSnapshot) =>
  snapshot.matches({ enteringOtp: { resend: 'resendingOtp' } }) || snapshot.matches({ enteringOtp: { resend: 'resendingForgotOtp' } });

/** Opened without a code on its way (a reload, a shared link): back to the mobile number. */
function NoCodeRequested() {
  const [params] = useSearchParams();
  const { t } = useTexts(loginTexts);
  const back = loginRoute({ redirectUrl: params.get(QUERY.redirectUrl) ?? undefined, from: params.get(QUERY.from) ?? undefined });
  return (
    <AuthLayout title={t.otp.lostTitle} subtitle={t.otp.lostBody}>
      <Link to={back} className={authStyles.backLink}>
        {t.backToLogin}
      </Link>
    </AuthLayout>
  );
}

/** SPEC 4: the 6-digit code, its resend countdown (SPEC 9: 45 s) and auto-read from the SMS. */
function OtpForm() {
  const { t, fill } = useTexts(loginTexts);
  const login = useLoginActor();
  const mobile = useSelector(login, selectMobile);
  const isBusy = useSelector(login, selectIsBusy);
  const error = useSelector(login, selectError);
  const hasPendingOrder = useSelector(login, selectHasPendingOrder);

  useWebOtp(true, (code) => login.send({ type: 'otp.autofill', code }));

  return (
    <>
      <AuthLayout title={t.otp.title} subtitle={fill(t.sentTo, { digits: OTP_DIGITS, prefix: COUNTRY_PREFIX, mobile })} busy={isBusy}>
        {hasPendingOrder ? <p className={authStyles.notice}>{t.otp.pendingOrder}</p> : null}
        <OtpEntry
          submitEvent="otp.submit"
          submitLabel={t.otp.verify}
          checkingLabel={t.otp.verifying}
          selectIsChecking={selectIsValidating}
          selectIsResending={selectIsResending}
        />
      </AuthLayout>
      <RequestErrorPopup error={error} onDismiss={() => login.send({ type: 'error.dismiss' })} />
    </>
  );
}

/** After the code: the login is completed; a refused pending order (SPEC 4 auto login) shows its message first. */
function Completing() {
  const { t } = useTexts(loginTexts);
  const login = useLoginActor();
  const error = useSelector(login, selectError);
  return (
    <>
      <Loader label={t.otp.verifying} fullPage />
      <RequestErrorPopup error={error} onDismiss={() => login.send({ type: 'error.dismiss' })} />
    </>
  );
}

export default function LoginOtpScreen() {
  const { t } = useTexts(loginTexts);
  useDocumentTitle(t.otp.documentTitle);
  const login = useLoginActor();
  const step = useSelector(login, selectStep);
  return (
    <>
      <LoginFlowEvents />
      {step === 'otp' ? <OtpForm /> : step === 'completing' ? <Completing /> : <NoCodeRequested />}
    </>
  );
}
