import type { RailOrder } from '@/contract/rail';
import { RAIL_STATES, type RailState } from '@/domain/rail';
import railTexts from '@/i18n/en/rail';
import { useTexts } from '@/i18n/useTexts';
import styles from './Rail.module.css';

/** SPEC 4: the rail states an order moves through; UNDELIVERED and CANCELLED end it instead. */
const STEPS: readonly RailState[] = ['PLACED', 'CONFIRMED', 'PREPARED', 'OUTFORDELIVERY', 'DELIVERED'];

type StepState = 'done' | 'active' | 'upcoming';

function stepState(step: RailState, order: RailOrder): StepState {
  const reached = order.stateCode;
  const code = RAIL_STATES[step];
  if (code < reached || (code === reached && step === 'DELIVERED')) return 'done';
  return code === reached ? 'active' : 'upcoming';
}

const STEP_CLASS: Record<StepState, string | undefined> = { done: styles.stepDone, active: styles.stepActive, upcoming: undefined };

/** The step tracker over PLACED to DELIVERED; an order that ended otherwise shows its end state instead. */
export function RailSteps({ order }: { order: RailOrder }) {
  const { t } = useTexts(railTexts);
  if (order.stateCode > RAIL_STATES.DELIVERED) {
    return <p className={styles.alert}>{order.state === 'UNDELIVERED' ? t.order.undelivered : t.order.cancelled}</p>;
  }
  return (
    <ol className={styles.steps} aria-label={t.order.stepsLabel}>
      {STEPS.map((step) => {
        const state = stepState(step, order);
        return (
          <li
            key={step}
            className={[styles.step, STEP_CLASS[state]].filter(Boolean).join(' ')}
            aria-current={state === 'active' ? 'step' : undefined}
          >
            <span>{t.states[step]}</span>
            <span className="visually-hidden">{`, ${t.order.stepStates[state]}`}</span>
          </li>
        );
      })}
    </ol>
  );
}
