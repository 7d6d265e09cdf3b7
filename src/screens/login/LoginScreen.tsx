import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { LoginFlowEvents, useLoginActor } from '@/app/loginFlow';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { AuthLayout, authStyles } from '@/app/AuthLayout';
import { NeedsNetwork } from '@/app/NeedsNetwork';
import { Button } from '@/components/Button';
import { RequestErrorPopup } from '@/components/RequestErrorPopup';
import { QUERY } from '@/domain/navigation';
import loginTexts from '@/i18n/en/login';
import { useTexts } from '@/i18n/useTexts';
import { selectError, selectIsBusy, selectJoinsPizzaPals, selectLoginPurpose, type LoginSnapshot } from '@machines/login.machine';
import { useLoginStart } from './loginFlow';
import { MobileOtpForm } from './MobileOtpForm';
import styles from './LoginScreen.module.css';

const selectIsSendingOtp = (snapshot: LoginSnapshot) => snapshot.matches('sendingOtp');
const selectCanChoose = (snapshot: LoginSnapshot) => snapshot.can({ type: 'password.choose' });
const selectCanChooseLoyalty = (snapshot: LoginSnapshot) => snapshot.can({ type: 'loyalty.choose', join: true });

function SandboxIdIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="14" rx="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="9" cy="11" r="2.2" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M5.8 16a3.4 3.4 0 0 1 6.4 0M14 10h4M14 13.5h3" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/** SPEC 7: 'Also join Pizza Pals' (off by default) asks for the loyalty variant of the OTP, whose verification enrols. */
function JoinPizzaPals() {
  const { t } = useTexts(loginTexts);
  const login = useLoginActor();
  const checked = useSelector(login, selectJoinsPizzaPals);
  const canChoose = useSelector(login, selectCanChooseLoyalty);
  const id = useId();
  return (
    <div className={styles.join}>
      <input
        id={id}
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        disabled={!canChoose}
        aria-describedby={`${id}-hint`}
        onChange={(event) => login.send({ type: 'loyalty.choose', join: event.target.checked })}
      />
      <label htmlFor={id} className={styles.joinLabel}>
        {t.login.joinPizzaPals}
      </label>
      <p id={`${id}-hint`} className={styles.joinHint}>
        {t.login.joinPizzaPalsHint}
      </p>
    </div>
  );
}

/** SPEC 4 Login: mobile number for an OTP, or password, social sign-in, or skipping. */
export default function LoginScreen() {
  const { t } = useTexts(loginTexts);
  useDocumentTitle(t.login.documentTitle);
  const login = useLoginActor();
  const [params] = useSearchParams();
  useLoginStart(params.get(QUERY.redirectUrl) ?? undefined, params.get(QUERY.from) ?? undefined, params.get(QUERY.autoLogin) === 'true');

  const error = useSelector(login, selectError);
  const isBusy = useSelector(login, selectIsBusy);
  const canChoose = useSelector(login, selectCanChoose);
  const atCheckout = useSelector(login, selectLoginPurpose) === 'checkout';

  return (
    <>
      <LoginFlowEvents />
      <AuthLayout
        title={atCheckout ? t.login.checkoutTitle : t.login.title}
        subtitle={atCheckout ? t.login.checkoutSubtitle : t.login.subtitle}
        busy={isBusy}
        footer={<p>{t.login.terms}</p>}
      >
        <NeedsNetwork text={t.login.needsNetwork} />
        <MobileOtpForm submitLabel={t.login.getOtp} sendingLabel={t.login.sendingOtp} selectIsSending={selectIsSendingOtp}>
          <JoinPizzaPals />
        </MobileOtpForm>

        <p className={authStyles.divider}>{t.or}</p>

        <div className={authStyles.actions}>
          <Button variant="secondary" block disabled={!canChoose} onClick={() => login.send({ type: 'password.choose' })}>
            {t.login.withPassword}
          </Button>
          <Button variant="secondary" block disabled={!canChoose} onClick={() => login.send({ type: 'social.start' })}>
            <SandboxIdIcon />
            {t.login.social}
          </Button>
        </div>

        <div className={styles.skip}>
          <button type="button" className={authStyles.textLink} disabled={!canChoose} onClick={() => login.send({ type: 'login.skip' })}>
            {atCheckout ? t.login.skipToCart : t.login.skip}
          </button>
        </div>
      </AuthLayout>
      <RequestErrorPopup error={error} onDismiss={() => login.send({ type: 'error.dismiss' })} />
    </>
  );
}
