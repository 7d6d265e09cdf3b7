import { Link } from 'react-router-dom';
import { ROUTES } from '@/domain/navigation';
import { NEXT_LINKS_LABEL, ORDER_HISTORY_LINK } from './messages';
import card from '@/styles/card.module.css';

/** Order history and the menu, below a tracker; `menuText` names the menu link for the page. */
export function NextLinks({ menuText }: { menuText: string }) {
  return (
    <nav aria-label={NEXT_LINKS_LABEL} className={card.actions}>
      <Link to={ROUTES.orderHistory} className={card.secondaryLink}>
        {ORDER_HISTORY_LINK}
      </Link>
      <Link to={ROUTES.menu} className={card.primaryLink}>
        {menuText}
      </Link>
    </nav>
  );
}
