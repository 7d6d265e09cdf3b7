import { Link } from 'react-router-dom';
import type { Deal } from '@/contract/cart';
import { BusyButton } from '@/components/BusyButton';
import { rupees } from '@/domain/cart';
import { tncOffersRoute } from './links';
import {
  APPLY,
  applyingStatus,
  CODE_LABEL,
  FIRST_ORDER_ONLY,
  minOrderLabel,
  onlyWithLabel,
  TNC_LINK,
  tncLinkLabel,
} from './messages';
import styles from './OffersScreen.module.css';

export interface DealCardProps {
  deal: Deal;
  /** The cart is applying this deal's code. */
  applying: boolean;
  /** The Apply button may be pressed (no other deal is being applied and the cart can take a code). */
  canApply: boolean;
  /** The cart's message when it refused this deal's code; null otherwise. */
  error: string | null;
  onApply: (code: string) => void;
}

/** One offer: its code, what it gives, its conditions, a link to its terms and a button to apply it. */
export function DealCard({ deal, applying, canApply, error, onApply }: DealCardProps) {
  const titleId = `deal-${deal.code}`;
  const errorId = `deal-${deal.code}-error`;
  const conditions = [
    deal.minOrderValue > 0 ? minOrderLabel(rupees(deal.minOrderValue)) : null,
    deal.paymentOptions.length > 0 ? onlyWithLabel(deal.paymentOptions) : null,
    deal.firstOrderOnly ? FIRST_ORDER_ONLY : null,
  ].filter((condition): condition is string => condition !== null);

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <p className={styles.code}>
        <span className="visually-hidden">{`${CODE_LABEL} `}</span>
        {deal.code}
      </p>
      <h2 id={titleId} className={styles.cardTitle}>
        {deal.title}
      </h2>
      <p className={styles.cardDescription}>{deal.description}</p>
      {conditions.length > 0 ? (
        <ul role="list" className={styles.conditions}>
          {conditions.map((condition) => (
            <li key={condition} className={styles.condition}>
              {condition}
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.cardActions}>
        <Link to={tncOffersRoute(deal.code)} className={styles.tncLink} aria-label={tncLinkLabel(deal.title)}>
          {TNC_LINK}
        </Link>
        <BusyButton
          busy={applying}
          busyLabel={applyingStatus(deal.code)}
          disabled={!canApply}
          aria-label={`${APPLY} ${deal.code}`}
          aria-describedby={error ? errorId : undefined}
          className={styles.apply}
          onClick={() => onApply(deal.code)}
        >
          {APPLY}
        </BusyButton>
      </div>
    </article>
  );
}
