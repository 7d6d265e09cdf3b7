import { useId } from 'react';
import loyaltyTexts from '@/i18n/en/loyalty';
import { useTexts } from '@/i18n/useTexts';
import card from '@/styles/card.module.css';
import styles from './PizzaLoyalty.module.css';

/** SPEC 9 loyalty rules in plain words. */
export function Rules() {
  const { t } = useTexts(loyaltyTexts);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`${card.card} ${styles.section}`}>
      <h2 id={headingId} className={card.sectionTitle}>
        {t.rules.heading}
      </h2>
      <ul className={styles.rules}>
        <li>{t.rules.earn}</li>
        <li>{t.rules.credit}</li>
        <li>{t.rules.usable}</li>
        <li>{t.rules.freePizza}</li>
        <li>{t.rules.value}</li>
        <li>{t.rules.slice}</li>
      </ul>
    </section>
  );
}
