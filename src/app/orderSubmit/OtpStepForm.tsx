import type { FormEvent, ReactNode } from 'react';
import { BusyButton } from '@/components/BusyButton';
import { formatCountdown, useResendCountdown } from '@/components/Countdown';
import { Popup } from '@/components/Popup';
import type { Message } from '@/i18n/en/messages';
import { fill, type Text } from '@/i18n/texts';
import { useMessages } from '@/i18n/useMessages';
import { useLanguage } from '@/i18n/useTexts';
import resendStyles from '@/styles/resend.module.css';
import styles from './OtpStepForm.module.css';

export interface OtpStepFormProps {
  header: string;
  /** Above the field: where the code went, what it pays. */
  intro: string;
  /** The code field, and any note that goes above it. */
  children: ReactNode;
  /** A call that did not answer, shown under the field; null while none. */
  message: Message | null;
  /** The row that asks for a new code; absent when there is none to ask for (a voucher PIN). */
  resend?: ReactNode;
  /** Says the code is being checked; null while it is not. */
  status: string | null;
  submitLabel: string;
  /** Sends the code (the right button, or Enter in the field). */
  onSubmit: () => void;
  /** The left button: pay another way, or change the mobile. */
  back: { label: string; onClick: () => void };
  /** Escape: leave the step. */
  onClose: () => void;
}

/**
 * The popup of a payment step that asks for a code (COD OTP, e-voucher PIN or OTP, Paytm link OTP, and the Paytm
 * wallet's mobile the code goes to): the field, the message of a call that did not answer, the resend row and the
 * status while the call runs; the field takes focus.
 */
export function OtpStepForm({ header, intro, children, message, resend, status, submitLabel, onSubmit, back, onClose }: OtpStepFormProps) {
  const say = useMessages();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    onSubmit();
  };

  return (
    <Popup
      header={header}
      body={
        <form noValidate onSubmit={submit} className={styles.form}>
          <p>{intro}</p>
          {children}
          {message ? (
            <p role="alert" className={styles.alert}>
              {say(message)}
            </p>
          ) : null}
          {resend}
          {status !== null ? (
            <p role="status" className={styles.note}>
              {status}
            </p>
          ) : null}
        </form>
      }
      leftButton={back}
      rightButton={{ label: submitLabel, onClick: () => submit() }}
      onClose={onClose}
      initialFocus="body"
    />
  );
}

/** The resend row's words, as the COD OTP and Paytm namespaces have them. */
export interface ResendTexts {
  /** The button ('Resend OTP'). */
  resend: string;
  /** Announced while a new code is being sent. */
  sending: string;
  /** The countdown ('Resend OTP in {time}'). */
  resendIn: Text;
}

export interface ResendCountdownProps {
  texts: ResendTexts;
  /** A new code is being sent. */
  busy: boolean;
  /** The machine allows a new code now. */
  canResend: boolean;
  /** When the last code was sent (epoch ms), for the countdown; null before any. */
  sentAt: number | null;
  onResend: () => void;
}

/** The resend row with its countdown (SPEC 9: 45 s), shown while the machine does not allow a new code yet. */
export function ResendCountdown({ texts, busy, canResend, sentAt, onResend }: ResendCountdownProps) {
  const language = useLanguage();
  const secondsLeft = useResendCountdown(sentAt);
  return (
    <div className={`${styles.resendRow} ${resendStyles.row}`}>
      <BusyButton
        variant="ghost"
        className={resendStyles.button}
        busy={busy}
        busyLabel={texts.sending}
        disabled={!canResend}
        onClick={onResend}
      >
        {texts.resend}
      </BusyButton>
      {!canResend && secondsLeft > 0 ? (
        <p className={resendStyles.countdown}>{fill(texts.resendIn, { time: formatCountdown(secondsLeft) }, language)}</p>
      ) : null}
    </div>
  );
}
