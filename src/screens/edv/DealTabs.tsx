import type { EdvDeal } from '@/contract/menu';
import { TabList } from '@/components/TabList';
import edvTexts from '@/i18n/en/edv';
import { useTexts } from '@/i18n/useTexts';
import styles from './EdvScreen.module.css';

export const dealTabId = (dealId: string): string => `edv-tab-${dealId}`;
export const DEAL_PANEL_ID = 'edv-panel';

export interface DealTabsProps {
  deals: EdvDeal[];
  selectedId: string | null;
  onSelect: (dealId: string) => void;
}

const dealIdOf = (deal: EdvDeal): string => deal.dealId;

/** The deals as tabs: each card names the deal and its price per pizza. */
export function DealTabs({ deals, selectedId, onSelect }: DealTabsProps) {
  const { t, fill, rupees } = useTexts(edvTexts);
  return (
    <TabList
      items={deals}
      idOf={dealIdOf}
      selectedId={selectedId}
      onSelect={onSelect}
      tabIdOf={dealTabId}
      panelId={DEAL_PANEL_ID}
      label={t.dealsLabel}
      className={styles.tabs}
      tabClassName={styles.tab}
      renderTab={(deal) => (
        <>
          <span className={styles.tabPrice}>{fill(t.pricePerPizza, { price: rupees(deal.pricePerPizza) })}</span>
          <span className={styles.tabTitle}>{deal.title}</span>
        </>
      )}
    />
  );
}
