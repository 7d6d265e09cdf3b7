import { describe, expect, it } from 'vitest';
import { promoReference, promoSourceOf } from '@/domain/loyalty';
import { groupByTransactionDate, isCredit, walletEntryKind } from '@/domain/wallet';
import { EARNED_ENTRY, EXPIRED_ENTRY, PAID_ENTRY, REFUND_ENTRY, SPIN_ENTRY } from '../../model/walletFixtures';

describe('wallet history in words', () => {
  it('groups entries under their India transaction dates, newest first, in order', () => {
    const days = groupByTransactionDate([REFUND_ENTRY, PAID_ENTRY, SPIN_ENTRY, EXPIRED_ENTRY, EARNED_ENTRY]);
    expect(days.map((day) => [day.transactionDate, day.entries.map((entry) => entry.id)])).toEqual([
      ['2025-03-12', ['1', '2']],
      ['2025-03-11', ['3']],
      ['2025-03-10', ['4', '5']],
    ]);
    expect(groupByTransactionDate([])).toEqual([]);
  });

  it('explains every reason, and promo points by where they came from', () => {
    const kinds = [
      ['LOYALTY_EARNED', null, 'pointsEarned'],
      ['LOYALTY_BURNED', null, 'pointsUsed'],
      ['LOYALTY_RETURNED', null, 'pointsReturned'],
      ['ORDER_PAID', null, 'orderPaid'],
      ['ORDER_RETURNED', null, 'orderReturned'],
      ['REFUND', null, 'refund'],
      ['PROMO', 'SPIN', 'spinPrize'],
      ['PROMO', 'REWARD', 'rewardPoints'],
      ['PROMO', null, 'promoPoints'],
      ['EXPIRED', null, 'promoExpired'],
    ] as const;
    for (const [reason, promoSource, kind] of kinds) expect(walletEntryKind({ reason, promoSource })).toBe(kind);
  });

  it('tells credits from debits by the sign', () => {
    expect(isCredit(REFUND_ENTRY)).toBe(true);
    expect(isCredit(PAID_ENTRY)).toBe(false);
    expect(isCredit(EXPIRED_ENTRY)).toBe(false);
  });

  it('names a promo credit’s source in its reference, and reads it back', () => {
    expect(promoReference('SPIN', 'spin-7')).toBe('SPIN:spin-7');
    expect(promoSourceOf('SPIN:spin-7')).toBe('SPIN');
    expect(promoSourceOf(promoReference('REWARD', 'm-1'))).toBe('REWARD');
    expect(promoSourceOf('SPINNER:1')).toBeNull();
    expect(promoSourceOf('spin-7')).toBeNull();
    expect(promoSourceOf(null)).toBeNull();
  });
});
