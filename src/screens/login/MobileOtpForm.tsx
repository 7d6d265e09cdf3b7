import type { FormEvent, ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useLoginActor } from '@/app/loginFlow';
import { authStyles } from '@/app/AuthLayout';
import { BusyButton } from '@/components/BusyButton';
import { MobileField } from '@/components/MobileField';
import loginTexts from '@/i18n/en/login';
import { useFieldMessage } from '@/i18n/useFieldMessage';
import { useTexts } from '@/i18n/useTexts';
import { selectIsBusy, selectMobile, selectMobileError, type LoginSnapshot } from '@machines/login.machine';

export interface MobileOtpFormProps {
  submitLabel: string;
  /** The submit button's label while the OTP is being sent. */
  sendingLabel: string;
  /** Whether the OTP is being sent. */
  selectIsSending: (snapshot: LoginSnapshot) => boolean;
  /** More of the form, between the mobile number and the submit button. */
  children?: ReactNode;
}

/** The mobile number an OTP is sent to (`mobile.submit`), on the login and forgot-password screens. */
export function MobileOtpForm({ submitLabel, sendingLabel, selectIsSending, children }: MobileOtpFormProps) {
  const { t } = useTexts(loginTexts);
  const fieldMessage = useFieldMessage();
  const login = useLoginActor();
  const mobile = useSelector(login, selectMobile);
  const mobileError = useSelector(login, selectMobileError);
  const isBusy = useSelector(login, selectIsBusy);
  const isSending = useSelector(login, selectIsSending);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.send({ type: 'mobile.submit' });
  };

  return (
    <form noValidate onSubmit={submit} className={authStyles.form}>
      <MobileField
        label={t.mobileLabel}
        name="mobile"
        value={mobile}
        onChange={(value) => login.send({ type: 'mobile.change', value })}
        error={fieldMessage(mobileError)}
      />
      {children}
      <BusyButton type="submit" block busy={isSending} busyLabel={sendingLabel} disabled={isBusy}>
        {submitLabel}
      </BusyButton>
    </form>
  );
}
