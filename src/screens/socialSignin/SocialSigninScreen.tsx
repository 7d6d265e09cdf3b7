import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { LoginFlowEvents, useLoginActor } from '@/app/loginFlow';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { AuthLayout, authStyles } from '@/app/AuthLayout';
import { Loader } from '@/components/Loader';
import { OtpEntry } from '@/screens/loginOtp/OtpEntry';
import { RequestErrorPopup } from '@/components/RequestErrorPopup';
import { COUNTRY_PREFIX, OTP_DIGITS } from '@/domain/constants';
import { ROUTES } from '@/domain/navigation';
import loginTexts from '@/i18n/en/login';
import { useTexts } from '@/i18n/useTexts';
import { selectError, selectIsBusy, selectMobile, selectStep, type LoginSnapshot } from '@machines/login.machine';
import { SignupForm } from './SignupForm';
import { readSocialFragment } from './socialFragment';

const selectIsSigningUp = (snapshot: LoginSnapshot) => snapshot.matches({ enteringSocialOtp: { code: 'signingUp' } });
const selectIsResending = (snapshot: LoginSnapshot) => snapshot.matches({ enteringSocialOtp: { resend: 'resendingOtp' } });

/** Hands the provider's answer in the URL fragment to the login flow once, then removes it from the address bar. */
function useSocialAnswer(): void {
  const login = useLoginActor();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const answer = readSocialFragment(hash);
    if (!answer || handled.current === hash) return;
    handled.current = hash;
    login.send({ type: 'social.token', token: answer.token, state: answer.state });
    void navigate(`${pathname}${search}`, { replace: true });
  }, [login, hash, pathname, search, navigate]);
}

/**
 * SPEC 4 social sign-in: checks the identity, signs up an unknown one with a mobile number proved by
 * its OTP, or reports failure.
 */
/** The step the login flow is on, each with its own form. */
function SocialSigninStep() {
  useSocialAnswer();
  const { t, fill } = useTexts(loginTexts);
  const login = useLoginActor();
  const step = useSelector(login, selectStep);
  const error = useSelector(login, selectError);
  const mobile = useSelector(login, selectMobile);
  const isBusy = useSelector(login, selectIsBusy);
  const { hash } = useLocation();
  const dismiss = () => login.send({ type: 'error.dismiss' });

  if (step === 'social' || step === 'completing' || readSocialFragment(hash)) {
    return (
      <AuthLayout title={t.social.validating} subtitle={t.social.validatingBody} busy>
        <Loader label={t.social.validating} />
      </AuthLayout>
    );
  }
  if (step === 'socialMobile') {
    return (
      <>
        <AuthLayout title={t.social.signupTitle} subtitle={t.social.signupSubtitle}>
          <SignupForm />
        </AuthLayout>
        <RequestErrorPopup error={error} onDismiss={dismiss} />
      </>
    );
  }
  if (step === 'socialOtp') {
    return (
      <>
        <AuthLayout
          title={t.social.verifyTitle}
          subtitle={fill(t.sentTo, { digits: OTP_DIGITS, prefix: COUNTRY_PREFIX, mobile: mobile.trim() })}
          busy={isBusy}
        >
          {/* The OTP sent to the mobile proves the customer owns it. */}
          <OtpEntry
            submitEvent="socialSignup.submit"
            submitLabel={t.social.verifySubmit}
            checkingLabel={t.social.creating}
            selectIsChecking={selectIsSigningUp}
            selectIsResending={selectIsResending}
          />
        </AuthLayout>
        <RequestErrorPopup error={error} onDismiss={dismiss} />
      </>
    );
  }
  return (
    <>
      <AuthLayout title={t.social.failedTitle} subtitle={t.social.failedBody}>
        <Link to={ROUTES.login} className={authStyles.backLink}>
          {t.backToLogin}
        </Link>
      </AuthLayout>
      <RequestErrorPopup error={error} onDismiss={dismiss} />
    </>
  );
}

export default function SocialSigninScreen() {
  const { t } = useTexts(loginTexts);
  useDocumentTitle(t.social.documentTitle);
  return (
    <>
      <LoginFlowEvents />
      <SocialSigninStep />
    </>
  );
}
