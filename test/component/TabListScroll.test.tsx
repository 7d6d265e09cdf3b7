import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TabList } from '@/components/TabList';

const ITEMS = [1, 2, 3];

function Tabs({ selectedId }: { selectedId: number }) {
  return (
    <TabList
      items={ITEMS}
      idOf={(item) => item}
      selectedId={selectedId}
      onSelect={() => undefined}
      tabIdOf={(id) => `tab-${id}`}
      panelId="panel"
      label="Categories"
      renderTab={(item) => `Category ${item}`}
      keepSelectedInView
    />
  );
}

const scrollIntoView = vi.fn();

beforeEach(() => {
  scrollIntoView.mockClear();
  // jsdom has no scrolling.
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(cleanup);

describe('TabList keeping the selected tab in view', () => {
  it('does not scroll as it opens at its first tab, and scrolls to each tab selected afterwards', () => {
    const { rerender } = render(<Tabs selectedId={1} />);
    expect(scrollIntoView).not.toHaveBeenCalled();
    rerender(<Tabs selectedId={3} />);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toHaveProperty('id', 'tab-3');
    rerender(<Tabs selectedId={1} />);
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
  });

  it('scrolls to the selected tab when it opens at another one', () => {
    render(<Tabs selectedId={2} />);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toHaveProperty('id', 'tab-2');
  });
});
