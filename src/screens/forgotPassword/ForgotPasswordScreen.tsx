import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { LoginFlowEvents, useLoginActor } from '@/app/loginFlow';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { AuthLayout, authStyles } from '@/components/AuthLayout';
import { BusyButton } from '@/components/BusyButton';
import { MobileField } from '@/components/MobileField';
import { RequestErrorPopup } from '@/components/RequestErrorPopup';
import { t } from '@/i18n';
import {
  selectError,
  selectIsBusy,
  selectMobile,
  selectMobileError,
  type LoginSnapshot,
} from '@machines/login.machine';
import { useLoginStep } from '@/screens/login/loginFlow';
import styles from './ForgotPasswordScreen.module.css';

const selectIsSending = (snapshot: LoginSnapshot) => snapshot.matches({ forgotPassword: 'sendingOtp' });
const selectCanChoosePassword = (snapshot: LoginSnapshot) => snapshot.can({ type: 'password.choose' });

/** SPEC 4: forgot password sends an OTP to the mobile number; success goes to /login-otp. */
export default function ForgotPasswordScreen() {
  useDocumentTitle(t.forgotPassword.documentTitle);
  useLoginStep('forgotPassword');
  const login = useLoginActor();
  const mobile = useSelector(login, selectMobile);
  const mobileError = useSelector(login, selectMobileError);
  const error = useSelector(login, selectError);
  const isBusy = useSelector(login, selectIsBusy);
  const isSending = useSelector(login, selectIsSending);
  const canChoosePassword = useSelector(login, selectCanChoosePassword);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.send({ type: 'mobile.submit' });
  };

  return (
    <>
      <LoginFlowEvents />
      <AuthLayout title={t.forgotPassword.title} subtitle={t.forgotPassword.subtitle} busy={isBusy}>
        <form noValidate onSubmit={submit} className={authStyles.form}>
          <MobileField
            label={t.login.mobileLabel}
            name="mobile"
            value={mobile}
            onChange={(value) => login.send({ type: 'mobile.change', value })}
            error={mobileError}
          />
          <BusyButton type="submit" block busy={isSending} busyLabel={t.forgotPassword.sending} disabled={isBusy}>
            {t.forgotPassword.submit}
          </BusyButton>
        </form>
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
