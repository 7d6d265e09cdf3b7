import feedbackTexts from '@/i18n/en/feedback';
import { useTexts } from '@/i18n/useTexts';
import type { FeedbackStep } from '@machines/feedback.machine';
import styles from './Feedback.module.css';

const STEPS: readonly FeedbackStep[] = ['login', 'selectOrder', 'submitFeedback'];

/** SPEC 2 feedback steps: Login, Select Order, Submit Feedback, the current one marked. */
export function FeedbackSteps({ current }: { current: FeedbackStep }) {
  const { t } = useTexts(feedbackTexts);
  const at = STEPS.indexOf(current);
  return (
    <ol className={styles.steps} aria-label={t.stepsLabel}>
      {STEPS.map((step, index) => (
        <li
          key={step}
          className={[styles.step, index <= at ? styles.stepDone : ''].filter(Boolean).join(' ')}
          aria-current={step === current ? 'step' : undefined}
        >
          <span className={styles.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          {t.steps[step]}
        </li>
      ))}
    </ol>
  );
}
