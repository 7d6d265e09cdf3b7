import { useId, type ChangeEvent } from 'react';
import { FOOD_FILTERS, type FoodFilter, type MenuSort } from '@/domain/menu';
import menuTexts from '@/i18n/en/menu';
import { useTexts } from '@/i18n/useTexts';
import styles from './MenuScreen.module.css';

/** SPEC 9 sort options in the order offered; `menu` keeps menu order. */
const SORT_OPTIONS: { value: keyof typeof menuTexts.texts.sorts; sort: MenuSort | null }[] = [
  { value: 'menu', sort: null },
  { value: 'priceLowToHigh', sort: { key: 'price', order: 'lowToHigh' } },
  { value: 'priceHighToLow', sort: { key: 'price', order: 'highToLow' } },
  { value: 'discountHighToLow', sort: { key: 'discount', order: 'highToLow' } },
  { value: 'discountLowToHigh', sort: { key: 'discount', order: 'lowToHigh' } },
];

const FILTER_OPTIONS: { filter: FoodFilter; label: keyof typeof menuTexts.texts.foodFilters; mark?: 'veg' | 'nonVeg' }[] = [
  { filter: FOOD_FILTERS.all, label: 'all' },
  { filter: FOOD_FILTERS.veg, label: 'veg', mark: 'veg' },
  { filter: FOOD_FILTERS.nonVeg, label: 'nonVeg', mark: 'nonVeg' },
];

function sortValueOf(sort: MenuSort | null): string {
  return SORT_OPTIONS.find((option) => option.sort?.key === sort?.key && option.sort?.order === sort?.order)?.value ?? 'menu';
}

export interface MenuToolbarProps {
  vegOnly: boolean;
  filter: FoodFilter;
  sort: MenuSort | null;
  onFilter: (filter: FoodFilter) => void;
  onSort: (sort: MenuSort | null) => void;
}

/** Veg / non-veg / all (hidden in veg-only mode, which says so instead) and the sort order. */
export function MenuToolbar({ vegOnly, filter, sort, onFilter, onSort }: MenuToolbarProps) {
  const { t } = useTexts(menuTexts);
  const sortId = useId();
  const onSortChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = SORT_OPTIONS.find((option) => option.value === event.target.value);
    onSort(chosen?.sort ?? null);
  };
  return (
    <div className={styles.toolbar}>
      {vegOnly ? (
        <p className={styles.vegOnly} title={t.vegOnlyNote}>
          <span aria-hidden="true" className={styles.vegMark} />
          <span>{t.vegOnlyBadge}</span>
          <span className="visually-hidden">{`: ${t.vegOnlyNote}`}</span>
        </p>
      ) : (
        <div role="group" aria-label={t.filterLabel} className={styles.filters}>
          {FILTER_OPTIONS.map((option) => (
            <button
              key={option.filter}
              type="button"
              aria-pressed={filter === option.filter}
              className={styles.filter}
              onClick={() => onFilter(option.filter)}
            >
              {option.mark ? <span aria-hidden="true" className={option.mark === 'veg' ? styles.vegMark : styles.nonVegMark} /> : null}
              {t.foodFilters[option.label]}
            </button>
          ))}
        </div>
      )}
      <div className={styles.sort}>
        <label htmlFor={sortId} className={styles.sortLabel}>
          {t.sortLabel}
        </label>
        <select id={sortId} className={styles.sortSelect} value={sortValueOf(sort)} onChange={onSortChange}>
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {t.sorts[option.value]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
