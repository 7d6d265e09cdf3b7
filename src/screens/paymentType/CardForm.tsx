import { useId, type KeyboardEvent } from 'react';
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Loader } from '@/components/Loader';
import { TextField } from '@/components/TextField';
import { CARD_MONTHS, CARD_NUMBER_MAX_DIGITS, cvvLengthOf, type CardField } from '@/domain/payment';
import { isBlockedNumericKey } from '@/domain/validation';
import {
  selectBinError,
  selectCard,
  selectCardBrand,
  selectCardErrors,
  selectCardYears,
  selectIsCheckingCard,
  type paymentSelectionMachine,
} from '@machines/paymentSelection.machine';
import {
  BRAND_BADGES,
  BRAND_NAMES,
  CARD_BRAND,
  CARD_FORM_LABEL,
  CARD_NUMBER,
  CARD_SECURE_NOTE,
  CHECKING_CARD,
  CVV,
  EXPIRY_MONTH,
  EXPIRY_YEAR,
  MONTH_PLACEHOLDER,
  NAME_ON_CARD,
  SAVE_CARD,
  YEAR_PLACEHOLDER,
} from './messages';
import styles from './PaymentType.module.css';

export type PaymentSelectionActorRef = ActorRefFrom<typeof paymentSelectionMachine>;

/** Room for the digits plus a space every 4. */
const CARD_NUMBER_INPUT_LENGTH = CARD_NUMBER_MAX_DIGITS + Math.floor(CARD_NUMBER_MAX_DIGITS / 4);

/** SPEC 5: numeric inputs block e, E, +, - and . */
function blockNonDigits(event: KeyboardEvent<HTMLInputElement>) {
  if (isBlockedNumericKey(event.key)) event.preventDefault();
}

interface SelectFieldProps {
  label: string;
  placeholder: string;
  value: string;
  options: readonly string[];
  error: string | undefined;
  autoComplete: string;
  onChange: (value: string) => void;
}

/** A labelled select whose SPEC message is read with it. */
function SelectField({ label, placeholder, value, options, error, autoComplete, onChange }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.selectField}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
      </label>
      <select
        id={id}
        className={error ? `${styles.select} ${styles.selectInvalid}` : styles.select}
        value={value}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** SPEC 5 card entry: number with its brand, expiry, CVV, name and the saved-card choice (off by default). */
export function CardForm({ actor }: { actor: PaymentSelectionActorRef }) {
  const card = useSelector(actor, selectCard);
  const errors = useSelector(actor, selectCardErrors);
  const binError = useSelector(actor, selectBinError);
  const brand = useSelector(actor, selectCardBrand);
  const years = useSelector(actor, selectCardYears, shallowEqual);
  const checking = useSelector(actor, selectIsCheckingCard);
  const change = (field: CardField) => (value: string) => actor.send({ type: 'card.change', field, value });
  const saveId = useId();

  return (
    <fieldset className={styles.cardForm}>
      <legend className={styles.cardLegend}>{CARD_FORM_LABEL}</legend>
      <TextField
        label={CARD_NUMBER}
        value={card.number}
        onChange={change('number')}
        error={errors.number ?? binError}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={CARD_NUMBER_INPUT_LENGTH}
        onKeyDown={blockNonDigits}
        end={
          brand ? (
            <span className={styles.brandBadge} data-brand={brand} aria-label={CARD_BRAND(BRAND_NAMES[brand])} role="img">
              {BRAND_BADGES[brand]}
            </span>
          ) : null
        }
      />
      {checking ? <Loader label={CHECKING_CARD} /> : null}
      <div className={styles.cardRow}>
        <SelectField
          label={EXPIRY_MONTH}
          placeholder={MONTH_PLACEHOLDER}
          value={card.month}
          options={CARD_MONTHS}
          error={errors.month}
          autoComplete="cc-exp-month"
          onChange={change('month')}
        />
        <SelectField
          label={EXPIRY_YEAR}
          placeholder={YEAR_PLACEHOLDER}
          value={card.year}
          options={years}
          error={errors.year}
          autoComplete="cc-exp-year"
          onChange={change('year')}
        />
        <TextField
          label={CVV}
          value={card.cvv}
          onChange={change('cvv')}
          error={errors.cvv}
          type="password"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={cvvLengthOf(card.number)}
          onKeyDown={blockNonDigits}
          className={styles.cvvField}
        />
      </div>
      <TextField label={NAME_ON_CARD} value={card.name} onChange={change('name')} error={errors.name} autoComplete="cc-name" />
      <div className={styles.checkRow}>
        <input
          id={saveId}
          type="checkbox"
          className={styles.checkbox}
          checked={card.saveCard}
          onChange={(event) => actor.send({ type: 'card.change', field: 'saveCard', value: event.target.checked })}
        />
        <label htmlFor={saveId}>{SAVE_CARD}</label>
      </div>
      <p className={styles.secureNote}>{CARD_SECURE_NOTE}</p>
    </fieldset>
  );
}
