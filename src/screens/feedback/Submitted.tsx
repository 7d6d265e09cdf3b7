import { useState } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { BusyButton } from '@/components/BusyButton';
import { Button } from '@/components/Button';
import { FEEDBACK_TAGS, toggled, type FeedbackTag } from '@/domain/feedback';
import feedbackTexts from '@/i18n/en/feedback';
import { useTexts } from '@/i18n/useTexts';
import { selectCanEdit, selectFeedback, selectIsBusy, selectShowsAlert, type feedbackMachine } from '@machines/feedback.machine';
import card from '@/styles/card.module.css';
import { ChipGroup } from './ChipGroup';
import styles from './Feedback.module.css';

/** The stored feedback: the SPEC 9 4-second alert, its ticket, more tags to add, and (shortly after) a change. */
export function Submitted({ actor }: { actor: ActorRefFrom<typeof feedbackMachine> }) {
  const { t, fill } = useTexts(feedbackTexts);
  const feedback = useSelector(actor, selectFeedback);
  const showsAlert = useSelector(actor, selectShowsAlert);
  const sending = useSelector(actor, selectIsBusy);
  const canEdit = useSelector(actor, selectCanEdit);
  const [picked, setPicked] = useState<FeedbackTag[]>([]);
  if (!feedback) return null;
  const noted = feedback.additionalTags;
  const offered = FEEDBACK_TAGS.filter((tag) => !noted.includes(tag));
  const toggle = (tag: FeedbackTag) => setPicked((tags) => toggled(tags, tag));
  const send = () => {
    actor.send({ type: 'tags.add', tags: picked });
    setPicked([]);
  };

  return (
    <div className={styles.stack}>
      <div role="alert" className={styles.alertRegion}>
        {showsAlert ? <p className={styles.alert}>{t.submitted.alert}</p> : null}
      </div>
      {feedback.ticket ? (
        <p className={`${card.card} ${styles.ticket}`}>{fill(t.submitted.ticket, { id: feedback.ticket.ticketId })}</p>
      ) : null}
      <section className={`${card.card} ${styles.section}`} aria-label={t.submitted.moreHeading}>
        <p className={styles.question}>{t.submitted.moreHeading}</p>
        {noted.length > 0 ? (
          <p className={card.note}>{fill(t.submitted.noted, { tags: noted.map((tag) => t.tags[tag]).join(', ') })}</p>
        ) : null}
        {offered.length > 0 ? (
          <>
            <ChipGroup label={t.submitted.moreHeading} options={offered} chosen={picked} wordOf={(tag) => t.tags[tag]} onToggle={toggle} />
            <BusyButton variant="secondary" busy={sending} busyLabel={t.form.sending} disabled={picked.length === 0} onClick={send}>
              {t.submitted.send}
            </BusyButton>
          </>
        ) : null}
      </section>
      {canEdit ? (
        <Button variant="ghost" onClick={() => actor.send({ type: 'feedback.edit' })}>
          {t.submitted.edit}
        </Button>
      ) : null}
    </div>
  );
}
