import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { useMachineLogic } from '@/app/machineLogic';
import { Button } from '@/components/Button';
import { ROUTES } from '@/domain/navigation';
import loyaltyTexts from '@/i18n/en/loyalty';
import { useTexts } from '@/i18n/useTexts';
import {
  ENROLMENT_UTM,
  loyaltyEnrollmentMachine,
  selectEnrolFailed,
  selectErrorMessage,
  selectIsEnrolled,
  selectIsEnrolling,
  selectIsWaiting,
  type LoyaltyEnrollmentSnapshot,
} from '@machines/loyaltyEnrollment.machine';
import card from '@/styles/card.module.css';
import styles from './PizzaLoyalty.module.css';

export interface LoyaltyEnrolWidgetProps {
  userId: string;
  mobile: string;
}

/** Not enrolled and never left: an opted-out customer chose to leave, so the landing page does not ask again. */
const selectIsInvited = (snapshot: LoyaltyEnrollmentSnapshot) => snapshot.matches('NEW') && snapshot.can({ type: 'enrolment.start' });
/** The join flow is under way from this widget: the prompt is skipped (the widget states the rules). */
const selectIsJoining = (snapshot: LoyaltyEnrollmentSnapshot) => snapshot.matches('STARTED') || snapshot.matches('ENROLLING');

/**
 * SPEC 5: the landing page's enrolment widget, only for a logged-in customer not enrolled. Loaded on demand (never
 * in the landing page's first JavaScript); shows nothing to a member or to a customer who may not join, and after
 * joining here says so until the page is left.
 */
export default function LoyaltyEnrolWidget({ userId, mobile }: LoyaltyEnrolWidgetProps) {
  const { t } = useTexts(loyaltyTexts);
  const headingId = useId();
  const actor = useActorRef(useMachineLogic(loyaltyEnrollmentMachine), { input: { userId, mobile, utm: ENROLMENT_UTM.landing } });
  const isInvited = useSelector(actor, selectIsInvited);
  const isJoining = useSelector(actor, selectIsJoining);
  const isEnrolling = useSelector(actor, selectIsEnrolling);
  const enrolFailed = useSelector(actor, selectEnrolFailed);
  const isWaiting = useSelector(actor, selectIsWaiting);
  const isEnrolled = useSelector(actor, selectIsEnrolled);
  const errorMessage = useSelector(actor, selectErrorMessage);
  const [joinedHere, setJoinedHere] = useState(false);

  useEffect(() => {
    const subscription = actor.on('enrolment.changed', () => setJoinedHere(true));
    return () => subscription.unsubscribe();
  }, [actor]);

  const join = () => {
    actor.send({ type: 'enrolment.start' });
    actor.send({ type: 'enrolment.confirm' });
  };

  if (joinedHere && (isWaiting || isEnrolled)) {
    return (
      <section aria-labelledby={headingId} className={styles.widget}>
        <h2 id={headingId} className={card.sectionTitle}>
          {t.widget.label}
        </h2>
        <p role="status">{isWaiting ? t.widget.waiting : t.widget.enrolled}</p>
        <Link to={ROUTES.pizzaLoyalty} className={`${card.secondaryLink} ${card.smallLink}`}>
          {t.widget.more}
        </Link>
      </section>
    );
  }
  if (!isInvited && !isJoining && !enrolFailed) return null;
  return (
    <section aria-labelledby={headingId} className={styles.widget} aria-busy={isEnrolling}>
      <h2 id={headingId} className={card.sectionTitle}>
        {t.widget.title}
      </h2>
      <p>{t.widget.body}</p>
      {enrolFailed ? (
        <p role="alert">
          {t.widget.failed} {errorMessage}
        </p>
      ) : null}
      <div className={styles.actions}>
        {enrolFailed ? (
          <Button onClick={() => actor.send({ type: 'enrolment.retry' })}>{t.widget.retry}</Button>
        ) : (
          <Button onClick={join} aria-busy={isJoining || undefined} aria-disabled={isJoining || undefined}>
            {isJoining ? t.widget.joining : t.widget.join}
          </Button>
        )}
        <Link to={ROUTES.pizzaLoyalty} className={`${card.secondaryLink} ${card.smallLink}`}>
          {t.widget.more}
        </Link>
      </div>
    </section>
  );
}
