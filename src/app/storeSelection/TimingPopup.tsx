import { useId, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Popup } from '@/components/Popup';
import { TextField } from '@/components/TextField';
import shell from '@/i18n/en/shell';
import { useTexts } from '@/i18n/useTexts';
import { ADVANCE_ORDER_PROCESSING_LEAD_MS, isSchedulableTime, type storeSelectionMachine } from '@machines/storeSelection.machine';
import styles from './StoreSelection.module.css';
import { MS_PER_MINUTE } from '@/domain/time';
import { DELIVERY_TYPE } from '@/domain/constants';

/** The earliest advance time offered: a few minutes past the 30-minute processing lead. */
const ADVANCE_MARGIN_MS = 5 * MS_PER_MINUTE;

const pad = (value: number) => String(value).padStart(2, '0');

/** The value format of <input type="datetime-local">, in the device's time zone. */
function toLocalInputValue(epochMs: number): string {
  const date = new Date(epochMs);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

type Choice = 'now' | 'advance';

/** SPEC 1/4: Deliver Now or Advance Order; an advance time must leave the 30-minute processing lead. */
export function TimingPopup({ actor, onCancel }: { actor: ActorRefFrom<typeof storeSelectionMachine>; onCancel: () => void }) {
  const text = useTexts(shell).t.storeSelection;
  const name = useId();
  const [choice, setChoice] = useState<Choice>('now');
  const [earliest] = useState(() => Date.now() + ADVANCE_ORDER_PROCESSING_LEAD_MS + ADVANCE_MARGIN_MS);
  const [at, setAt] = useState(() => toLocalInputValue(earliest));
  const [error, setError] = useState<string | null>(null);
  const isDelivery = actor.getSnapshot().context.deliveryType === DELIVERY_TYPE.delivery;

  const submit = () => {
    if (choice === 'now') {
      actor.send({ type: 'timing.now' });
      return;
    }
    const chosen = new Date(at).getTime();
    if (Number.isNaN(chosen) || !isSchedulableTime(chosen)) {
      setError(text.advanceTimeTooSoon);
      return;
    }
    actor.send({ type: 'timing.advance', at: chosen });
  };

  return (
    <Popup
      header={text.timingTitle}
      body={
        <>
          <fieldset className={styles.choices}>
            <legend className="visually-hidden">{text.timingTitle}</legend>
            <label className={styles.choice}>
              <input type="radio" name={name} checked={choice === 'now'} onChange={() => setChoice('now')} />
              {isDelivery ? text.deliverNow : text.pickUpNow}
            </label>
            <label className={styles.choice}>
              <input type="radio" name={name} checked={choice === 'advance'} onChange={() => setChoice('advance')} />
              {text.advanceOrder}
            </label>
          </fieldset>
          {choice === 'advance' ? (
            <>
              <p className={styles.hint}>{text.advanceHint}</p>
              <TextField
                className={styles.field}
                type="datetime-local"
                label={text.advanceTimeLabel}
                value={at}
                min={toLocalInputValue(earliest)}
                error={error}
                onChange={(value) => {
                  setAt(value);
                  setError(null);
                }}
              />
            </>
          ) : null}
        </>
      }
      leftButton={{ label: text.cancel, onClick: onCancel }}
      rightButton={{ label: text.continue, onClick: submit }}
      onClose={onCancel}
    />
  );
}
