import { describe, expect, it } from 'vitest';
import { appendOnce } from '@machines/shared/pages';
import { PAID_ENTRY, REFUND_ENTRY, SPIN_ENTRY, walletEntry } from '../../model/walletFixtures';

describe('paged lists', () => {
  it('appends a page keeping each entry once', () => {
    const entries = appendOnce([REFUND_ENTRY, PAID_ENTRY], [walletEntry(2), SPIN_ENTRY], (entry) => entry.id);
    expect(entries.map((entry) => entry.id)).toEqual(['1', '2', '3']);
  });
});
