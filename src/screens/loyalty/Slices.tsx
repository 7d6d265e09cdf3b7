import { useId } from 'react';
import { POINTS_PER_FREE_ITEM, slicesOf } from '@/domain/loyalty';
import loyaltyTexts from '@/i18n/en/loyalty';
import { useTexts } from '@/i18n/useTexts';
import card from '@/styles/card.module.css';
import styles from './PizzaLoyalty.module.css';

const CENTRE = 50;
const RADIUS = 46;

/** The corner of slice `index` of `total` on the pizza's edge, clockwise from the top. */
function edgePoint(index: number, total: number): string {
  const angle = (2 * Math.PI * index) / total - Math.PI / 2;
  return `${CENTRE + RADIUS * Math.cos(angle)} ${CENTRE + RADIUS * Math.sin(angle)}`;
}

/** A pizza cut into `total` slices, `filled` of them cheesy; the words beside it say the same. */
function PizzaPicture({ filled, total }: { filled: number; total: number }) {
  return (
    <svg viewBox="0 0 100 100" className={styles.pizza} aria-hidden="true" focusable="false">
      <circle cx={CENTRE} cy={CENTRE} r={RADIUS + 2} fill="var(--color-crust)" />
      {Array.from({ length: total }, (_, index) => (
        <path
          key={index}
          d={`M${CENTRE} ${CENTRE} L${edgePoint(index, total)} A${RADIUS} ${RADIUS} 0 0 1 ${edgePoint(index + 1, total)} Z`}
          fill={index < filled ? 'var(--color-cheese)' : 'var(--color-surface-sunken)'}
          stroke="var(--color-surface)"
          strokeWidth="1.5"
        />
      ))}
    </svg>
  );
}

/**
 * SPEC 9 progress as slices: points / earnPointsPerOrder, a free regular pizza every POINTS_PER_FREE_ITEM points. A
 * whole pizza whose free item is ready to use shows whole, not as the next one's empty start.
 */
export function Slices({ points, earnPointsPerOrder, freeItems }: { points: number; earnPointsPerOrder: number; freeItems: number }) {
  const { t, fill } = useTexts(loyaltyTexts);
  const headingId = useId();
  const perPizza = slicesOf(POINTS_PER_FREE_ITEM, earnPointsPerOrder);
  const collected = slicesOf(points, earnPointsPerOrder);
  const remainder = perPizza > 0 ? collected % perPizza : 0;
  const whole = freeItems > 0 && collected > 0 && remainder === 0;
  const filled = whole ? perPizza : remainder;
  return (
    <section aria-labelledby={headingId} className={`${card.card} ${styles.section}`}>
      <h2 id={headingId} className={card.sectionTitle}>
        {t.slices.heading}
      </h2>
      <div className={styles.slices}>
        <PizzaPicture filled={filled} total={perPizza} />
        <p className={styles.sliceText}>
          <span className={styles.factTitle}>{fill(t.slices.total, { count: collected })}</span>
          {whole ? (
            <span>{fill(t.slices.whole, { total: perPizza })}</span>
          ) : (
            <>
              <span>{fill(t.slices.label, { filled, total: perPizza })}</span>
              <span className={card.note}>{fill(t.slices.toGo, { count: perPizza - filled })}</span>
            </>
          )}
        </p>
      </div>
    </section>
  );
}
