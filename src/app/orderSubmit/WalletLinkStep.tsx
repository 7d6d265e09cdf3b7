import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Loader } from '@/components/Loader';
import { MobileField } from '@/components/MobileField';
import { OtpField } from '@/components/OtpField';
import { Popup } from '@/components/Popup';
import { BusyButton } from '@/components/BusyButton';
import { formatCountdown, useResendCountdown } from '@/components/Countdown';
import { COUNTRY_PREFIX, OTP_DIGITS } from '@/domain/constants';
import paytmTexts from '@/i18n/en/paytm';
import { useFieldMessage } from '@/i18n/useFieldMessage';
import { useMessages } from '@/i18n/useMessages';
import { useTexts } from '@/i18n/useTexts';
import {
  selectCanResend,
  selectCanRetry,
  selectIsBusy,
  selectIsResending,
  selectIsVerifying,
  selectMessage,
  selectMobile,
  selectMobileError,
  selectOtp,
  selectOtpError,
  selectSentAt,
  selectTopUp,
  selectView,
  selectWallet,
  type WalletLinkActorRef,
} from '@machines/walletLink.machine';
import styles from './CodOtpStep.module.css';

export interface WalletLinkStepProps {
  actor: WalletLinkActorRef;
}

/**
 * SPEC 4 PAYTM_LINK, PAYTM_ADD_MONEY, PAYTM_WITHDRAW_MONEY: the Paytm wallet's mobile and the code the wallet sends to
 * it, the top-up offered when the balance is short (SPEC 8 insufficient balance), and paying from the wallet.
 */
export function WalletLinkStep({ actor }: WalletLinkStepProps) {
  const view = useSelector(actor, selectView);
  const busy = useSelector(actor, selectIsBusy);
  const message = useSelector(actor, selectMessage);
  const canRetry = useSelector(actor, selectCanRetry);
  const { t } = useTexts(paytmTexts);
  const say = useMessages();
  const back = () => actor.send({ type: 'step.back' });

  if (view === 'loading' && message !== null) {
    return (
      <Popup
        alert
        header={canRetry ? t.loadFailedHeader : t.failedHeader}
        body={say(message)}
        {...(canRetry ? { leftButton: { label: t.payAnotherWay, onClick: back } } : {})}
        rightButton={canRetry ? { label: t.tryAgain, onClick: () => actor.send({ type: 'wallet.retry' }) } : {}}
        onClose={() => (canRetry ? back() : actor.send({ type: 'popup.dismiss' }))}
      />
    );
  }
  if (view === 'loading' || view === 'done') return <Loader label={t.loading} fullPage />;
  if (view === 'mobile') return <MobileStep actor={actor} />;
  if (view === 'otp') return <OtpStep actor={actor} />;
  return busy ? <Loader label={view === 'addMoney' ? t.adding : t.paying} fullPage /> : <WalletStep actor={actor} />;
}

function Alert({ actor }: WalletLinkStepProps) {
  const message = useSelector(actor, selectMessage);
  const say = useMessages();
  return message ? (
    <p role="alert" className={styles.alert}>
      {say(message)}
    </p>
  ) : null;
}

function MobileStep({ actor }: WalletLinkStepProps) {
  const mobile = useSelector(actor, selectMobile);
  const fieldMessage = useFieldMessage();
  const mobileError = fieldMessage(useSelector(actor, selectMobileError));
  const sending = useSelector(actor, selectIsBusy);
  const { t } = useTexts(paytmTexts);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    actor.send({ type: 'mobile.submit' });
  };
  return (
    <Popup
      header={t.linkHeader}
      body={
        <form noValidate onSubmit={submit} className={styles.form}>
          <p>{t.linkIntro}</p>
          <MobileField
            label={t.mobileLabel}
            name="paytmMobile"
            value={mobile}
            onChange={(value) => actor.send({ type: 'mobile.change', value })}
            error={mobileError}
          />
          <Alert actor={actor} />
          {sending ? (
            <p role="status" className={styles.status}>
              {t.sending}
            </p>
          ) : null}
        </form>
      }
      leftButton={{ label: t.payAnotherWay, onClick: () => actor.send({ type: 'step.back' }) }}
      rightButton={{ label: t.sendCode, onClick: () => submit() }}
      onClose={() => actor.send({ type: 'step.back' })}
      initialFocus="body"
    />
  );
}

function OtpStep({ actor }: WalletLinkStepProps) {
  const mobile = useSelector(actor, selectMobile);
  const otp = useSelector(actor, selectOtp);
  const fieldMessage = useFieldMessage();
  const otpError = fieldMessage(useSelector(actor, selectOtpError));
  const resending = useSelector(actor, selectIsResending);
  const verifying = useSelector(actor, selectIsVerifying);
  const canResend = useSelector(actor, selectCanResend);
  const secondsLeft = useResendCountdown(useSelector(actor, selectSentAt));
  const { t, fill } = useTexts(paytmTexts);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    actor.send({ type: 'otp.submit' });
  };
  return (
    <Popup
      header={t.otpHeader}
      body={
        <form noValidate onSubmit={submit} className={styles.form}>
          <p>{fill(t.sentTo, { digits: OTP_DIGITS, prefix: COUNTRY_PREFIX, mobile })}</p>
          <OtpField
            label={t.otpLabel}
            name="paytmOtp"
            value={otp}
            onChange={(value) => actor.send({ type: 'otp.change', value })}
            error={otpError}
          />
          <Alert actor={actor} />
          <div className={styles.resendRow}>
            <BusyButton
              variant="ghost"
              className={styles.resend}
              busy={resending}
              busyLabel={t.sending}
              disabled={!canResend}
              onClick={() => actor.send({ type: 'otp.resend' })}
            >
              {t.resend}
            </BusyButton>
            {!canResend && secondsLeft > 0 ? (
              <p className={styles.countdown}>{fill(t.resendIn, { time: formatCountdown(secondsLeft) })}</p>
            ) : null}
          </div>
          {verifying ? (
            <p role="status" className={styles.status}>
              {t.linking}
            </p>
          ) : null}
        </form>
      }
      leftButton={{ label: t.changeMobile, onClick: () => actor.send({ type: 'mobile.edit' }) }}
      rightButton={{ label: t.linkWallet, onClick: () => submit() }}
      onClose={() => actor.send({ type: 'step.back' })}
      initialFocus="body"
    />
  );
}

/** The top-up offer (balance short) or paying from the wallet. */
function WalletStep({ actor }: WalletLinkStepProps) {
  const view = useSelector(actor, selectView);
  const wallet = useSelector(actor, selectWallet);
  const topUp = useSelector(actor, selectTopUp);
  const { t, fill, rupees } = useTexts(paytmTexts);
  if (!wallet) return null;
  const amounts = {
    amount: rupees(wallet.amount),
    balance: rupees(wallet.balance ?? 0),
    topUp: rupees(topUp),
    mobile: wallet.mobile ?? '',
  };
  const adding = view === 'addMoney';
  return (
    <Popup
      header={adding ? t.addMoneyHeader : t.payHeader}
      body={
        <div className={styles.form}>
          <p>{fill(adding ? t.addMoneyBody : t.payBody, amounts)}</p>
          <Alert actor={actor} />
        </div>
      }
      leftButton={{ label: t.payAnotherWay, onClick: () => actor.send({ type: 'step.back' }) }}
      rightButton={{
        label: fill(adding ? t.addMoney : t.pay, amounts),
        onClick: () => actor.send(adding ? { type: 'money.add' } : { type: 'payment.confirm' }),
      }}
      onClose={() => actor.send({ type: 'step.back' })}
    />
  );
}
