import { useEffect, useEffectEvent, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useMachineLogic } from '@/app/machineLogic';
import { Loader } from '@/components/Loader';
import { Popup } from '@/components/Popup';
import locationSearchTexts from '@/i18n/en/locationSearch';
import { useTexts } from '@/i18n/useTexts';
import {
  LocationFailure,
  selectError,
  selectHasPopup,
  selectIsBusy,
  selectIsCurrentLocationPopup,
  selectNotice,
  type LocationInput,
  locationMachine,
  type LocationSnapshot,
} from '@machines/location.machine';
import { CrosshairIcon } from './icons';
import styles from './LocationSearchScreen.module.css';
import { useMessages } from '@/i18n/useMessages';

export interface DetectButtonProps {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

/** SPEC 2: 'Use current location' / 'Detect location'. */
export function DetectButton({ label, onClick, disabled = false }: DetectButtonProps) {
  const { t } = useTexts(locationSearchTexts);
  return (
    <button type="button" className={styles.detect} onClick={onClick} disabled={disabled}>
      <span className={styles.detectIcon}>
        <CrosshairIcon />
      </span>
      <span className={styles.rowText}>
        <span className={styles.detectLabel}>{label}</span>
        <span className={styles.rowDetail}>{t.detectLocationHint}</span>
      </span>
    </button>
  );
}

export interface LocationDetectorProps {
  input: LocationInput;
  label: string;
  /** Carries out the machine's `navigation.requested`. */
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
export function LocationDetector({ input, label, onNavigate, onSearchInstead }: LocationDetectorProps) {
  const { t } = useTexts(locationSearchTexts);
  const actor = useActorRef(useMachineLogic(locationMachine), { input });
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
    const subscription = actor.on('navigation.requested', ({ to }) => navigate(to));
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
          <Loader label={t.detectingLocation} />
          <p className={styles.detectingText} aria-hidden="true">
            {t.detectingLocation}
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
          header={t.currentLocationHeader}
          body={<p>{reason === null ? t.searchManuallyAsk : `${t.currentLocationReason[reason]} ${t.searchManuallyAsk}`}</p>}
          leftButton={{ label: t.searchManually, onClick: () => actor.send({ type: 'location.search' }) }}
          rightButton={{ label: t.retryLocation, onClick: () => actor.send({ type: 'location.retry' }) }}
          onClose={dismiss}
        />
      ) : null}
    </>
  );
}
