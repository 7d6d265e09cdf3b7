import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useSelector } from '@xstate/react';
import { Button } from '@/components/Button';
import { Popup } from '@/components/Popup';
import type { EnrollmentStatus } from '@/domain/loyalty';
import loyaltyTexts from '@/i18n/en/loyalty';
import { useTexts } from '@/i18n/useTexts';
import {
  selectCanJoin,
  selectCanOptOut,
  selectEligibility,
  selectEnrolFailed,
  selectErrorMessage,
  selectInfo,
  selectIsEnrolling,
  selectIsJoinPromptOpen,
  selectIsOptingOut,
  selectIsOptOutPromptOpen,
  selectOptOutFailed,
  selectWaitTimedOut,
  type loyaltyEnrollmentMachine,
} from '@machines/loyaltyEnrollment.machine';
import card from '@/styles/card.module.css';
import styles from './PizzaLoyalty.module.css';

type EnrollmentActor = ActorRefFrom<typeof loyaltyEnrollmentMachine>;
type MembershipText = keyof (typeof loyaltyTexts)['texts']['membership'];

/** What the card says of each SPEC 4 membership: its title and body. */
const STATUS_TEXTS: Record<EnrollmentStatus, readonly [MembershipText, MembershipText]> = {
  NEW: ['newTitle', 'newBody'],
  WAITING: ['waitingTitle', 'waitingBody'],
  ENROLLED: ['enrolledTitle', 'enrolledBody'],
  OPT_OUT: ['optedOutTitle', 'optedOutBody'],
};

/** The popups of joining and leaving: SPEC 2 popups with header, body and left and right buttons. */
function MembershipPopups({ actor }: { actor: EnrollmentActor }) {
  const { t, fill } = useTexts(loyaltyTexts);
  const info = useSelector(actor, selectInfo);
  const joinOpen = useSelector(actor, selectIsJoinPromptOpen);
  const optOutOpen = useSelector(actor, selectIsOptOutPromptOpen);
  if (joinOpen) {
    return (
      <Popup
        header={t.joinPrompt.header}
        body={fill(t.joinPrompt.body, { code: info?.loyaltyCardCode ?? '' })}
        leftButton={{ label: t.joinPrompt.cancel, onClick: () => actor.send({ type: 'enrolment.cancel' }) }}
        rightButton={{ label: t.joinPrompt.confirm, onClick: () => actor.send({ type: 'enrolment.confirm' }) }}
        onClose={() => actor.send({ type: 'enrolment.cancel' })}
      />
    );
  }
  if (optOutOpen) {
    return (
      <Popup
        header={t.optOut.header}
        body={t.optOut.body}
        leftButton={{ label: t.optOut.cancel, onClick: () => actor.send({ type: 'optOut.dismiss' }) }}
        rightButton={{ label: t.optOut.confirm, onClick: () => actor.send({ type: 'optOut.confirm' }) }}
        onClose={() => actor.send({ type: 'optOut.dismiss' })}
        initialFocus="left"
      />
    );
  }
  return null;
}

/** SPEC 4 loyalty enrollment on the page: join, the programme's confirmation, membership, opt-out and joining again. */
export function Membership({ actor }: { actor: EnrollmentActor }) {
  const { t } = useTexts(loyaltyTexts);
  const headingId = useId();
  const info = useSelector(actor, selectInfo);
  const eligibility = useSelector(actor, selectEligibility);
  const isEnrolling = useSelector(actor, selectIsEnrolling);
  const enrolFailed = useSelector(actor, selectEnrolFailed);
  const waitTimedOut = useSelector(actor, selectWaitTimedOut);
  const isOptingOut = useSelector(actor, selectIsOptingOut);
  const optOutFailed = useSelector(actor, selectOptOutFailed);
  const canJoin = useSelector(actor, selectCanJoin);
  const errorMessage = useSelector(actor, selectErrorMessage);
  const status = info?.enrollmentStatus ?? null;
  const member = status === 'WAITING' || status === 'ENROLLED';
  const showsCode = member && info?.loyaltyCardCode;
  const canOptOut = useSelector(actor, selectCanOptOut);
  const rejoining = status === 'OPT_OUT';

  return (
    <section aria-labelledby={headingId} className={`${card.card} ${styles.section}`}>
      <h2 id={headingId} className={card.sectionTitle}>
        {t.membership.heading}
      </h2>
      {/* Announced when the membership moves (joined, confirmed, left); prompts and calls keep the membership they stand on. */}
      <div role="status" className={styles.section}>
        {status ? (
          <>
            <p className={styles.statusTitle}>{t.membership[STATUS_TEXTS[status][0]]}</p>
            <p>{status === 'NEW' && eligibility === 'NOT_ELIGIBLE' ? t.membership.notEligible : t.membership[STATUS_TEXTS[status][1]]}</p>
          </>
        ) : null}
      </div>
      {waitTimedOut ? (
        <div role="alert" className={styles.section}>
          <p className={styles.statusTitle}>{t.membership.timedOutTitle}</p>
          <p>{t.membership.timedOutBody}</p>
          <Button variant="secondary" onClick={() => actor.send({ type: 'enrolment.retry' })}>
            {t.membership.checkAgain}
          </Button>
        </div>
      ) : null}
      {enrolFailed ? (
        <div role="alert" className={styles.section}>
          <p className={styles.statusTitle}>{t.membership.enrolFailedTitle}</p>
          <p>{errorMessage}</p>
          <div className={styles.actions}>
            <Button onClick={() => actor.send({ type: 'enrolment.retry' })}>{t.retry}</Button>
            <Button variant="secondary" onClick={() => actor.send({ type: 'enrolment.cancel' })}>
              {t.membership.notNow}
            </Button>
          </div>
        </div>
      ) : null}
      {optOutFailed ? (
        <div role="alert" className={styles.section}>
          <p className={styles.statusTitle}>{t.optOut.failedTitle}</p>
          <p>{errorMessage}</p>
          <div className={styles.actions}>
            <Button onClick={() => actor.send({ type: 'enrolment.retry' })}>{t.retry}</Button>
            <Button variant="secondary" onClick={() => actor.send({ type: 'optOut.dismiss' })}>
              {t.optOut.keep}
            </Button>
          </div>
        </div>
      ) : null}
      {showsCode ? (
        <p className={styles.cardCode}>
          <span className={card.note}>{t.membership.cardCode}</span>
          <span className={styles.code}>{info.loyaltyCardCode}</span>
        </p>
      ) : null}
      {canJoin || isEnrolling ? (
        <Button
          onClick={() => actor.send({ type: 'enrolment.start' })}
          aria-busy={isEnrolling || undefined}
          aria-disabled={isEnrolling || undefined}
        >
          {isEnrolling ? t.membership.joining : rejoining ? t.membership.joinAgain : t.membership.join}
        </Button>
      ) : null}
      {canOptOut || isOptingOut ? (
        <Button
          variant="ghost"
          onClick={() => actor.send({ type: 'optOut.request' })}
          aria-busy={isOptingOut || undefined}
          aria-disabled={isOptingOut || undefined}
        >
          {t.optOut.button}
        </Button>
      ) : null}
      <MembershipPopups actor={actor} />
    </section>
  );
}
