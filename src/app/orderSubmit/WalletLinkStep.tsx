import { useSelector } from '@xstate/react';
import { Loader } from '@/components/Loader';
import { MobileField } from '@/components/MobileField';
import { OtpField } from '@/components/OtpField';
import { Popup } from '@/components/Popup';
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
import { OtpStepForm, ResendCountdown } from './OtpStepForm';
import styles from './OtpStepForm.module.css';

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
  const message = useSelector(actor, selectMessage);
  const sending = useSelector(actor, selectIsBusy);
  const { t } = useTexts(paytmTexts);
  return (
    <OtpStepForm
      header={t.linkHeader}
      intro={t.linkIntro}
      message={message}
      status={sending ? t.sending : null}
      submitLabel={t.sendCode}
      onSubmit={() => actor.send({ type: 'mobile.submit' })}
      back={{ label: t.payAnotherWay, onClick: () => actor.send({ type: 'step.back' }) }}
      onClose={() => actor.send({ type: 'step.back' })}
    >
      <MobileField
        label={t.mobileLabel}
        name="paytmMobile"
        value={mobile}
        onChange={(value) => actor.send({ type: 'mobile.change', value })}
        error={mobileError}
      />
    </OtpStepForm>
  );
}

function OtpStep({ actor }: WalletLinkStepProps) {
  const mobile = useSelector(actor, selectMobile);
  const otp = useSelector(actor, selectOtp);
  const fieldMessage = useFieldMessage();
  const otpError = fieldMessage(useSelector(actor, selectOtpError));
  const message = useSelector(actor, selectMessage);
  const resending = useSelector(actor, selectIsResending);
  const verifying = useSelector(actor, selectIsVerifying);
  const canResend = useSelector(actor, selectCanResend);
  const sentAt = useSelector(actor, selectSentAt);
  const { t, fill } = useTexts(paytmTexts);
  return (
    <OtpStepForm
      header={t.otpHeader}
      intro={fill(t.sentTo, { digits: OTP_DIGITS, prefix: COUNTRY_PREFIX, mobile })}
      message={message}
      resend={
        <ResendCountdown
          texts={t}
          busy={resending}
          canResend={canResend}
          sentAt={sentAt}
          onResend={() => actor.send({ type: 'otp.resend' })}
        />
      }
      status={verifying ? t.linking : null}
      submitLabel={t.linkWallet}
      onSubmit={() => actor.send({ type: 'otp.submit' })}
      back={{ label: t.changeMobile, onClick: () => actor.send({ type: 'mobile.edit' }) }}
      onClose={() => actor.send({ type: 'step.back' })}
    >
      <OtpField
        label={t.otpLabel}
        name="paytmOtp"
        value={otp}
        onChange={(value) => actor.send({ type: 'otp.change', value })}
        error={otpError}
      />
    </OtpStepForm>
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
