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
import { ta } from '@/i18n/accounts';
import { selectError, selectIsBusy, selectMobile, selectStep, type LoginSnapshot } from '@machines/login.machine';
import { useWebOtp } from './useWebOtp';

const selectIsValidating = (snapshot: LoginSnapshot) => snapshot.matches({ enteringOtp: { code: 'validatingOtp' } });
const selectIsResending = (snapshot: LoginSnapshot) =>
  snapshot.matches({ enteringOtp: { resend: 'resendingOtp' } }) || snapshot.matches({ enteringOtp: { resend: 'resendingForgotOtp' } });

/** Opened without a code on its way (a reload, a shared link): back to the mobile number. */
function NoCodeRequested() {
  const [params] = useSearchParams();
  const back = loginRoute({ redirectUrl: params.get(QUERY.redirectUrl) ?? undefined, from: params.get(QUERY.from) ?? undefined });
  return (
    <AuthLayout title={ta.loginOtp.lostTitle} subtitle={ta.loginOtp.lostBody}>
      <Link to={back} className={authStyles.backLink}>
        {ta.login.backToLogin}
      </Link>
    </AuthLayout>
  );
}

/** SPEC 4: the 6-digit code, its resend countdown (SPEC 9: 45 s) and auto-read from the SMS. */
function OtpForm() {
  const login = useLoginActor();
  const mobile = useSelector(login, selectMobile);
  const isBusy = useSelector(login, selectIsBusy);
  const error = useSelector(login, selectError);

  useWebOtp(true, (code) => login.send({ type: 'otp.autofill', code }));

  return (
    <>
      <AuthLayout
        title={ta.loginOtp.title}
        subtitle={ta.loginOtp.sentTo(COUNTRY_PREFIX, mobile, OTP_DIGITS)}
        busy={isBusy}
      >
        <OtpEntry
          submitEvent="otp.submit"
          submitLabel={ta.loginOtp.verify}
          checkingLabel={ta.loginOtp.verifying}
          selectIsChecking={selectIsValidating}
          selectIsResending={selectIsResending}
        />
      </AuthLayout>
      <RequestErrorPopup error={error} onDismiss={() => login.send({ type: 'error.dismiss' })} />
    </>
  );
}

export default function LoginOtpScreen() {
  useDocumentTitle(ta.loginOtp.documentTitle);
  const login = useLoginActor();
  const step = useSelector(login, selectStep);
  return (
    <>
      <LoginFlowEvents />
      {step === 'otp' ? <OtpForm /> : step === 'completing' ? <Loader label={ta.loginOtp.verifying} fullPage /> : <NoCodeRequested />}
    </>
  );
}
