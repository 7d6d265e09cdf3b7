import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { deviceFeedbackVariant } from '@/app/feedbackVariant';
import { useMachineLogic } from '@/app/machineLogic';
import { Button } from '@/components/Button';
import type { FeedbackMedium } from '@/domain/feedback';
import feedbackTexts from '@/i18n/en/feedback';
import { useTexts } from '@/i18n/useTexts';
import { feedbackInvitationMachine, selectInvitation } from '@machines/feedbackInvitation.machine';
import card from '@/styles/card.module.css';
import styles from './Feedback.module.css';

export interface FeedbackInvitationProps {
  /** The delivered order the page shows; null for the newest one due. */
  orderId: string | null;
  medium: FeedbackMedium;
}

/** After delivery, once per feedbackOrderShownLimitInSec: an invitation to rate the order. Only for logged-in customers. */
export default function FeedbackInvitation({ orderId, medium }: FeedbackInvitationProps) {
  const { t, fill } = useTexts(feedbackTexts);
  const actor = useActorRef(useMachineLogic(feedbackInvitationMachine), { input: { orderId, medium, variant: deviceFeedbackVariant() } });
  const invitation = useSelector(actor, selectInvitation);
  const headingId = useId();
  if (!invitation) return null;
  return (
    <section aria-labelledby={headingId} className={`${card.card} ${styles.invitation}`}>
      <h2 id={headingId} className={card.sectionTitle}>
        {t.invitation.title}
      </h2>
      <p>{fill(t.invitation.body, { id: invitation.order.sliceOrderId })}</p>
      <div className={card.actions}>
        <Button variant="ghost" onClick={() => actor.send({ type: 'invitation.dismiss' })}>
          {t.invitation.dismiss}
        </Button>
        <Link to={invitation.route} className={card.primaryLink}>
          {t.invitation.rate}
        </Link>
      </div>
    </section>
  );
}
