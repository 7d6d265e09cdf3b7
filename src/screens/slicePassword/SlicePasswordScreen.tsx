import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { LoginFlowEvents, useLoginActor } from '@/app/loginFlow';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { AuthLayout, authStyles } from '@/app/AuthLayout';
import { BusyButton } from '@/components/BusyButton';
import { MobileField } from '@/components/MobileField';
import { RequestErrorPopup } from '@/components/RequestErrorPopup';
import loginTexts from '@/i18n/en/login';
import { useFieldMessage } from '@/i18n/useFieldMessage';
import { useTexts } from '@/i18n/useTexts';
import {
  selectError,
  selectIsBusy,
  selectMobile,
  selectMobileError,
  selectPassword,
  selectPasswordError,
  type LoginSnapshot,
} from '@machines/login.machine';
import { useLoginStep } from '@/screens/login/loginFlow';
import { PasswordField } from './PasswordField';
import styles from './SlicePasswordScreen.module.css';

const selectIsLoggingIn = (snapshot: LoginSnapshot) => snapshot.matches('loggingInWithPassword');
const selectCanLeave = (snapshot: LoginSnapshot) => snapshot.can({ type: 'forgotPassword.choose' });

/** SPEC 2 /{product}Password: login with mobile number and Slice password. */
export default function SlicePasswordScreen() {
  const { t } = useTexts(loginTexts);
  const fieldMessage = useFieldMessage();
  useDocumentTitle(t.password.documentTitle);
  useLoginStep('password');
  const login = useLoginActor();
  const mobile = useSelector(login, selectMobile);
  const mobileError = useSelector(login, selectMobileError);
  const password = useSelector(login, selectPassword);
  const passwordError = useSelector(login, selectPasswordError);
  const error = useSelector(login, selectError);
  const isBusy = useSelector(login, selectIsBusy);
  const isLoggingIn = useSelector(login, selectIsLoggingIn);
  const canLeave = useSelector(login, selectCanLeave);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.send({ type: 'password.submit' });
  };

  return (
    <>
      <LoginFlowEvents />
      <AuthLayout title={t.password.title} subtitle={t.password.subtitle} busy={isBusy}>
        <form noValidate onSubmit={submit} className={authStyles.form}>
          <MobileField
            label={t.mobileLabel}
            name="mobile"
            autoComplete="username"
            value={mobile}
            onChange={(value) => login.send({ type: 'mobile.change', value })}
            error={fieldMessage(mobileError)}
          />
          <PasswordField
            label={t.password.passwordLabel}
            name="password"
            value={password}
            onChange={(value) => login.send({ type: 'password.change', value })}
            error={fieldMessage(passwordError)}
          />
          <div className={styles.forgot}>
            <button
              type="button"
              className={authStyles.textLink}
              disabled={!canLeave}
              onClick={() => login.send({ type: 'forgotPassword.choose' })}
            >
              {t.password.forgot}
            </button>
          </div>
          <BusyButton type="submit" block busy={isLoggingIn} busyLabel={t.password.loggingIn} disabled={isBusy}>
            {t.password.submit}
          </BusyButton>
        </form>
        <p className={authStyles.divider}>{t.or}</p>
        <div className={styles.otp}>
          <button type="button" className={authStyles.textLink} disabled={!canLeave} onClick={() => login.send({ type: 'mobile.edit' })}>
            {t.password.withOtp}
          </button>
        </div>
      </AuthLayout>
      <RequestErrorPopup error={error} onDismiss={() => login.send({ type: 'error.dismiss' })} />
    </>
  );
}
