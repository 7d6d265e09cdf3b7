import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { BusyButton } from '@/components/BusyButton';
import {
  CSAT_MAX,
  CSAT_MIN,
  DELIVERY_ASPECTS,
  FEEDBACK_TAGS,
  NPS_MAX,
  NPS_MIN,
  ratingLevelOf,
  type FeedbackProblem,
} from '@/domain/feedback';
import feedbackTexts from '@/i18n/en/feedback';
import { useTexts } from '@/i18n/useTexts';
import {
  selectCategories,
  selectDraft,
  selectErrors,
  selectFeedback,
  selectIsSubmitting,
  selectTemplate,
  type feedbackMachine,
} from '@machines/feedback.machine';
import card from '@/styles/card.module.css';
import { ChipGroup } from './ChipGroup';
import { CommentField } from './CommentField';
import { RatingScale } from './RatingScale';
import styles from './Feedback.module.css';

type FeedbackActorRef = ActorRefFrom<typeof feedbackMachine>;

/** A titled part of the form. */
function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`${card.card} ${styles.section}`}>
      <h3 id={id} className={styles.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Step Submit Feedback: the CSAT form section by section (SPEC 3), or the NPS scale, then comments and a ticket. */
export function FeedbackForm({ actor }: { actor: FeedbackActorRef }) {
  const { t, fill } = useTexts(feedbackTexts);
  const template = useSelector(actor, selectTemplate);
  const categories = useSelector(actor, selectCategories);
  const draft = useSelector(actor, selectDraft);
  const errors = useSelector(actor, selectErrors);
  const submitting = useSelector(actor, selectIsSubmitting);
  const changing = useSelector(actor, selectFeedback) !== null;
  const formRef = useRef<HTMLFormElement>(null);
  const [submits, setSubmits] = useState(0);

  // After a refused submit, the first part with a message takes focus so it is read out.
  useEffect(() => {
    if (submits > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submits]);

  if (!template || !categories || !draft) return null;
  const problem = (code: FeedbackProblem | undefined) => (code ? t.problems[code] : null);
  const stars = (rating: number) => fill(t.form.starLabel, { count: rating, level: t.levels[ratingLevelOf(rating)] });
  const levelCaption = (rating: number | null) => (rating === null ? undefined : t.levels[ratingLevelOf(rating)]);
  const csat = { min: CSAT_MIN, max: CSAT_MAX, look: 'stars' as const, labelOf: stars };
  const has = (section: (typeof template.sections)[number]) => template.sections.includes(section);
  const isNps = draft.type === 'NPS';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'form.submit' });
    setSubmits((count) => count + 1);
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className={styles.stack} aria-busy={submitting}>
      <div>
        <h2 className={card.sectionTitle} translate="no">
          {fill(t.form.heading, { id: template.order.sliceOrderId })}
        </h2>
        <p className={card.note} translate="no">
          {template.order.storeName}
        </p>
      </div>
      <Section title={t.form.overallHeading}>
        {isNps ? (
          <RatingScale
            legend={t.form.npsQuestion}
            min={NPS_MIN}
            max={NPS_MAX}
            look="numbers"
            value={draft.overall}
            labelOf={(rating) => fill(t.form.npsLabel, { rating })}
            onChange={(rating) => actor.send({ type: 'overall.rate', rating })}
            caption={`${NPS_MIN} ${t.form.npsLow} · ${NPS_MAX} ${t.form.npsHigh}`}
            error={problem(errors.overall)}
          />
        ) : (
          <RatingScale
            legend={t.form.csatQuestion}
            {...csat}
            value={draft.overall}
            onChange={(rating) => actor.send({ type: 'overall.rate', rating })}
            caption={levelCaption(draft.overall)}
            error={problem(errors.overall)}
          />
        )}
      </Section>
      {!isNps && has('FOOD') ? (
        <Section title={t.form.foodHeading}>
          {template.items.map((item) => {
            const rated = draft.food.find((entry) => entry.productId === item.productId);
            const rating = rated?.rating ?? null;
            const tags = rating === null ? [] : (categories.foodTags.find((entry) => entry.level === rating)?.tags ?? []);
            return (
              <div key={item.productId} className={styles.item}>
                <RatingScale
                  legend={item.productName}
                  legendIsName
                  {...csat}
                  value={rating}
                  onChange={(value) => actor.send({ type: 'food.rate', productId: item.productId, rating: value })}
                  caption={levelCaption(rating)}
                />
                {tags.length > 0 ? (
                  <ChipGroup
                    label={fill(t.form.foodTagsLabel, { name: item.productName })}
                    options={tags}
                    chosen={rated?.ratedTags ?? []}
                    wordOf={(tag) => t.foodTags[tag as keyof typeof t.foodTags] ?? tag}
                    onToggle={(tag) => actor.send({ type: 'food.tag', productId: item.productId, tag })}
                  />
                ) : null}
              </div>
            );
          })}
        </Section>
      ) : null}
      {!isNps && has('DELIVERY') ? (
        <Section title={t.form.deliveryHeading}>
          <RatingScale
            legend={t.form.deliveryQuestion}
            {...csat}
            value={draft.delivery}
            onChange={(rating) => actor.send({ type: 'delivery.rate', rating })}
            caption={levelCaption(draft.delivery)}
          />
          {DELIVERY_ASPECTS.map((aspect) => (
            <RatingScale
              key={aspect}
              legend={t.aspects[aspect]}
              {...csat}
              value={draft.deliveryRatings[aspect] ?? null}
              onChange={(rating) => actor.send({ type: 'aspect.rate', aspect, rating })}
            />
          ))}
        </Section>
      ) : null}
      {!isNps && has('ORDERING') ? (
        <Section title={t.form.orderingHeading}>
          <RatingScale
            legend={t.form.orderingQuestion}
            {...csat}
            value={draft.ordering}
            onChange={(rating) => actor.send({ type: 'ordering.rate', rating })}
            caption={levelCaption(draft.ordering)}
          />
          <p className={styles.question}>{t.form.tagsQuestion}</p>
          <ChipGroup
            label={t.form.tagsQuestion}
            options={FEEDBACK_TAGS}
            chosen={draft.tags}
            wordOf={(tag) => t.tags[tag]}
            onToggle={(tag) => actor.send({ type: 'tag.toggle', tag })}
          />
        </Section>
      ) : null}
      {!isNps && has('MONEY_VALUE') ? (
        <Section title={t.form.valueHeading}>
          <RatingScale
            legend={t.form.valueQuestion}
            {...csat}
            value={draft.valueForMoney}
            onChange={(rating) => actor.send({ type: 'value.rate', rating })}
            caption={levelCaption(draft.valueForMoney)}
          />
        </Section>
      ) : null}
      <Section title={t.form.commentsHeading}>
        <CommentField
          label={t.form.commentLabel}
          value={draft.comment}
          onChange={(value) => actor.send({ type: 'comment.change', value })}
          error={problem(errors.comment)}
        />
        <label className={styles.checkbox}>
          <input type="checkbox" checked={draft.raiseTicket} onChange={() => actor.send({ type: 'ticket.toggle' })} />
          <span>{t.form.raiseTicket}</span>
        </label>
      </Section>
      <BusyButton type="submit" block busy={submitting} busyLabel={t.form.sending}>
        {changing ? t.form.saveChanges : t.form.submit}
      </BusyButton>
    </form>
  );
}
