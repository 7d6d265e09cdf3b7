import { useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { useLoginActor } from '@/app/loginFlow';
import { authStyles } from '@/app/AuthLayout';
import { BusyButton } from '@/components/BusyButton';
import { MobileField } from '@/components/MobileField';
import { TextField } from '@/components/TextField';
import { EMAIL_MAX, FIRST_NAME_MAX, LAST_NAME_MAX } from '@/domain/validation';
import loginTexts from '@/i18n/en/login';
import { useFieldMessage } from '@/i18n/useFieldMessage';
import { useTexts } from '@/i18n/useTexts';
import {
  selectEmailError,
  selectIsBusy,
  selectMobile,
  selectMobileError,
  selectNameError,
  selectSocial,
  type SocialDetails,
  type SocialField,
} from '@machines/login.machine';

const EMPTY_SOCIAL: SocialDetails = { token: '', email: '', firstName: '', lastName: '' };

/**
 * Sign-up of a social identity without an account (SPEC 4): name and email come from the identity and
 * are shown read-only; a value the identity did not give is asked for instead.
 */
export function SignupForm() {
  const { t } = useTexts(loginTexts);
  const fieldMessage = useFieldMessage();
  const login = useLoginActor();
  const social = useSelector(login, selectSocial) ?? EMPTY_SOCIAL;
  const mobile = useSelector(login, selectMobile);
  const mobileError = useSelector(login, selectMobileError);
  const nameError = useSelector(login, selectNameError);
  const emailError = useSelector(login, selectEmailError);
  const isBusy = useSelector(login, selectIsBusy);
  // Decided once, so that a field does not turn read-only while it is being typed in.
  const [asks] = useState(() => ({ name: social.firstName.trim() === '', email: social.email.trim() === '' }));

  const change = (field: SocialField) => (value: string) => login.send({ type: 'social.change', field, value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.send({ type: 'socialSignup.submit' });
  };
  const fullName = `${social.firstName} ${social.lastName}`.trim();

  return (
    <form noValidate onSubmit={submit} className={authStyles.form}>
      {asks.name ? (
        <>
          <TextField
            label={t.social.firstNameLabel}
            name="firstName"
            autoComplete="given-name"
            maxLength={FIRST_NAME_MAX}
            value={social.firstName}
            onChange={change('firstName')}
            error={fieldMessage(nameError)}
          />
          <TextField
            label={t.social.lastNameLabel}
            name="lastName"
            autoComplete="family-name"
            maxLength={LAST_NAME_MAX}
            value={social.lastName}
            onChange={change('lastName')}
          />
        </>
      ) : (
        <TextField
          label={t.social.nameLabel}
          name="name"
          value={fullName}
          onChange={() => undefined}
          readOnly
          error={fieldMessage(nameError)}
        />
      )}
      <TextField
        label={t.social.emailLabel}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX}
        value={social.email}
        onChange={change('email')}
        readOnly={!asks.email}
        error={fieldMessage(emailError)}
      />
      <MobileField
        label={t.mobileLabel}
        name="mobile"
        value={mobile}
        onChange={(value) => login.send({ type: 'mobile.change', value })}
        error={fieldMessage(mobileError)}
        autoFocus
      />
      <BusyButton type="submit" block busy={isBusy} busyLabel={t.social.creating}>
        {t.social.submit}
      </BusyButton>
    </form>
  );
}
