import { useId } from 'react';
import styles from './Feedback.module.css';

export interface RatingScaleProps {
  /** The question, read as the group's name. */
  legend: string;
  /** The legend is a dish's name, left as it is in every language. */
  legendIsName?: boolean;
  min: number;
  max: number;
  value: number | null;
  onChange: (rating: number) => void;
  /** Each choice's accessible name ('4 stars: Good', '7 of 10'). */
  labelOf: (rating: number) => string;
  /** Stars for CSAT 1-5, numbered pills for NPS 0-10. */
  look: 'stars' | 'numbers';
  /** Words under the scale: the chosen level, or the scale's ends. */
  caption?: string;
  /** SPEC 5 message, tied to the group. */
  error?: string | null;
}

/** A rating as a group of radio buttons: arrow keys move along it, a screen reader names each choice. */
export function RatingScale({ legend, legendIsName, min, max, value, onChange, labelOf, look, caption, error }: RatingScaleProps) {
  const name = useId();
  const errorId = `${name}-error`;
  const ratings = Array.from({ length: max - min + 1 }, (_, index) => min + index);
  return (
    // Focusable from script only: a refused submit moves focus to the first rating with a message.
    <fieldset tabIndex={-1} className={styles.scale} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className={styles.question} translate={legendIsName ? 'no' : undefined}>
        {legend}
      </legend>
      <div className={look === 'stars' ? styles.stars : styles.numbers}>
        {ratings.map((rating) => {
          const checked = value === rating;
          const lit = look === 'stars' && value !== null && rating <= value;
          return (
            <label key={rating} className={[styles.choice, checked ? styles.checked : '', lit ? styles.lit : ''].filter(Boolean).join(' ')}>
              <input
                type="radio"
                className="visually-hidden"
                name={name}
                value={rating}
                checked={checked}
                onChange={() => onChange(rating)}
                aria-label={labelOf(rating)}
              />
              <span aria-hidden="true">{look === 'stars' ? '★' : rating}</span>
            </label>
          );
        })}
      </div>
      {caption ? <p className={styles.caption}>{caption}</p> : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
