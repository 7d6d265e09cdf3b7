import { useActorRef, useSelector } from '@xstate/react';
import type { CheesyMilestone } from '@/contract/rewards';
import { useMachineLogic } from '@/app/machineLogic';
import { BusyButton } from '@/components/BusyButton';
import { Loader } from '@/components/Loader';
import { StatusPanel } from '@/components/StatusPanel';
import rewardsTexts from '@/i18n/en/rewards';
import { useTexts } from '@/i18n/useTexts';
import {
  cheesyRewardsMachine,
  selectCanOptOut,
  selectCanRegister,
  selectDeliveredOrders,
  selectHasFailed,
  selectIsBusy,
  selectIsLoading,
  selectIsOptedOut,
  selectIsRegistered,
  selectMilestones,
  selectNextMilestoneOrders,
} from '@machines/cheesyRewards.machine';
import { offerWords } from '../spinWheel/rewardWords';
import styles from './CheesyRewardsTrack.module.css';

function Milestone({ milestone }: { milestone: CheesyMilestone }) {
  const texts = useTexts(rewardsTexts);
  const { t, fill, date } = texts;
  return (
    <li className={`${styles.milestone} ${styles[milestone.state]}`}>
      <span className={styles.milestoneTop}>
        <strong>{fill(t.track.milestone, { orders: milestone.orders })}</strong>
        <span className={styles.badge}>{t.track.state[milestone.state]}</span>
      </span>
      <span>{offerWords(texts, milestone.offer)}</span>
      {milestone.couponCode && milestone.validTo !== null && milestone.state === 'READY' ? (
        <span className={styles.code}>{fill(t.track.couponCode, { code: milestone.couponCode, date: date(milestone.validTo) })}</span>
      ) : null}
    </li>
  );
}

/** Cheesy rewards on the loyalty page (docs/rewards.md): the track with its milestones, joining and leaving. */
export function CheesyRewardsTrack() {
  const { t, fill } = useTexts(rewardsTexts);
  const actor = useActorRef(useMachineLogic(cheesyRewardsMachine));
  const isLoading = useSelector(actor, selectIsLoading);
  const hasFailed = useSelector(actor, selectHasFailed);
  const busy = useSelector(actor, selectIsBusy);
  const isRegistered = useSelector(actor, selectIsRegistered);
  const isOptedOut = useSelector(actor, selectIsOptedOut);
  const canRegister = useSelector(actor, selectCanRegister);
  const canOptOut = useSelector(actor, selectCanOptOut);
  const milestones = useSelector(actor, selectMilestones);
  const delivered = useSelector(actor, selectDeliveredOrders);
  const next = useSelector(actor, selectNextMilestoneOrders);
  const last = milestones.at(-1)?.orders ?? 0;

  let body;
  if (hasFailed) {
    body = (
      <StatusPanel
        title={t.track.loadFailedTitle}
        body={t.track.loadFailedBody}
        retryLabel={t.track.retry}
        onRetry={() => actor.send({ type: 'cheesy.retry' })}
      />
    );
  } else if (isLoading) {
    body = <Loader label={t.track.loading} />;
  } else {
    body = (
      <>
        {isRegistered ? (
          <>
            <p>{fill(t.track.progress, { count: delivered })}</p>
            <progress
              className={styles.progress}
              max={last}
              value={Math.min(delivered, last)}
              aria-label={fill(t.track.trackLabel, { delivered, total: last })}
            />
            <p className={styles.note}>{next === null ? t.track.allReached : fill(t.track.nextMilestone, { count: next - delivered })}</p>
          </>
        ) : (
          <p className={styles.note}>{isOptedOut ? t.track.optedOut : t.track.notRegistered}</p>
        )}
        <ol className={styles.milestones}>
          {milestones.map((milestone) => (
            <Milestone key={milestone.orders} milestone={milestone} />
          ))}
        </ol>
        {canRegister || (busy && !isRegistered) ? (
          <BusyButton busy={busy} busyLabel={t.track.loading} onClick={() => actor.send({ type: 'cheesy.register' })}>
            {isOptedOut ? t.track.rejoin : t.track.register}
          </BusyButton>
        ) : null}
        {canOptOut || (busy && isRegistered) ? (
          <BusyButton variant="ghost" busy={busy} busyLabel={t.track.loading} onClick={() => actor.send({ type: 'cheesy.optOut' })}>
            {t.track.optOut}
          </BusyButton>
        ) : null}
      </>
    );
  }

  return (
    <section className={styles.track} aria-labelledby="cheesy-rewards">
      <h2 id="cheesy-rewards" className={styles.heading}>
        {t.track.heading}
      </h2>
      <p className={styles.note}>{t.track.intro}</p>
      {body}
    </section>
  );
}
