import { useEffect, useEffectEvent, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Loader } from '@/components/Loader';
import { Popup } from '@/components/Popup';
import {
  LocationFailure,
  selectError,
  selectHasPopup,
  selectIsBusy,
  selectIsCurrentLocationPopup,
  selectNotice,
  type LocationInput,
  type locationMachine,
  type LocationSnapshot,
} from '@machines/location.machine';
import { CrosshairIcon } from './icons';
import {
  CURRENT_LOCATION_HEADER,
  currentLocationBody,
  DETECT_LOCATION_HINT,
  DETECTING_LOCATION,
  RETRY_LOCATION,
  SEARCH_MANUALLY,
} from './messages';
import styles from './LocationSearchScreen.module.css';
import { useMessages } from '@/i18n/useMessages';

export interface DetectButtonProps {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

/** SPEC 2: 'Use current location' / 'Detect location'. */
export function DetectButton({ label, onClick, disabled = false }: DetectButtonProps) {
  return (
    <button type="button" className={styles.detect} onClick={onClick} disabled={disabled}>
      <span className={styles.detectIcon}>
        <CrosshairIcon />
      </span>
      <span className={styles.rowText}>
        <span className={styles.detectLabel}>{label}</span>
        <span className={styles.rowDetail}>{DETECT_LOCATION_HINT}</span>
      </span>
    </button>
  );
}

export interface LocationDetectorProps {
  machine: typeof locationMachine;
  input: LocationInput;
  label: string;
  /** Carries out the machine's `navigate`. */
  onNavigate: (to: string) => void;
  /** The customer is back on the page without a position: the search is what is left. */
  onSearchInstead: () => void;
}

const selectReason = (snapshot: LocationSnapshot): LocationFailure['reason'] | null => {
  const error = selectError(snapshot);
  return error instanceof LocationFailure ? error.reason : null;
};
const selectCanDetect = (snapshot: LocationSnapshot) => snapshot.can({ type: 'location.detect' });
const selectIsIdle = (snapshot: LocationSnapshot) => snapshot.matches('idle');

/**
 * One location actor, created when this mounts (SPEC 4: on start the position is requested): the
 * button, the loader while detecting, the denied notice and the current-location popup.
 */
export function LocationDetector({ machine, input, label, onNavigate, onSearchInstead }: LocationDetectorProps) {
  const actor = useActorRef(machine, { input });
  const isBusy = useSelector(actor, selectIsBusy);
  const hasPopup = useSelector(actor, selectHasPopup);
  const isIdle = useSelector(actor, selectIsIdle);
  const notice = useSelector(actor, selectNotice);
  const say = useMessages();
  const isCurrentLocationPopup = useSelector(actor, selectIsCurrentLocationPopup);
  const reason = useSelector(actor, selectReason);
  const canDetect = useSelector(actor, selectCanDetect);
  const navigate = useEffectEvent((to: string) => onNavigate(to));
  const searchInstead = useEffectEvent(() => onSearchInstead());
  const hadPopup = useRef(false);

  useEffect(() => {
    const subscription = actor.on('navigate', ({ to }) => navigate(to));
    return () => subscription.unsubscribe();
  }, [actor]);

  // A popup closed without a position (dismissed, or search chosen): the search field takes over.
  // This runs after the popup has given focus back to where it was, so the field keeps it.
  useEffect(() => {
    if (hadPopup.current && !hasPopup && isIdle) searchInstead();
    hadPopup.current = hasPopup;
  }, [hasPopup, isIdle]);

  const dismiss = () => actor.send({ type: 'popup.dismiss' });

  return (
    <>
      <DetectButton label={label} onClick={() => actor.send({ type: 'location.detect' })} disabled={!canDetect} />
      {isBusy ? (
        <div className={styles.detecting}>
          <Loader label={DETECTING_LOCATION} />
          <p className={styles.detectingText} aria-hidden="true">
            {DETECTING_LOCATION}
          </p>
        </div>
      ) : null}
      {notice ? (
        <Popup
          alert
          header={say(notice.header)}
          body={<p>{say(notice.body)}</p>}
          rightButton={{ label: say(notice.button), onClick: dismiss }}
          onClose={dismiss}
        />
      ) : null}
      {isCurrentLocationPopup ? (
        <Popup
          header={CURRENT_LOCATION_HEADER}
          body={<p>{currentLocationBody(reason)}</p>}
          leftButton={{ label: SEARCH_MANUALLY, onClick: () => actor.send({ type: 'location.search' }) }}
          rightButton={{ label: RETRY_LOCATION, onClick: () => actor.send({ type: 'location.retry' }) }}
          onClose={dismiss}
        />
      ) : null}
    </>
  );
}
