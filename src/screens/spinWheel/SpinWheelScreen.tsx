import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import type { SpinResult } from '@/contract/rewards';
import { AppHeader } from '@/app/AppHeader';
import { useMachineLogic } from '@/app/machineLogic';
import { useRootActors } from '@/app/RootActorsContext';
import { useDocumentTitle } from '@/app/useDocumentTitle';
import { BusyButton } from '@/components/BusyButton';
import { Loader } from '@/components/Loader';
import { StatusPanel } from '@/components/StatusPanel';
import { loginRoute, ROUTES } from '@/domain/navigation';
import rewardsTexts from '@/i18n/en/rewards';
import { useTexts } from '@/i18n/useTexts';
import { selectIsLoggedIn, selectIsReady } from '@machines/session.machine';
import {
  selectCanSpin,
  selectIsLoading,
  selectIsSettling,
  selectIsSpinning,
  selectLoadFailed,
  selectNextSpinAt,
  selectRefusal,
  selectSegments,
  selectShownSpin,
  selectSpinFailed,
  selectTargetIndex,
  spinWheelMachine,
} from '@machines/spinWheel.machine';
import { offerWords, segmentWords, type RewardsTexts } from './rewardWords';
import { Wheel } from './Wheel';
import card from '@/styles/card.module.css';
import page from '@/styles/page.module.css';
import styles from './SpinWheel.module.css';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;

/** Today's prize: what it is, and where it went (the wallet, or the coupon and its code). */
function PrizeCard({ spin }: { spin: SpinResult }) {
  const texts = useTexts(rewardsTexts);
  const { t, fill, date } = texts;
  const heading = useRef<HTMLHeadingElement>(null);
  // The prize is the page's news: keyboard and screen reader users land on it.
  useEffect(() => heading.current?.focus(), []);
  const { prize } = spin;
  return (
    <section className={styles.prize} aria-labelledby="spin-prize">
      <h2 id="spin-prize" ref={heading} tabIndex={-1} className={card.sectionTitle}>
        {t.spin.prizeHeading}
      </h2>
      {prize.kind === 'POINTS' ? (
        <>
          <p>{fill(t.spin.won.points, { points: prize.points })}</p>
          <Link to={ROUTES.wallet} className={styles.link}>
            {t.spin.seeWallet}
          </Link>
        </>
      ) : null}
      {prize.kind === 'COUPON' && prize.coupon && spin.couponCode ? (
        <>
          <p>{fill(t.spin.won.coupon, { offer: offerWords(texts, prize.coupon) })}</p>
          <p>
            {t.spin.couponCode}: <span className={styles.code}>{spin.couponCode}</span>
          </p>
          {spin.couponValidTo === null ? null : (
            <p className={card.note}>{fill(t.spin.couponValidTo, { date: date(spin.couponValidTo) })}</p>
          )}
          <Link to={ROUTES.cart} className={styles.link}>
            {t.spin.useCoupon}
          </Link>
        </>
      ) : null}
      {prize.kind === 'NONE' ? <p>{t.spin.won.none}</p> : null}
    </section>
  );
}

/** The words announced when the prize shows. */
function announcement(texts: RewardsTexts, spin: SpinResult): string {
  const { t, fill } = texts;
  if (spin.prize.kind === 'POINTS') return fill(t.spin.won.points, { points: spin.prize.points });
  if (spin.prize.kind === 'COUPON' && spin.prize.coupon) return fill(t.spin.won.coupon, { offer: offerWords(texts, spin.prize.coupon) });
  return t.spin.won.none;
}

function SpinWheelGame() {
  const texts = useTexts(rewardsTexts);
  const { t, fill, date, time } = texts;
  const [reducedMotion] = useState(prefersReducedMotion);
  const actor = useActorRef(useMachineLogic(spinWheelMachine), { input: { reducedMotion } });
  const segments = useSelector(actor, selectSegments);
  const isLoading = useSelector(actor, selectIsLoading);
  const loadFailed = useSelector(actor, selectLoadFailed);
  const spinFailed = useSelector(actor, selectSpinFailed);
  const isSpinning = useSelector(actor, selectIsSpinning);
  const isSettling = useSelector(actor, selectIsSettling);
  const canSpin = useSelector(actor, selectCanSpin);
  const target = useSelector(actor, selectTargetIndex);
  const shown = useSelector(actor, selectShownSpin);
  const refusal = useSelector(actor, selectRefusal);
  const nextSpinAt = useSelector(actor, selectNextSpinAt);

  if (loadFailed) {
    return (
      <StatusPanel
        title={t.spin.loadFailedTitle}
        body={t.spin.loadFailedBody}
        retryLabel={t.spin.retry}
        onRetry={() => actor.send({ type: 'game.retry' })}
      />
    );
  }
  if (isLoading && segments.length === 0) return <Loader label={t.spin.loading} />;

  const labels = segments.map((segment) => segmentWords(texts, segment));
  // The spin button announces the spinning; this region announces the prize.
  const live = shown ? announcement(texts, shown) : '';

  return (
    <>
      <Wheel labels={labels} target={target} label={fill(t.spin.wheelLabel, { prizes: labels.join(', ') })} />
      <p role="status" aria-live="polite" className="visually-hidden">
        {live}
      </p>
      {refusal ? (
        <p role="alert" className={styles.refusal}>
          {refusal}
        </p>
      ) : null}
      {spinFailed ? (
        <StatusPanel
          title={t.spin.spinFailedTitle}
          body={t.spin.spinFailedBody}
          retryLabel={t.spin.spinRetry}
          onRetry={() => actor.send({ type: 'spin.retry' })}
        />
      ) : null}
      {shown ? (
        <PrizeCard spin={shown} />
      ) : (
        <div className={styles.actions}>
          <BusyButton
            busy={isSpinning || isSettling}
            busyLabel={t.spin.spinning}
            disabled={!canSpin}
            onClick={() => actor.send({ type: 'spin.start' })}
          >
            {t.spin.spinButton}
          </BusyButton>
        </div>
      )}
      {shown && nextSpinAt !== null ? (
        <p className={card.note}>{fill(t.spin.nextSpin, { date: date(nextSpinAt), time: time(nextSpinAt) })}</p>
      ) : null}
    </>
  );
}

/** Spin the wheel (docs/rewards.md), for logged-in customers: guests go to login and come back here. */
export default function SpinWheelScreen() {
  const { t } = useTexts(rewardsTexts);
  useDocumentTitle(t.spin.documentTitle);
  const { pathname } = useLocation();
  const { session } = useRootActors();
  const isReady = useSelector(session, selectIsReady);
  const isLoggedIn = useSelector(session, selectIsLoggedIn);
  if (isReady && !isLoggedIn) return <Navigate to={loginRoute({ from: pathname })} replace />;
  return (
    <>
      <AppHeader />
      <main className={`${page.page} ${page.stack}`}>
        <h1 className={page.title}>{t.spin.heading}</h1>
        <p className={styles.intro}>{t.spin.intro}</p>
        {isLoggedIn ? <SpinWheelGame /> : <Loader label={t.spin.loading} />}
      </main>
    </>
  );
}
