import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { BusyButton } from '@/components/BusyButton';
import { MobileField } from '@/components/MobileField';
import { TextField } from '@/components/TextField';
import { CSAT_MAX, CSAT_MIN, FEEDBACK_TAGS, ratingLevelOf, type OfflineFeedbackError } from '@/domain/feedback';
import feedbackTexts from '@/i18n/en/feedback';
import { useFieldMessage } from '@/i18n/useFieldMessage';
import { useTexts } from '@/i18n/useTexts';
import {
  selectFormMessage,
  selectIsOfflineRated,
  selectIsSending,
  selectMobileMessage,
  selectOfflineErrors,
  selectOfflineForm,
  type OfflineFeedbackActorRef,
} from '@machines/offlineFeedback.machine';
import card from '@/styles/card.module.css';
import { ChipGroup } from './ChipGroup';
import { CommentField } from './CommentField';
import { RatingScale } from './RatingScale';
import styles from './Feedback.module.css';

/** A store or phone order (SPEC 3 offline payload): its bill's number and mobile, a rating, tags and a comment. */
export function OfflineFeedbackForm({ actor }: { actor: OfflineFeedbackActorRef }) {
  const { t, fill } = useTexts(feedbackTexts);
  const fieldMessage = useFieldMessage();
  const form = useSelector(actor, selectOfflineForm);
  const errors = useSelector(actor, selectOfflineErrors);
  const mobileMessage = useSelector(actor, selectMobileMessage);
  const formMessage = useSelector(actor, selectFormMessage);
  const rated = useSelector(actor, selectIsOfflineRated);
  const sending = useSelector(actor, selectIsSending);
  const formRef = useRef<HTMLFormElement>(null);
  const [submits, setSubmits] = useState(0);

  useEffect(() => {
    if (submits > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submits, mobileMessage]);

  const text = (error: OfflineFeedbackError | undefined): string | null => {
    if (error === undefined) return null;
    return 'problem' in error ? t.problems[error.problem] : fieldMessage({ problem: error.mobileRule });
  };
  const change = (field: 'mobile' | 'orderId' | 'comment') => (value: string) => actor.send({ type: 'form.change', field, value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'form.submit' });
    setSubmits((count) => count + 1);
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className={`${card.card} ${styles.stack}`} aria-busy={sending}>
      <h2 className={card.sectionTitle}>{t.offline.heading}</h2>
      <p className={card.note}>{t.offline.intro}</p>
      <MobileField
        label={t.offline.mobile}
        name="mobile"
        value={form.mobile}
        onChange={change('mobile')}
        error={mobileMessage ?? text(errors.mobile)}
      />
      <TextField
        label={t.offline.orderId}
        name="orderId"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={form.orderId}
        onChange={change('orderId')}
        error={text(errors.orderId)}
      />
      <RatingScale
        legend={t.offline.ratingQuestion}
        min={CSAT_MIN}
        max={CSAT_MAX}
        look="stars"
        value={form.rating}
        labelOf={(rating) => fill(t.form.starLabel, { count: rating, level: t.levels[ratingLevelOf(rating)] })}
        onChange={(rating) => actor.send({ type: 'rating.set', rating })}
        caption={form.rating === null ? undefined : t.levels[ratingLevelOf(form.rating)]}
        error={text(errors.rating)}
      />
      <p className={styles.question}>{t.form.tagsQuestion}</p>
      <ChipGroup
        label={t.form.tagsQuestion}
        options={FEEDBACK_TAGS}
        chosen={form.tags}
        wordOf={(tag) => t.tags[tag]}
        onToggle={(tag) => actor.send({ type: 'tag.toggle', tag })}
      />
      <CommentField label={t.form.commentLabel} value={form.comment} onChange={change('comment')} error={text(errors.comment)} />
      {formMessage ? (
        <p role="alert" className={styles.error}>
          {formMessage}
        </p>
      ) : null}
      {rated ? (
        <p role="alert" className={styles.error}>
          {t.alreadyRated}
        </p>
      ) : null}
      <BusyButton type="submit" block busy={sending} busyLabel={t.form.sending}>
        {t.offline.submit}
      </BusyButton>
    </form>
  );
}
