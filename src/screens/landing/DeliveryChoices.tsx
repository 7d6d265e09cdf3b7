import { DELIVERY_CHOICE_ORDER, type DeliveryChoice } from '@/domain/navigation';
import landingTexts from '@/i18n/en/landing';
import { useTexts } from '@/i18n/useTexts';
import { ChoiceIcon } from './ChoiceIcon';
import styles from './LandingScreen.module.css';

export interface DeliveryChoicesProps {
  disabled: boolean;
  onChoose: (choice: DeliveryChoice) => void;
}

/** The four ways to get an order, as large buttons named by their label and described by their hint. */
export function DeliveryChoices({ disabled, onChoose }: DeliveryChoicesProps) {
  const { t } = useTexts(landingTexts);
  return (
    <section aria-labelledby="choice-heading" className={styles.section}>
      <h2 id="choice-heading" className={styles.sectionTitle}>
        {t.choiceHeading}
      </h2>
      <ul role="list" className={styles.choices}>
        {DELIVERY_CHOICE_ORDER.map((choice) => (
          <li key={choice}>
            <button
              type="button"
              className={styles.choice}
              disabled={disabled}
              aria-describedby={`choice-hint-${choice}`}
              onClick={() => onChoose(choice)}
            >
              <span className={styles.choiceIcon}>
                <ChoiceIcon choice={choice} />
              </span>
              <span className={styles.choiceLabel}>{t.choices[choice].label}</span>
              <span id={`choice-hint-${choice}`} className={styles.choiceHint} aria-hidden="true">
                {t.choices[choice].hint}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
