import { useId } from 'react';
import { useSelector } from '@xstate/react';
import type { UpiMode } from '@/contract/codes';
import { TextField } from '@/components/TextField';
import { selectUpiMode, selectVpa, selectVpaError } from '@machines/paymentSelection.machine';
import type { PaymentSelectionActorRef } from './CardForm';
import { UPI_COLLECT, UPI_ID, UPI_ID_HINT, UPI_INTENT, UPI_MODES_LEGEND } from './messages';
import styles from './PaymentType.module.css';

const MODE_LABELS: Record<UpiMode, string> = { INTENT: UPI_INTENT, COLLECT: UPI_COLLECT };

/** SPEC 4 UPI modes: intent (a UPI app) or collect (a request to the customer's UPI ID). */
export function UpiFields({ actor, modes }: { actor: PaymentSelectionActorRef; modes: readonly UpiMode[] }) {
  const mode = useSelector(actor, selectUpiMode);
  const vpa = useSelector(actor, selectVpa);
  const vpaError = useSelector(actor, selectVpaError);
  const name = useId();

  return (
    <div className={styles.subForm}>
      {modes.length > 1 ? (
        <fieldset className={styles.modeSet}>
          <legend className={styles.fieldLabel}>{UPI_MODES_LEGEND}</legend>
          {modes.map((candidate) => (
            <label key={candidate} className={styles.modeOption}>
              <input
                type="radio"
                name={name}
                value={candidate}
                checked={mode === candidate}
                onChange={() => actor.send({ type: 'upi.mode', mode: candidate })}
              />
              <span>{MODE_LABELS[candidate]}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {mode === 'COLLECT' ? (
        <TextField
          label={UPI_ID}
          hint={UPI_ID_HINT}
          value={vpa}
          onChange={(value) => actor.send({ type: 'upi.vpa', vpa: value })}
          error={vpaError}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
      ) : null}
    </div>
  );
}
