import type { RailOrder } from '@/contract/rail';
import railTexts from '@/i18n/en/rail';
import { useTexts } from '@/i18n/useTexts';
import card from '@/styles/card.module.css';
import styles from './Rail.module.css';

/** The code the passenger shows the delivery agent at the seat; none before confirmation or once the order was cancelled or not delivered. */
export function DeliveryCode({ order }: { order: RailOrder }) {
  const { t } = useTexts(railTexts);
  if (order.deliveryCode === null || order.state === 'CANCELLED' || order.state === 'UNDELIVERED') return null;
  return (
    <section className={`${card.card} ${styles.code}`} aria-labelledby="delivery-code-label">
      <h2 id="delivery-code-label" className={card.sectionTitle}>
        {t.order.deliveryCodeLabel}
      </h2>
      <p className={styles.codeValue} translate="no">
        {order.deliveryCode}
      </p>
      <p className={card.note}>{t.order.deliveryCodeNote}</p>
    </section>
  );
}
