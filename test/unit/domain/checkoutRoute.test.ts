import { describe, expect, it } from 'vitest';
import type { PaymentType } from '@/contract/codes';
import { checkoutRouteOf, isPickupOrder } from '@/domain/checkoutRoute';

const CARD = { paymentType: 'CC' as const };

describe('pickup confirmation routes by payment type (SPEC 4)', () => {
  it.each(['T', 'P', 'DINEIN', 'CURB'] as const)('a %s order last paid by card goes to the card page', (deliveryType) => {
    expect(isPickupOrder(deliveryType)).toBe(true);
    expect(checkoutRouteOf(deliveryType, CARD)).toBe('/payment');
    expect(checkoutRouteOf(deliveryType, { paymentType: 'DC' as const })).toBe('/payment');
  });

  it('a pickup order last paid otherwise, or never, goes to payment selection (the method starts chosen there)', () => {
    for (const paymentType of ['UPI_WALLET', 'CASH', 'NB', 'PAYTM_WALLET', 'AMZPAY_WALLET'] satisfies PaymentType[]) {
      expect(checkoutRouteOf('T', { paymentType })).toBe('/paymentType');
    }
    expect(checkoutRouteOf('T', null)).toBe('/paymentType');
  });

  it('delivery and rail orders always go to payment selection', () => {
    expect(isPickupOrder('D')).toBe(false);
    expect(isPickupOrder('IRCTC')).toBe(false);
    expect(isPickupOrder(null)).toBe(false);
    expect(checkoutRouteOf('D', CARD)).toBe('/paymentType');
    expect(checkoutRouteOf('IRCTC', CARD)).toBe('/paymentType');
    expect(checkoutRouteOf(null, CARD)).toBe('/paymentType');
  });
});
