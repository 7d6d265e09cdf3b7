import { Link } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { useCartActor } from '@/app/cartActor';
import { ROUTES } from '@/domain/navigation';
import { selectItemCount } from '@machines/cart.machine';
import common from '@/i18n/en/common';
import { useTexts } from '@/i18n/useTexts';
import styles from './CartButton.module.css';

/** A link to /cart with a cart icon and the number of items (for headers and the menu). */
export function CartButton() {
  const count = useSelector(useCartActor(), selectItemCount);
  const { t, fill } = useTexts(common);
  return (
    <Link to={ROUTES.cart} className={styles.button} aria-label={fill(t.cartLink, { count })}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M3 4h2.2l2.4 11h10.2l2-8H6.4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.9"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9.5" cy="19" r="1.6" fill="currentColor" />
        <circle cx="16.5" cy="19" r="1.6" fill="currentColor" />
      </svg>
      {count > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
