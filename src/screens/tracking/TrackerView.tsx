import { Suspense } from 'react';
import { useSelector } from '@xstate/react';
import type { TrackerStage } from '@/contract/codes';
import type { TrackerResponse } from '@/contract/afterOrder';
import { useMapTileUrl } from '@/app/appConfig';
import { lazyWithRetry } from '@/app/lazyWithRetry';
import { Loader } from '@/components/Loader';
import { StatusPanel } from '@/components/StatusPanel';
import { doorstepAddress } from '@/domain/address';
import { formatDistanceKm, haversineKm } from '@/domain/geo';
import { trackerGuaranteeText, trackingSteps } from '@/domain/tracking';
import {
  selectHasLoadFailed,
  selectIsLoading,
  selectIsNotAvailable,
  selectLoadError,
  selectNotFoundMessage,
  selectStage,
  selectTracker,
  TRACKING_NOT_AVAILABLE,
  type TrackingActorRef,
} from '@machines/tracking.machine';
import {
  deliveredAt,
  deliverTo,
  deliveryRoute,
  landmarkNote,
  expectedBy,
  formatTime,
  LOAD_FAILED_BODY,
  LOAD_FAILED_TITLE,
  LOADING,
  LOADING_MAP,
  orderHeading,
  pickedUpAt,
  pickupPlace,
  readyBy,
  RETRY,
  RIDER_MARKER,
  riderAway,
  stageStatus,
  STEP_STATE_TEXT,
  STEPS_LABEL,
} from './messages';
import card from '@/styles/card.module.css';
import styles from './Tracking.module.css';

// Leaflet loads with the tracker's map, never with the route table or another screen.
const TrackingMap = lazyWithRetry(() => import('@/components/TrackingMap').then((module) => ({ default: module.TrackingMap })));

/** Delivery orders carry their address; pickup types (takeaway, dine-in, curbside) do not. */
const isToAddress = (tracker: TrackerResponse): boolean => tracker.deliveryLocation !== null;

function Expectation({ tracker, stage }: { tracker: TrackerResponse; stage: TrackerStage }) {
  const toAddress = isToAddress(tracker);
  if (stage === 'CANCELLED') return null;
  if (stage === 'DELIVERED') {
    const at = tracker.stageTimes.DELIVERED;
    if (at === undefined) return null;
    return <p className={styles.expectation}>{(toAddress ? deliveredAt : pickedUpAt)(formatTime(at))}</p>;
  }
  return (
    <p className={styles.expectation}>
      {(toAddress ? expectedBy : readyBy)(formatTime(tracker.expectedAt))}
    </p>
  );
}

function CheckGlyph() {
  return (
    <svg viewBox="0 0 20 20" focusable="false">
      <path d="M5.5 10.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function TrackingSteps({ tracker, stage }: { tracker: TrackerResponse; stage: TrackerStage }) {
  return (
    <ol aria-label={STEPS_LABEL} className={styles.steps}>
      {trackingSteps(stage, tracker.stageTimes).map((step) => (
        <li key={step.stage} aria-current={step.current ? 'step' : undefined} className={`${styles.step} ${styles[step.state]}`}>
          <span className={styles.stepMark} aria-hidden="true">
            {step.state === 'done' ? <CheckGlyph /> : null}
          </span>
          <span className={styles.stepLabel}>
            {step.label}
            <span className="visually-hidden">, {STEP_STATE_TEXT[step.state]}</span>
          </span>
          {step.reachedAt !== null ? (
            <time className={styles.stepTime} dateTime={new Date(step.reachedAt).toISOString()}>
              {formatTime(step.reachedAt)}
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
  const { store, deliveryLocation, rider } = tracker;
  let text = pickupPlace(store.name, store.address);
  let doorstep: string | null = null;
  if (deliveryLocation !== null) {
    doorstep = doorstepAddress(deliveryLocation);
    text = rider !== null ? riderAway(formatDistanceKm(haversineKm(rider, deliveryLocation))) : deliveryRoute(store.name, doorstep);
  }
  return (
    <div className={styles.mapArea}>
      <p className={styles.mapText}>{text}</p>
      {doorstep !== null && rider !== null ? <p className={styles.mapText}>{deliverTo(doorstep)}</p> : null}
      {deliveryLocation?.landmark ? <p className={styles.mapText}>{landmarkNote(deliveryLocation.landmark)}</p> : null}
      <div className={styles.map}>
        <Suspense fallback={<Loader label={LOADING_MAP} />}>
          <TrackingMap
            store={store}
            destination={deliveryLocation === null ? null : { ...deliveryLocation, name: doorstep ?? deliveryLocation.address }}
            rider={rider === null ? null : { ...rider, name: RIDER_MARKER }}
            tileUrl={tileUrl}
          />
        </Suspense>
      </div>
    </div>
  );
}

function TrackerDetails({ tracker, stage }: { tracker: TrackerResponse; stage: TrackerStage }) {
  const guarantee = trackerGuaranteeText(stage, tracker.guaranteeMinutes);
  return (
    <>
      <Expectation tracker={tracker} stage={stage} />
      {guarantee !== null ? <p className={styles.guarantee}>{guarantee}</p> : null}
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
  const notFoundMessage = useSelector(actor, selectNotFoundMessage);
  let announcement = '';
  if (isNotAvailable) announcement = TRACKING_NOT_AVAILABLE;
  else if (tracker !== null && stage !== null) announcement = stageStatus(stage, isToAddress(tracker));
  const statusClass = stage === 'CANCELLED' ? `${styles.status} ${styles.statusCancelled}` : styles.status;

  return (
    <div className={`${card.card} ${styles.tracker}`}>
      {tracker ? <h2 className={`${card.sectionTitle} ${styles.orderHeading}`}>{orderHeading(tracker.sliceOrderId)}</h2> : null}
      {/* Always present, so a new stage (or the tracker's first answer) is announced. */}
      <p role="status" className={announcement === '' ? 'visually-hidden' : statusClass}>
        {announcement}
      </p>
      {isLoading ? <Loader label={LOADING} /> : null}
      {notFoundMessage !== null ? (
        <p role="alert" className={styles.notice}>
          {notFoundMessage}
        </p>
      ) : null}
      {hasLoadFailed ? (
        <StatusPanel
          title={LOAD_FAILED_TITLE}
          body={loadError ? `${LOAD_FAILED_BODY} ${loadError}` : LOAD_FAILED_BODY}
          retryLabel={RETRY}
          onRetry={() => actor.send({ type: 'tracker.retry' })}
        />
      ) : null}
      {tracker !== null && stage !== null ? <TrackerDetails tracker={tracker} stage={stage} /> : null}
    </div>
  );
}
