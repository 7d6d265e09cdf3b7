import { useSelector } from '@xstate/react';
import { LoginFlowEvents, useLoginActor } from '@/app/loginFlow';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { AuthLayout, authStyles } from '@/app/AuthLayout';
import { RequestErrorPopup } from '@/components/RequestErrorPopup';
import loginTexts from '@/i18n/en/login';
import { useTexts } from '@/i18n/useTexts';
import { selectError, selectIsBusy, type LoginSnapshot } from '@machines/login.machine';
import { useLoginStep } from '@/screens/login/loginFlow';
import { MobileOtpForm } from '@/screens/login/MobileOtpForm';
import styles from './ForgotPasswordScreen.module.css';

const selectIsSending = (snapshot: LoginSnapshot) => snapshot.matches({ forgotPassword: 'sendingOtp' });
const selectCanChoosePassword = (snapshot: LoginSnapshot) => snapshot.can({ type: 'password.choose' });

/** SPEC 4: forgot password sends an OTP to the mobile number; success goes to /login-otp. */
export default function ForgotPasswordScreen() {
  const { t } = useTexts(loginTexts);
  useDocumentTitle(t.forgotPassword.documentTitle);
  useLoginStep('forgotPassword');
  const login = useLoginActor();
  const error = useSelector(login, selectError);
  const isBusy = useSelector(login, selectIsBusy);
  const canChoosePassword = useSelector(login, selectCanChoosePassword);

  return (
    <>
      <LoginFlowEvents />
      <AuthLayout title={t.forgotPassword.title} subtitle={t.forgotPassword.subtitle} busy={isBusy}>
        <MobileOtpForm submitLabel={t.forgotPassword.submit} sendingLabel={t.forgotPassword.sending} selectIsSending={selectIsSending} />
        <div className={styles.back}>
          <button
            type="button"
            className={authStyles.textLink}
            disabled={!canChoosePassword}
            onClick={() => login.send({ type: 'password.choose' })}
          >
            {t.forgotPassword.backToPassword}
          </button>
        </div>
      </AuthLayout>
      <RequestErrorPopup error={error} onDismiss={() => login.send({ type: 'error.dismiss' })} />
    </>
  );
}
