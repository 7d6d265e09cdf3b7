import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { MenuCategory } from '@/api/contract';
import { CATEGORIES_LABEL } from './messages';
import styles from './MenuScreen.module.css';

export const tabId = (categoryId: number): string => `menu-tab-${categoryId}`;
export const PANEL_ID = 'menu-panel';

export interface CategoryTabsProps {
  categories: MenuCategory[];
  selectedId: number | null;
  onSelect: (categoryId: number) => void;
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

/** A horizontally scrolling row of category tabs; the selected one is kept in view. */
export function CategoryTabs({ categories, selectedId, onSelect }: CategoryTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (selectedId === null) return;
    const tab = listRef.current?.querySelector<HTMLElement>(`#${tabId(selectedId)}`);
    // jsdom has no scrolling; browsers centre the tab without moving the page.
    if (typeof tab?.scrollIntoView === 'function') tab.scrollIntoView({ block: 'nearest', inline: 'center', behavior: 'smooth' });
  }, [selectedId]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = targetIndex(event.key, index, categories.length);
    const category = next === null ? undefined : categories[next];
    if (!category) return;
    event.preventDefault();
    onSelect(category.categoryId);
    listRef.current?.querySelector<HTMLElement>(`#${tabId(category.categoryId)}`)?.focus();
  };

  return (
    <div className={styles.tabsBar}>
      <div ref={listRef} role="tablist" aria-label={CATEGORIES_LABEL} className={styles.tabs}>
        {categories.map((category, index) => {
          const selected = category.categoryId === selectedId;
          return (
            <button
              key={category.categoryId}
              id={tabId(category.categoryId)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={PANEL_ID}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => onSelect(category.categoryId)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {category.categoryName}
            </button>
          );
        })}
      </div>
    </div>
  );
}
