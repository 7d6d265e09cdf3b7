import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabListProps<TItem, TId extends string | number> {
  /** The tabs' items, in order. */
  items: readonly TItem[];
  idOf: (item: TItem) => TId;
  selectedId: TId | null;
  onSelect: (id: TId) => void;
  /** The DOM id of an item's tab (the tab panel is labelled by it). */
  tabIdOf: (id: TId) => string;
  /** The DOM id of the tab panel every tab controls. */
  panelId: string;
  label: string;
  className?: string;
  tabClassName?: string;
  /** What a tab shows. */
  renderTab: (item: TItem) => ReactNode;
  /** Keeps the selected tab scrolled into view (a horizontally scrolling row). */
  keepSelectedInView?: boolean;
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

/**
 * WAI-ARIA tabs with a roving tabindex: only the selected tab is in the tab order; arrow keys, Home and
 * End select and focus another tab.
 */
export function TabList<TItem, TId extends string | number>({
  items,
  idOf,
  selectedId,
  onSelect,
  tabIdOf,
  panelId,
  label,
  className,
  tabClassName,
  renderTab,
  keepSelectedInView = false,
}: TabListProps<TItem, TId>) {
  const listRef = useRef<HTMLDivElement>(null);

  // As the row first shows with its first tab selected, that tab is in view: scrolling would only force a layout.
  const openedAtFirstTab = useRef(items[0] !== undefined && idOf(items[0]) === selectedId);
  useEffect(() => {
    if (openedAtFirstTab.current) {
      openedAtFirstTab.current = false;
      return;
    }
    if (!keepSelectedInView || selectedId === null) return;
    const tab = listRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    // jsdom has no scrolling; browsers centre the tab without moving the page.
    if (typeof tab?.scrollIntoView === 'function') tab.scrollIntoView({ block: 'nearest', inline: 'center', behavior: 'smooth' });
  }, [keepSelectedInView, selectedId]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = targetIndex(event.key, index, items.length);
    const item = next === null ? undefined : items[next];
    if (next === null || item === undefined) return;
    event.preventDefault();
    onSelect(idOf(item));
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div ref={listRef} role="tablist" aria-label={label} className={className}>
      {items.map((item, index) => {
        const id = idOf(item);
        const selected = id === selectedId;
        return (
          <button
            key={id}
            id={tabIdOf(id)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={tabClassName}
            onClick={() => onSelect(id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {renderTab(item)}
          </button>
        );
      })}
    </div>
  );
}
