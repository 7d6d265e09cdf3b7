import { useId } from 'react';
import { COMMENT_MAX, COMMENT_MIN } from '@/domain/feedback';
import feedbackTexts from '@/i18n/en/feedback';
import { useTexts } from '@/i18n/useTexts';
import styles from './Feedback.module.css';

export interface CommentFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}

/** SPEC 5 comment: 30-250 characters with a running count, stopping at 250 with its message; messages are read with the field. */
export function CommentField({ label, value, onChange, error }: CommentFieldProps) {
  const { t, fill } = useTexts(feedbackTexts);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.comment}>
      <label htmlFor={id} className={styles.question}>
        {label}
      </label>
      <textarea
        id={id}
        className={[styles.textarea, error ? styles.invalid : ''].filter(Boolean).join(' ')}
        value={value}
        rows={4}
        maxLength={COMMENT_MAX}
        translate="no"
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error || value.length >= COMMENT_MAX ? errorId : ''].filter(Boolean).join(' ')}
      />
      <p id={hintId} className={styles.counter}>
        <span>{fill(t.form.commentHint, { min: COMMENT_MIN, max: COMMENT_MAX })}</span>
        <span aria-hidden="true">{fill(t.form.commentCount, { count: value.trim().length, max: COMMENT_MAX })}</span>
      </p>
      {error || value.length >= COMMENT_MAX ? (
        <p id={errorId} className={styles.error} aria-live="polite">
          {error ?? t.problems.commentTooLong}
        </p>
      ) : null}
    </div>
  );
}
