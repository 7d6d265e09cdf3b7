import { Link } from 'react-router-dom';
import { ROUTES } from '@/domain/navigation';
import { NEXT_LINKS_LABEL, ORDER_HISTORY_LINK } from './messages';
import styles from './Tracking.module.css';

/** Order history and the menu, below a tracker; `menuText` names the menu link for the page. */
export function NextLinks({ menuText }: { menuText: string }) {
  return (
    <nav aria-label={NEXT_LINKS_LABEL} className={styles.links}>
      <Link to={ROUTES.orderHistory} className={styles.secondaryLink}>
        {ORDER_HISTORY_LINK}
      </Link>
      <Link to={ROUTES.menu} className={styles.primaryLink}>
        {menuText}
      </Link>
    </nav>
  );
}
