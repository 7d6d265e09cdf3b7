import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { BusyButton } from '@/components/BusyButton';
import { Button } from '@/components/Button';
import { MobileField } from '@/components/MobileField';
import { TextField } from '@/components/TextField';
import { ADDRESS_FIELD_MAX, ADDRESS_LABELS, type AddressFormField, type AddressLabel } from '@/domain/address';
import { selectAddressError, selectForm, selectFormErrors, selectIsBusy, type addressBookMachine } from '@machines/addressBook.machine';
import components from '@/i18n/en/components';
import messages from '@/i18n/en/messages';
import { fieldMessageOf } from '@/domain/validation';
import { useFieldMessage } from '@/i18n/useFieldMessage';
import { useTexts } from '@/i18n/useTexts';
import styles from './AddressForm.module.css';

export interface AddressFormProps {
  /** The address book actor in its `editing` (or `saving`) state; the form renders its draft. */
  actor: ActorRefFrom<typeof addressBookMachine>;
  /** The submit button's text; 'Save address' unless told otherwise. */
  submitLabel?: string;
}

type TextFieldName = Exclude<AddressFormField, 'mobile'>;

const AUTOCOMPLETE: Record<TextFieldName, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  address: 'address-line1',
  houseNo: 'address-line2',
  locality: 'address-level3',
};

const maxLengthOf = (field: TextFieldName): number | undefined =>
  field in ADDRESS_FIELD_MAX ? ADDRESS_FIELD_MAX[field as keyof typeof ADDRESS_FIELD_MAX] : undefined;

/**
 * SPEC 3/5 address form, rendered from the address book actor: label, contact details and the
 * address with its SPEC 5 messages; it sends `form.change`, `form.submit` and `form.cancel`.
 */
export function AddressForm({ actor, submitLabel }: AddressFormProps) {
  const text = useTexts(components).t.addressForm;
  const genericError = useTexts(messages).t.genericError;
  const form = useSelector(actor, selectForm);
  const errors = useSelector(actor, selectFormErrors);
  const fieldMessage = useFieldMessage();
  const errorOf = (field: AddressFormField) => fieldMessage(fieldMessageOf(errors[field] ?? null));
  const isBusy = useSelector(actor, selectIsBusy);
  const error = useSelector(actor, selectAddressError);
  const labelGroup = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [submits, setSubmits] = useState(0);

  // After a refused submit, the first field with a message takes focus so it is read out.
  useEffect(() => {
    if (submits > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submits]);

  if (!form) return null;

  const change = (field: AddressFormField, value: string) => actor.send({ type: 'form.change', field, value });
  const chooseLabel = (value: AddressLabel) => actor.send({ type: 'form.change', field: 'label', value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'form.submit' });
    setSubmits((count) => count + 1);
  };

  const textField = (field: TextFieldName, extra: { type?: string; hint?: string; className?: string } = {}) => (
    <TextField
      label={text.fields[field]}
      name={field}
      type={extra.type ?? 'text'}
      autoComplete={AUTOCOMPLETE[field]}
      maxLength={maxLengthOf(field)}
      value={form[field]}
      onChange={(value) => change(field, value)}
      error={errorOf(field)}
      hint={extra.hint}
      className={extra.className}
      readOnly={isBusy}
    />
  );

  return (
    <form ref={formRef} noValidate onSubmit={submit} className={styles.form}>
      <fieldset className={styles.labels} disabled={isBusy}>
        <legend className={styles.legend}>{text.labelLegend}</legend>
        <div className={styles.chips}>
          {ADDRESS_LABELS.map((label) => (
            <label key={label} className={styles.chip}>
              <input
                type="radio"
                name={labelGroup}
                value={label}
                checked={form.label === label}
                onChange={() => chooseLabel(label)}
                className={styles.radio}
              />
              <span className={styles.chipText}>{text.labels[label]}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{text.addressHeading}</legend>
        {textField('houseNo')}
        {textField('address')}
        {textField('locality', { hint: text.localityHint })}
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{text.contactHeading}</legend>
        <div className={styles.pair}>
          {textField('firstName')}
          {textField('lastName')}
        </div>
        <MobileField
          label={text.fields.mobile}
          name="mobile"
          value={form.mobile}
          onChange={(value) => change('mobile', value)}
          error={errorOf('mobile')}
          readOnly={isBusy}
        />
        {textField('email', { type: 'email' })}
      </fieldset>

      {error ? (
        <p role="alert" className={styles.serverError}>
          {error.displayMsg || genericError}
        </p>
      ) : null}

      <div className={styles.actions}>
        <Button variant="secondary" disabled={isBusy} onClick={() => actor.send({ type: 'form.cancel' })}>
          {text.cancel}
        </Button>
        <BusyButton type="submit" busy={isBusy} busyLabel={text.saving}>
          {submitLabel ?? text.save}
        </BusyButton>
      </div>
    </form>
  );
}
