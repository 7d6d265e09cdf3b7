import type { KeyboardEvent } from 'react';
import type { EdvDeal } from '@/api/contract';
import { rupees } from '@/domain/cart';
import { DEALS_LABEL, eachLabel } from './messages';
import styles from './EdvScreen.module.css';

export const dealTabId = (dealId: string): string => `edv-tab-${dealId}`;
export const DEAL_PANEL_ID = 'edv-panel';

export interface DealTabsProps {
  deals: EdvDeal[];
  selectedId: string | null;
  onSelect: (dealId: string) => void;
}

/** Next tab index for the WAI-ARIA tabs keys: arrows wrap around, Home and End jump to the ends. */
function targetIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** The deals as tabs: each card names the deal and its price per pizza. */
export function DealTabs({ deals, selectedId, onSelect }: DealTabsProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = targetIndex(event.key, index, deals.length);
    const deal = next === null ? undefined : deals[next];
    if (!deal) return;
    event.preventDefault();
    onSelect(deal.dealId);
    document.getElementById(dealTabId(deal.dealId))?.focus();
  };

  return (
    <div role="tablist" aria-label={DEALS_LABEL} className={styles.tabs}>
      {deals.map((deal, index) => {
        const selected = deal.dealId === selectedId;
        return (
          <button
            key={deal.dealId}
            id={dealTabId(deal.dealId)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={DEAL_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(deal.dealId)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <span className={styles.tabPrice}>{eachLabel(rupees(deal.pricePerPizza))}</span>
            <span className={styles.tabTitle}>{deal.title}</span>
          </button>
        );
      })}
    </div>
  );
}
