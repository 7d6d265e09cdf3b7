import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { LoginFlowEvents, useLoginActor } from '@/app/loginFlow';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { AuthLayout, authStyles } from '@/app/AuthLayout';
import { BusyButton } from '@/components/BusyButton';
import { MobileField } from '@/components/MobileField';
import { RequestErrorPopup } from '@/components/RequestErrorPopup';
import { ta } from '@/i18n/accounts';
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
  useDocumentTitle(ta.password.documentTitle);
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
      <AuthLayout title={ta.password.title} subtitle={ta.password.subtitle} busy={isBusy}>
        <form noValidate onSubmit={submit} className={authStyles.form}>
          <MobileField
            label={ta.login.mobileLabel}
            name="mobile"
            autoComplete="username"
            value={mobile}
            onChange={(value) => login.send({ type: 'mobile.change', value })}
            error={mobileError}
          />
          <PasswordField
            label={ta.password.passwordLabel}
            name="password"
            value={password}
            onChange={(value) => login.send({ type: 'password.change', value })}
            error={passwordError}
          />
          <div className={styles.forgot}>
            <button
              type="button"
              className={authStyles.textLink}
              disabled={!canLeave}
              onClick={() => login.send({ type: 'forgotPassword.choose' })}
            >
              {ta.password.forgot}
            </button>
          </div>
          <BusyButton type="submit" block busy={isLoggingIn} busyLabel={ta.password.loggingIn} disabled={isBusy}>
            {ta.password.submit}
          </BusyButton>
        </form>
        <p className={authStyles.divider}>{ta.login.or}</p>
        <div className={styles.otp}>
          <button type="button" className={authStyles.textLink} disabled={!canLeave} onClick={() => login.send({ type: 'mobile.edit' })}>
            {ta.password.withOtp}
          </button>
        </div>
      </AuthLayout>
      <RequestErrorPopup error={error} onDismiss={() => login.send({ type: 'error.dismiss' })} />
    </>
  );
}
