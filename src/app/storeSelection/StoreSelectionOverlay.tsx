import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Loader } from '@/components/Loader';
import { Popup } from '@/components/Popup';
import shell from '@/i18n/en/shell';
import { useMessages } from '@/i18n/useMessages';
import { useTexts } from '@/i18n/useTexts';
import { selectIsBusy, selectMessage, type StoreSelectionSnapshot, type storeSelectionMachine } from '@machines/storeSelection.machine';
import { TimingPopup } from './TimingPopup';
import { VehiclePopup } from './VehiclePopup';
import styles from './StoreSelection.module.css';

export interface StoreSelectionOverlayProps {
  actor: ActorRefFrom<typeof storeSelectionMachine>;
  /** A point waits for timing or vehicle details. */
  asking: boolean;
  onCancel: () => void;
}

type Step = 'timing' | 'vehicle' | 'storeUnavailable' | 'notDeliverable' | 'failed' | 'saveFailed' | null;

function stepOf(snapshot: StoreSelectionSnapshot): Step {
  if (snapshot.matches('choosingTiming')) return 'timing';
  if (snapshot.matches('enteringVehicle')) return 'vehicle';
  if (snapshot.matches('storeUnavailable')) return 'storeUnavailable';
  if (snapshot.matches('notDeliverable')) return 'notDeliverable';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('saveFailed')) return 'saveFailed';
  return null;
}

/** What the store selection shows over the screen that started it. */
export function StoreSelectionOverlay({ actor, asking, onCancel }: StoreSelectionOverlayProps) {
  const step = useSelector(actor, stepOf);
  const busy = useSelector(actor, selectIsBusy);
  const message = useSelector(actor, selectMessage);
  const text = useTexts(shell).t.storeSelection;
  const say = useMessages();
  const words = message ? say(message) : null;

  if (busy) return <Loader label={text.finding} fullPage />;
  switch (step) {
    case 'timing':
      return asking ? <TimingPopup actor={actor} onCancel={onCancel} /> : null;
    case 'vehicle':
      return asking ? <VehiclePopup actor={actor} onCancel={onCancel} /> : null;
    case 'storeUnavailable':
      return <Popup alert header={text.storeProblemHeader} body={words} onClose={() => actor.send({ type: 'popup.dismiss' })} />;
    case 'notDeliverable':
      // The state ends with the next lookup; until then the message stays on the screen, not in the way.
      return (
        <p role="alert" className={styles.toast}>
          {words}
        </p>
      );
    case 'failed':
    case 'saveFailed':
      return (
        <p role="alert" className={styles.toast}>
          {words}{' '}
          <button type="button" className={styles.toastAction} onClick={() => actor.send({ type: 'store.retry' })}>
            {text.retry}
          </button>
        </p>
      );
    default:
      return null;
  }
}
