import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from './TextField.module.css';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'onChange' | 'value' | 'prefix'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field and tied to it with aria-describedby; null or undefined when valid. */
  error?: string | null;
  /** A short help text, also read with the field. */
  hint?: string;
  /** Fixed text inside the field before the value (e.g. the country prefix). */
  prefix?: ReactNode;
  /** A control at the end of the field (e.g. a show-password button). */
  end?: ReactNode;
  /** Adds the field's own classes to the outer block. */
  className?: string;
  /** Extra classes for the input (e.g. the OTP's letter spacing). */
  inputClassName?: string;
}

/** A labelled text input; its hint and inline error are read with it (STYLE 11). */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  prefix,
  end,
  className,
  inputClassName,
  id: givenId,
  readOnly,
  ...rest
}: TextFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const boxClasses = [styles.box, error ? styles.invalid : '', readOnly ? styles.readOnly : ''].filter(Boolean).join(' ');

  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={boxClasses}>
        {prefix ? <span className={styles.prefix}>{prefix}</span> : null}
        <input
          id={id}
          className={[styles.input, inputClassName ?? ''].filter(Boolean).join(' ')}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          readOnly={readOnly}
          {...rest}
        />
        {end}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false" className={styles.errorIcon}>
            <circle cx="10" cy="10" r="8.5" fill="currentColor" />
            <path d="M10 5.5v5.5M10 14h.01" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
