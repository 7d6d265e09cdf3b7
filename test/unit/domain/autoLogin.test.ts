import { describe, expect, it } from 'vitest';
import {
  bucketOf,
  GUEST_HIDDEN_PAYMENT_TYPES,
  isAutoLoginClient,
  isClientId,
  livePendingOrder,
  newClientId,
  PENDING_ORDER_TTL_MS,
} from '@/domain/autoLogin';

const NOW = 1_764_547_200_000;

describe('the client id and its A/B bucket (SPEC 7 ga_client_id, SPEC 9 modulo 100)', () => {
  it('makes Google Analytics style ids that stay valid, and buckets them by their random part', () => {
    const id = newClientId(123_456_789, NOW);
    expect(id).toBe('123456789.1764547200');
    expect(isClientId(id)).toBe(true);
    expect(bucketOf(id)).toBe(89);
    expect(isClientId('abc')).toBe(false);
    expect(isClientId('12.')).toBe(false);
    expect(isClientId(null)).toBe(false);
  });

  it('puts a device in the auto-login share below the configured percentage only', () => {
    expect(isAutoLoginClient('1700.1', 20)).toBe(true);
    expect(isAutoLoginClient('1719.1', 20)).toBe(true);
    expect(isAutoLoginClient('1720.1', 20)).toBe(false);
    expect(isAutoLoginClient('1700.1', 0)).toBe(false);
    expect(isAutoLoginClient('1799.1', 100)).toBe(true);
  });
});

describe('the pending order kept for the login', () => {
  const pending = { orderTransactionId: 'TXN-1', mobile: '9876543210', placedAt: NOW };

  it('is live until its time is up, and never when malformed or from the future', () => {
    expect(livePendingOrder(pending, NOW + 1000)).toEqual(pending);
    expect(livePendingOrder(pending, NOW + PENDING_ORDER_TTL_MS)).toBeNull();
    expect(livePendingOrder(pending, NOW - 1)).toBeNull();
    expect(livePendingOrder({ ...pending, mobile: 42 }, NOW)).toBeNull();
    expect(livePendingOrder(undefined, NOW)).toBeNull();
  });
});

describe('what a guest may pay with', () => {
  it('is cash alone', () => {
    expect(GUEST_HIDDEN_PAYMENT_TYPES).not.toContain('CASH');
    expect(GUEST_HIDDEN_PAYMENT_TYPES).toEqual(expect.arrayContaining(['CC', 'DC', 'UPI_WALLET', 'PIGGYBANK', 'EVOUCHER', 'NB']));
  });
});
