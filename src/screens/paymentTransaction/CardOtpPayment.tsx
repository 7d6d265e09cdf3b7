import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useAppNavigate } from '@/app/useAppNavigate';
import { useMachineLogic } from '@/app/machineLogic';
import { useRootActors } from '@/app/RootActorsContext';
import { Button } from '@/components/Button';
import { BusyButton } from '@/components/BusyButton';
import { Loader } from '@/components/Loader';
import { OtpField } from '@/components/OtpField';
import { OTP_DIGITS } from '@/domain/constants';
import { OrderFailed } from '@/screens/thankYou/OrderFailed';
import {
  cardOtpMachine,
  selectErrorMessage,
  selectHasFailed,
  selectHasTimedOut,
  selectIsEnteringOtp,
  selectIsWaiting,
  selectNote,
  type CardOtpNote,
} from '@machines/cardOtp.machine';
import { NOT_CONFIRMED, serverReasonOf } from '@machines/shared/polling';
import { Popup } from '@/components/Popup';
import { useMessages } from '@/i18n/useMessages';
import cardOtpTexts from '@/i18n/en/cardOtp';
import transactionTexts from '@/i18n/en/paymentTransaction';
import upiTexts from '@/i18n/en/upiForm';
import { useTexts } from '@/i18n/useTexts';
import card from '@/styles/card.module.css';
import page from '@/styles/page.module.css';
import styles from './PaymentTransaction.module.css';

/** The OTP form's note in the customer's words. */
function useNoteText(note: CardOtpNote | null): string | null {
  const { t, fill } = useTexts(cardOtpTexts);
  if (note === null) return null;
  if (note.code === 'otpWrong') return fill(t.notes.otpWrong, { count: note.attemptsLeft });
  return fill(t.notes[note.code], { digits: OTP_DIGITS });
}

/**
 * SPEC 4 Card OTP payment with the OTP entered here (the gateway sent the customer back with mode=otp): the bank's
 * code with a resend, then the wait for the payment's outcome; thank-you on success, the failed order otherwise.
 */
export function CardOtpPayment({ orderTransactionId }: { orderTransactionId: string }) {
  const { store } = useRootActors();
  const actor = useActorRef(useMachineLogic(cardOtpMachine), { input: { orderTransactionId, storeActor: store } });
  const isEntering = useSelector(actor, selectIsEnteringOtp);
  const isBusy = useSelector(actor, selectIsWaiting);
  const hasFailed = useSelector(actor, selectHasFailed);
  const hasTimedOut = useSelector(actor, selectHasTimedOut);
  const message = useSelector(actor, selectErrorMessage);
  const noteCode = useSelector(actor, selectNote)?.code ?? null;
  const note = useNoteText(useSelector(actor, selectNote));
  // A new code on its way is news, not a fault in what was typed.
  const resent = noteCode === 'otpResent';
  const [otp, setOtp] = useState('');
  const appNavigate = useAppNavigate();
  const navigate = useEffectEvent((to: string) => appNavigate(to, { replace: true }));
  const { t, fill } = useTexts(cardOtpTexts);
  const messageText = useMessages();
  const waiting = useTexts(transactionTexts).t;
  const upi = useTexts(upiTexts).t;

  useEffect(() => {
    const subscription = actor.on('navigation.requested', ({ to }) => navigate(to));
    return () => subscription.unsubscribe();
  }, [actor]);

  // SPEC 4: after the total time the error shows in a popup whose OK returns to /cart.
  if (hasTimedOut) {
    return (
      <Popup
        alert
        header={t.timedOutHeader}
        body={messageText(message ?? NOT_CONFIRMED)}
        rightButton={{ label: t.backToCart, onClick: () => actor.send({ type: 'error.dismiss' }) }}
        onClose={() => actor.send({ type: 'error.dismiss' })}
      />
    );
  }
  if (hasFailed) return <OrderFailed cause="declined" detail={serverReasonOf(message)} />;
  if (!isEntering) {
    return (
      <section className={`${card.card} ${styles.waiting}`} aria-labelledby="card-otp-confirming" aria-busy="true">
        <h1 id="card-otp-confirming" className={page.title}>
          {t.confirming}
        </h1>
        <Loader label={waiting.waiting} />
        <p className={styles.warning}>{upi.doNotLeave}</p>
      </section>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'otp.submit', otp });
  };
  return (
    <section className={`${card.card} ${styles.waiting}`} aria-labelledby="card-otp-title">
      <h1 id="card-otp-title" className={page.title}>
        {t.heading}
      </h1>
      <p>{fill(t.body, { digits: OTP_DIGITS })}</p>
      <form onSubmit={submit} noValidate>
        <OtpField
          label={t.otpLabel}
          value={otp}
          onChange={setOtp}
          error={resent ? null : note}
          hint={resent && note ? note : undefined}
          disabled={isBusy}
        />
        <BusyButton type="submit" block busy={isBusy} busyLabel={t.verifying}>
          {t.verify}
        </BusyButton>
      </form>
      <Button variant="secondary" block disabled={isBusy} onClick={() => actor.send({ type: 'otp.resend' })}>
        {t.resend}
      </Button>
      <p className={styles.warning}>{upi.doNotLeave}</p>
    </section>
  );
}
