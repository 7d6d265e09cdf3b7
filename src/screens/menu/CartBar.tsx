import { Link } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { useCartActor } from '@/app/cartActor';
import { ROUTES } from '@/domain/navigation';
import menuTexts from '@/i18n/en/menu';
import { useTexts } from '@/i18n/useTexts';
import { selectCart, selectItemCount, type CartSnapshot } from '@machines/cart.machine';
import styles from './MenuScreen.module.css';

/** Items after discount, before tax and charges (SPEC 3 price), paise. */
const selectItemsPrice = (snapshot: CartSnapshot): number => selectCart(snapshot)?.price ?? 0;

/** A bar fixed to the bottom of the screen once the cart has items: how many, their price, and the way to the cart. */
export function CartBar() {
  const { t, fill, rupees } = useTexts(menuTexts);
  const cart = useCartActor();
  const count = useSelector(cart, selectItemCount);
  const price = useSelector(cart, selectItemsPrice);
  if (count === 0) return null;
  return (
    <aside className={styles.cartBar} aria-label={t.cartBarLabel}>
      <Link to={ROUTES.cart} className={styles.cartBarLink}>
        <span className={styles.cartBarSummary}>
          <span>{fill(t.itemCount, { count })}</span>
          <span aria-hidden="true">·</span>
          <strong>{rupees(price)}</strong>
        </span>
        <span className={styles.cartBarAction}>
          {t.viewCart}
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="m9 6 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
      </Link>
    </aside>
  );
}
