import { Link } from 'react-router-dom';
import { ROUTES } from '@/domain/navigation';
import trackingTexts from '@/i18n/en/tracking';
import { useTexts } from '@/i18n/useTexts';
import card from '@/styles/card.module.css';

/** Order history and the menu, below a tracker; `menuText` names the menu link for the page. */
export function NextLinks({ menuText }: { menuText: string }) {
  const { t } = useTexts(trackingTexts);
  return (
    <nav aria-label={t.next.label} className={card.actions}>
      <Link to={ROUTES.orderHistory} className={card.secondaryLink}>
        {t.next.orderHistory}
      </Link>
      <Link to={ROUTES.menu} className={card.primaryLink}>
        {menuText}
      </Link>
    </nav>
  );
}
