import { Link } from 'react-router-dom';
import type { Deal } from '@/contract/cart';
import { BusyButton } from '@/components/BusyButton';
import offersTexts from '@/i18n/en/offers';
import { useTexts } from '@/i18n/useTexts';
import { tncOffersRoute } from './links';
import { useDealConditions } from './useDealConditions';
import styles from './OffersScreen.module.css';

export interface DealCardProps {
  deal: Deal;
  /** The cart is applying this deal's code. */
  applying: boolean;
  /** The Apply button may be pressed (no other deal is being applied and the cart can take a code). */
  canApply: boolean;
  /** The cart's message when it refused this deal's code, in words; null otherwise. */
  error: string | null;
  onApply: (code: string) => void;
}

/** One offer: its code, what it gives, its conditions, a link to its terms and a button to apply it. */
export function DealCard({ deal, applying, canApply, error, onApply }: DealCardProps) {
  const { t, fill } = useTexts(offersTexts);
  const titleId = `deal-${deal.code}`;
  const errorId = `deal-${deal.code}-error`;
  const conditions = useDealConditions(deal);

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <p className={styles.code}>
        <span className="visually-hidden">{`${t.codeLabel} `}</span>
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
        <Link to={tncOffersRoute(deal.code)} className={styles.tncLink} aria-label={fill(t.tncLinkLabel, { title: deal.title })}>
          {t.tncLink}
        </Link>
        <BusyButton
          busy={applying}
          busyLabel={fill(t.applying, { code: deal.code })}
          disabled={!canApply}
          aria-label={fill(t.applyCode, { code: deal.code })}
          aria-describedby={error ? errorId : undefined}
          className={styles.apply}
          onClick={() => onApply(deal.code)}
        >
          {t.apply}
        </BusyButton>
      </div>
    </article>
  );
}
