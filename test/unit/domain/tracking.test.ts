import { describe, expect, expectTypeOf, it } from 'vitest';
import { TRACKER_STAGES, type TrackerStage } from '@/contract/codes';
import {
  ALL_NIGHT_GUARANTEE_MINUTES,
  DELIVERY_GUARANTEE_MINUTES,
  deliveryGuaranteeText,
  isFinalStage,
  isTrackOrderFormValid,
  TRACK_MOBILE_REQUIRED,
  TRACK_ORDER_ID_REQUIRED,
  trackerGuaranteeText,
  TRACKING_STEPS,
  trackingSteps,
  validateTrackOrderForm,
  type TrackingStage,
} from '@/domain/tracking';
import { MOBILE_DIGITS_ONLY, MOBILE_LEADING_ZERO, MOBILE_LENGTH } from '@/domain/validation';

const T0 = 1_750_000_000_000;
const MINUTE = 60_000;

/** Steps as `label:state` with a `*` on the current one. */
const summary = (stage: TrackingStage | null, reached: Partial<Record<TrackingStage, number>> = {}) =>
  trackingSteps(stage, reached).map((step) => `${step.label}:${step.state}${step.current ? '*' : ''}`);

describe('tracking stages and steps', () => {
  it('the domain stages are the API contract stages', () => {
    expectTypeOf<TrackingStage>().toEqualTypeOf<TrackerStage>();
    expect([...TRACKER_STAGES].sort()).toEqual(['BEING_BAKED', 'CANCELLED', 'CONFIRMED', 'DELIVERED', 'DISPATCHED']);
  });

  it('SPEC 4: the steps are Confirmed, Being Baked, Dispatched, Delivered, in that order', () => {
    expect(TRACKING_STEPS.map((step) => step.label)).toEqual(['Confirmed', 'Being Baked', 'Dispatched', 'Delivered']);
    expect(TRACKING_STEPS.map((step) => step.stage)).toEqual(['CONFIRMED', 'BEING_BAKED', 'DISPATCHED', 'DELIVERED']);
  });

  it('SPEC 4: only DELIVERED is final; every other stage, and no stage, keeps polling', () => {
    expect(TRACKER_STAGES.filter(isFinalStage)).toEqual(['DELIVERED']);
    expect(isFinalStage(null)).toBe(false);
  });

  it('marks the steps before the stage done and the stage itself active and current', () => {
    expect(summary('CONFIRMED')).toEqual(['Confirmed:active*', 'Being Baked:upcoming', 'Dispatched:upcoming', 'Delivered:upcoming']);
    expect(summary('BEING_BAKED')).toEqual(['Confirmed:done', 'Being Baked:active*', 'Dispatched:upcoming', 'Delivered:upcoming']);
    expect(summary('DISPATCHED')).toEqual(['Confirmed:done', 'Being Baked:done', 'Dispatched:active*', 'Delivered:upcoming']);
  });

  it('a delivered order has every step done, Delivered the current one', () => {
    expect(summary('DELIVERED')).toEqual(['Confirmed:done', 'Being Baked:done', 'Dispatched:done', 'Delivered:done*']);
  });

  it('a cancelled order keeps the steps it reached as done and shows the rest as cancelled, with no current step', () => {
    const reached = { CONFIRMED: T0, BEING_BAKED: T0 + 4 * MINUTE, CANCELLED: T0 + 6 * MINUTE };
    expect(summary('CANCELLED', reached)).toEqual(['Confirmed:done', 'Being Baked:done', 'Dispatched:cancelled', 'Delivered:cancelled']);
    expect(summary('CANCELLED')).toEqual(['Confirmed:cancelled', 'Being Baked:cancelled', 'Dispatched:cancelled', 'Delivered:cancelled']);
  });

  it('without a stage every step is upcoming and none is current', () => {
    expect(summary(null)).toEqual(['Confirmed:upcoming', 'Being Baked:upcoming', 'Dispatched:upcoming', 'Delivered:upcoming']);
  });

  it('gives each reached step its time, and none to steps not reached', () => {
    const reached = { CONFIRMED: T0, BEING_BAKED: T0 + 4 * MINUTE, DELIVERED: T0 + 30 * MINUTE };
    expect(trackingSteps('BEING_BAKED', reached).map((step) => step.reachedAt)).toEqual([T0, T0 + 4 * MINUTE, null, null]);
  });
});

describe('SPEC 9 delivery guarantee', () => {
  it('promises 30 minutes with the Rs 300 liability', () => {
    expect(DELIVERY_GUARANTEE_MINUTES).toBe(30);
    expect(deliveryGuaranteeText(30)).toBe('Delivery guaranteed within 30 minutes. If we are late, we cover up to Rs 300 of this order.');
  });

  it('promises 45 minutes for all-night delivery, 11 PM to 3 AM', () => {
    expect(ALL_NIGHT_GUARANTEE_MINUTES).toBe(45);
    expect(deliveryGuaranteeText(45)).toBe(
      'All-night delivery (11 PM to 3 AM) guaranteed within 45 minutes. If we are late, we cover up to Rs 300 of this order.',
    );
  });

  it('a tracker shows it only with a server-given guarantee and not once cancelled', () => {
    expect(trackerGuaranteeText('BEING_BAKED', 30)).toBe(deliveryGuaranteeText(30));
    expect(trackerGuaranteeText(null, 45)).toBe(deliveryGuaranteeText(45));
    expect(trackerGuaranteeText('DISPATCHED', null)).toBeNull();
    expect(trackerGuaranteeText('CANCELLED', 30)).toBeNull();
  });
});

describe('SPEC 5 track order form', () => {
  it('asks for both fields with the SPEC texts', () => {
    expect(validateTrackOrderForm({ mobile: '', orderId: '' })).toEqual({ mobile: TRACK_MOBILE_REQUIRED, orderId: TRACK_ORDER_ID_REQUIRED });
    expect(validateTrackOrderForm({ mobile: '   ', orderId: '  ' })).toEqual({ mobile: 'Please Enter Mobile No.', orderId: 'Please Enter Order Id No.' });
  });

  it('checks a typed mobile with the SPEC 5 mobile rules', () => {
    expect(validateTrackOrderForm({ mobile: '98765', orderId: 'SL-1' })).toEqual({ mobile: MOBILE_LENGTH });
    expect(validateTrackOrderForm({ mobile: '0987654321', orderId: 'SL-1' })).toEqual({ mobile: MOBILE_LEADING_ZERO });
    expect(validateTrackOrderForm({ mobile: '98765x3210', orderId: 'SL-1' })).toEqual({ mobile: MOBILE_DIGITS_ONLY });
  });

  it('accepts a 10-digit mobile with any order id', () => {
    expect(validateTrackOrderForm({ mobile: '9876543210', orderId: 'SL-100234' })).toEqual({});
    expect(isTrackOrderFormValid({ mobile: ' 9876543210 ', orderId: 'SL-100234' })).toBe(true);
    expect(isTrackOrderFormValid({ mobile: '9876543210', orderId: '' })).toBe(false);
  });
});
