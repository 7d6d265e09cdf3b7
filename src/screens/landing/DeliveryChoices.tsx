import { DELIVERY_CHOICES, DELIVERY_CHOICE_ORDER, type DeliveryChoice } from '@/domain/navigation';
import { t } from '@/i18n';
import { ChoiceIcon } from './ChoiceIcon';
import styles from './LandingScreen.module.css';

export interface DeliveryChoicesProps {
  disabled: boolean;
  onChoose: (choice: DeliveryChoice) => void;
}

/** The four ways to get an order, as large buttons. */
export function DeliveryChoices({ disabled, onChoose }: DeliveryChoicesProps) {
  return (
    <section aria-labelledby="choice-heading" className={styles.section}>
      <h2 id="choice-heading" className={styles.sectionTitle}>
        {t.landing.choiceHeading}
      </h2>
      <ul role="list" className={styles.choices}>
        {DELIVERY_CHOICE_ORDER.map((choice) => (
          <li key={choice}>
            <button
              type="button"
              className={styles.choice}
              disabled={disabled}
              aria-labelledby={`choice-label-${choice}`}
              aria-describedby={`choice-hint-${choice}`}
              onClick={() => onChoose(choice)}
            >
              <span className={styles.choiceIcon}>
                <ChoiceIcon choice={choice} />
              </span>
              <span id={`choice-label-${choice}`} className={styles.choiceLabel}>{DELIVERY_CHOICES[choice].label}</span>
              <span id={`choice-hint-${choice}`} className={styles.choiceHint}>
                {t.landing.choiceHints[choice]}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
