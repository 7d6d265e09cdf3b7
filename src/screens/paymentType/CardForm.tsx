import { useId, type KeyboardEvent } from 'react';
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Loader } from '@/components/Loader';
import { TextField } from '@/components/TextField';
import { CARD_MONTHS, CARD_NUMBER_MAX_DIGITS, cvvLengthOf, type CardError, type CardField } from '@/domain/payment';
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
import paymentTexts from '@/i18n/en/payment';
import { useTexts } from '@/i18n/useTexts';
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
        onChange={(event) => onChange(event.target.value)}
      >
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
  const { t, fill } = useTexts(paymentTexts);
  const cardTexts = t.card;
  const errorText = (error: CardError | undefined): string | undefined => (error ? cardTexts.errors[error] : undefined);

  return (
    <fieldset className={styles.cardForm}>
      <legend className={styles.cardLegend}>{cardTexts.legend}</legend>
      <TextField
        label={cardTexts.number}
        value={card.number}
        onChange={change('number')}
        error={errorText(errors.number) ?? binError}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={CARD_NUMBER_INPUT_LENGTH}
        onKeyDown={blockNonDigits}
        end={
          brand ? (
            <span
              className={styles.brandBadge}
              data-brand={brand}
              aria-label={fill(cardTexts.brand, { name: cardTexts.brandNames[brand] })}
              role="img"
            >
              {cardTexts.brandBadges[brand]}
            </span>
          ) : null
        }
      />
      {checking ? <Loader label={cardTexts.checking} /> : null}
      <div className={styles.cardRow}>
        <SelectField
          label={cardTexts.expiryMonth}
          placeholder={cardTexts.monthPlaceholder}
          value={card.month}
          options={CARD_MONTHS}
          error={errorText(errors.month)}
          autoComplete="cc-exp-month"
          onChange={change('month')}
        />
        <SelectField
          label={cardTexts.expiryYear}
          placeholder={cardTexts.yearPlaceholder}
          value={card.year}
          options={years}
          error={errorText(errors.year)}
          autoComplete="cc-exp-year"
          onChange={change('year')}
        />
        <TextField
          label={cardTexts.cvv}
          value={card.cvv}
          onChange={change('cvv')}
          error={errorText(errors.cvv)}
          type="password"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={cvvLengthOf(card.number)}
          onKeyDown={blockNonDigits}
          className={styles.cvvField}
        />
      </div>
      <TextField label={cardTexts.name} value={card.name} onChange={change('name')} error={errorText(errors.name)} autoComplete="cc-name" />
      <div className={styles.checkRow}>
        <input
          id={saveId}
          type="checkbox"
          className={styles.checkbox}
          checked={card.saveCard}
          onChange={(event) => actor.send({ type: 'card.change', field: 'saveCard', value: event.target.checked })}
        />
        <label htmlFor={saveId}>{cardTexts.save}</label>
      </div>
      <p className={styles.secureNote}>{cardTexts.secureNote}</p>
    </fieldset>
  );
}
