import { Suspense } from 'react';
import { useSelector } from '@xstate/react';
import type { TrackerStage } from '@/contract/codes';
import type { TrackerResponse } from '@/contract/afterOrder';
import { useMapTileUrl } from '@/app/appConfig';
import { lazyWithRetry } from '@/app/lazyWithRetry';
import { DataText } from '@/components/DataText';
import { Loader } from '@/components/Loader';
import { StatusPanel } from '@/components/StatusPanel';
import { doorstepAddress } from '@/domain/address';
import { DISTANCE_DECIMALS, haversineKm, roundDistanceKm } from '@/domain/geo';
import { trackerGuarantee, trackingSteps } from '@/domain/tracking';
import afterOrderTexts from '@/i18n/en/afterOrder';
import trackingTexts from '@/i18n/en/tracking';
import { useTexts } from '@/i18n/useTexts';
import {
  selectHasLoadFailed,
  selectIsLoading,
  selectIsNotAvailable,
  selectLoadError,
  selectNotFound,
  selectStage,
  selectTracker,
  type TrackingActorRef,
} from '@machines/tracking.machine';
import card from '@/styles/card.module.css';
import styles from './Tracking.module.css';

// Leaflet loads with the tracker's map, never with the route table or another screen.
const TrackingMap = lazyWithRetry(() => import('@/components/TrackingMap').then((module) => ({ default: module.TrackingMap })));

/** Delivery orders carry their address; pickup types (takeaway, dine-in, curbside) do not. */
const isToAddress = (tracker: TrackerResponse): boolean => tracker.deliveryLocation !== null;

/** SPEC 9: a distance to 1 decimal. */
const kmText = (km: number): string => roundDistanceKm(km).toFixed(DISTANCE_DECIMALS);

function Expectation({ tracker, stage }: { tracker: TrackerResponse; stage: TrackerStage }) {
  const { t, fill, time } = useTexts(trackingTexts);
  const toAddress = isToAddress(tracker);
  if (stage === 'CANCELLED') return null;
  if (stage === 'DELIVERED') {
    const at = tracker.stageTimes.DELIVERED;
    if (at === undefined) return null;
    return <p className={styles.expectation}>{fill(toAddress ? t.deliveredAt : t.pickedUpAt, { time: time(at) })}</p>;
  }
  return <p className={styles.expectation}>{fill(toAddress ? t.expectedBy : t.readyBy, { time: time(tracker.expectedAt) })}</p>;
}

