import type { MenuCategory } from '@/contract/menu';
import { TabList } from '@/components/TabList';
import { FAVOURITES_CATEGORY_ID } from '@/domain/menu';
import menuTexts from '@/i18n/en/menu';
import { useTexts } from '@/i18n/useTexts';
import styles from './MenuScreen.module.css';

export const tabId = (categoryId: number): string => `menu-tab-${categoryId}`;
export const PANEL_ID = 'menu-panel';

export interface CategoryTabsProps {
  categories: MenuCategory[];
  selectedId: number | null;
  onSelect: (categoryId: number) => void;
}

const categoryIdOf = (category: MenuCategory): number => category.categoryId;

/** A horizontally scrolling row of category tabs; the selected one is kept in view. */
export function CategoryTabs({ categories, selectedId, onSelect }: CategoryTabsProps) {
  const { t } = useTexts(menuTexts);
  return (
    <div className={styles.tabsBar}>
      <TabList
        items={categories}
        idOf={categoryIdOf}
        selectedId={selectedId}
        onSelect={onSelect}
        tabIdOf={tabId}
        panelId={PANEL_ID}
        label={t.categoriesLabel}
        className={styles.tabs}
        tabClassName={styles.tab}
        renderTab={(category) => (category.categoryId === FAVOURITES_CATEGORY_ID ? t.favouritesTab : category.categoryName)}
        keepSelectedInView
      />
    </div>
  );
}
