import { useId } from 'react';
import { useSelector } from '@xstate/react';
import type { UpiMode } from '@/contract/codes';
import { TextField } from '@/components/TextField';
import { selectUpiMode, selectVpa, selectVpaError } from '@machines/paymentSelection.machine';
import type { PaymentSelectionActorRef } from './CardForm';
import paymentTexts from '@/i18n/en/payment';
import { useTexts } from '@/i18n/useTexts';
import styles from './PaymentType.module.css';

const MODE_KEYS: Record<UpiMode, 'intent' | 'collect'> = { INTENT: 'intent', COLLECT: 'collect' };

/** SPEC 4 UPI modes: intent (a UPI app) or collect (a request to the customer's UPI ID). */
export function UpiFields({ actor, modes }: { actor: PaymentSelectionActorRef; modes: readonly UpiMode[] }) {
  const mode = useSelector(actor, selectUpiMode);
  const vpa = useSelector(actor, selectVpa);
  const vpaError = useSelector(actor, selectVpaError);
  const name = useId();
  const { t } = useTexts(paymentTexts);

  return (
    <div className={styles.subForm}>
      {modes.length > 0 ? (
        <fieldset className={styles.modeSet}>
          <legend className={styles.fieldLabel}>{t.upi.modesLegend}</legend>
          {modes.map((candidate) => (
            <label key={candidate} className={styles.modeOption}>
              <input
                type="radio"
                name={name}
                value={candidate}
                checked={mode === candidate}
                onChange={() => actor.send({ type: 'upi.mode', mode: candidate })}
              />
              <span>{t.upi[MODE_KEYS[candidate]]}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {mode === 'COLLECT' ? (
        <TextField
          label={t.upi.id}
          hint={t.upi.idHint}
          value={vpa}
          onChange={(value) => actor.send({ type: 'upi.vpa', vpa: value })}
          error={vpaError ? t.upi.invalid : null}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
      ) : null}
    </div>
  );
}