function CheckGlyph() {
  return (
    <svg viewBox="0 0 20 20" focusable="false">
      <path d="M5.5 10.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function TrackingSteps({ tracker, stage }: { tracker: TrackerResponse; stage: TrackerStage }) {
  const { t, time } = useTexts(trackingTexts);
  return (
    <ol aria-label={t.stepsLabel} className={styles.steps}>
      {trackingSteps(stage, tracker.stageTimes).map((step) => (
        <li key={step.stage} aria-current={step.current ? 'step' : undefined} className={`${styles.step} ${styles[step.state]}`}>
          <span className={styles.stepMark} aria-hidden="true">
            {step.state === 'done' ? <CheckGlyph /> : null}
          </span>
          <span className={styles.stepLabel}>
            {t.steps[step.stage]}
            <span className="visually-hidden">, {t.stepStates[step.state]}</span>
          </span>
          {step.reachedAt !== null ? (
            <time className={styles.stepTime} dateTime={new Date(step.reachedAt).toISOString()}>
              {time(step.reachedAt)}
            </time>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** The map's content as text (the map itself is decorative), then the map. */
function TrackerMap({ tracker }: { tracker: TrackerResponse }) {
  const tileUrl = useMapTileUrl();
  const { t, fill } = useTexts(trackingTexts);
  const order = useTexts(afterOrderTexts);
  const { store, deliveryLocation, rider } = tracker;
  let text = <DataText text={t.pickupPlace} data={{ store: store.name, address: store.address }} />;
  let doorstep: string | null = null;
  if (deliveryLocation !== null) {
    doorstep = doorstepAddress(deliveryLocation);
    text =
      rider !== null ? (
        <>{fill(t.riderAway, { distance: fill(t.distanceKm, { km: kmText(haversineKm(rider, deliveryLocation)) }) })}</>
      ) : (
        <DataText text={t.deliveryRoute} data={{ store: store.name, address: doorstep }} />
      );
  }
  return (
    <div className={styles.mapArea}>
      <p className={styles.mapText}>{text}</p>
      {doorstep !== null && rider !== null ? (
        <p className={styles.mapText}>
          <DataText text={t.deliverTo} data={{ address: doorstep }} />
        </p>
      ) : null}
      {deliveryLocation?.landmark ? (
        <p className={styles.mapText}>
          <DataText text={order.t.landmark} data={{ landmark: deliveryLocation.landmark }} />
        </p>
      ) : null}
      <div className={styles.map}>
        <Suspense fallback={<Loader label={t.loadingMap} />}>
          <TrackingMap
            store={store}
            destination={deliveryLocation === null ? null : { ...deliveryLocation, name: doorstep ?? deliveryLocation.address }}
            rider={rider === null ? null : { ...rider, name: t.riderMarker }}
            tileUrl={tileUrl}
          />
        </Suspense>
      </div>
    </div>
  );
}

function TrackerDetails({ tracker, stage }: { tracker: TrackerResponse; stage: TrackerStage }) {
  const { t, fill, number } = useTexts(trackingTexts);
  const guarantee = trackerGuarantee(stage, tracker.guaranteeMinutes);
  return (
    <>
      <Expectation tracker={tracker} stage={stage} />
      {guarantee !== null ? (
        <p className={styles.guarantee}>
          {fill(guarantee.allNight ? t.guarantee.allNight : t.guarantee.delivery, { minutes: guarantee.minutes })}{' '}
          {fill(t.guarantee.liability, { rupees: number(guarantee.liabilityRupees) })}
        </p>
      ) : null}
      <TrackingSteps tracker={tracker} stage={stage} />
      <TrackerMap tracker={tracker} />
    </>
  );
}

export interface TrackerViewProps {
  actor: TrackingActorRef;
}

/**
 * One order's tracking, rendered from a tracking actor: the order id, the stage (a polite live region, so
 * a stage change is read out), the SPEC 4 steps, when to expect the order, the SPEC 9 guarantee and the
 * map; or the SPEC 8 not-available text, the not-found text, or a failed load with Try again.
 */
export function TrackerView({ actor }: TrackerViewProps) {
  const tracker = useSelector(actor, selectTracker);
  const stage = useSelector(actor, selectStage);
  const isLoading = useSelector(actor, selectIsLoading);
  const isNotAvailable = useSelector(actor, selectIsNotAvailable);
  const hasLoadFailed = useSelector(actor, selectHasLoadFailed);
  const loadError = useSelector(actor, selectLoadError);
  const notFound = useSelector(actor, selectNotFound);
  const { t } = useTexts(trackingTexts);
  const order = useTexts(afterOrderTexts);
  let announcement = '';
  if (isNotAvailable) announcement = t.notAvailable;
  else if (tracker !== null && stage !== null) announcement = t.stageStatus[isToAddress(tracker) ? 'delivery' : 'pickup'][stage];
  const statusClass = stage === 'CANCELLED' ? `${styles.status} ${styles.statusCancelled}` : styles.status;

  return (
    <div className={`${card.card} ${styles.tracker}`}>
      {tracker ? (
        <h2 className={`${card.sectionTitle} ${styles.orderHeading}`}>
          <DataText text={order.t.orderHeading} data={{ orderId: tracker.sliceOrderId }} />
        </h2>
      ) : null}
      {/* Always present, so a new stage (or the tracker's first answer) is announced. */}
      <p role="status" className={announcement === '' ? 'visually-hidden' : statusClass}>
        {announcement}
      </p>
      {isLoading ? <Loader label={t.loading} /> : null}
      {notFound !== null ? (
        <p role="alert" className={styles.notice}>
          {t.notFound[notFound]}
        </p>
      ) : null}
      {hasLoadFailed ? (
        <StatusPanel
          title={t.loadFailedTitle}
          body={loadError ? `${t.loadFailedBody} ${loadError}` : t.loadFailedBody}
          retryLabel={order.t.retry}
          onRetry={() => actor.send({ type: 'tracker.retry' })}
        />
      ) : null}
      {tracker !== null && stage !== null ? <TrackerDetails tracker={tracker} stage={stage} /> : null}
    </div>
  );
}
