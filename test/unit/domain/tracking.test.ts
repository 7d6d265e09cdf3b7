import { describe, expect, expectTypeOf, it } from 'vitest';
import { TRACKER_STAGES, type TrackerStage } from '@/contract/codes';
import {
  ALL_NIGHT_GUARANTEE_MINUTES,
  DELIVERY_GUARANTEE_MINUTES,
  deliveryGuarantee,
  GUARANTEE_LIABILITY_RUPEES,
  isFinalStage,
  isTrackOrderFormValid,
  trackerGuarantee,
  TRACKING_STEPS,
  trackingSteps,
  validateTrackOrderForm,
  type TrackingStage,
} from '@/domain/tracking';

const MOBILE_DIGITS_ONLY = 'mobileDigitsOnly';
const MOBILE_LEADING_ZERO = 'mobileLeadingZero';
const MOBILE_LENGTH = 'mobileLength';

const T0 = 1_750_000_000_000;
const MINUTE = 60_000;

/** SPEC 4 step names, for readable expectations. */
const LABELS = { CONFIRMED: 'Confirmed', BEING_BAKED: 'Being Baked', DISPATCHED: 'Dispatched', DELIVERED: 'Delivered' } as const;

/** Steps as `label:state` with a `*` on the current one. */
const summary = (stage: TrackingStage | null, reached: Partial<Record<TrackingStage, number>> = {}) =>
  trackingSteps(stage, reached).map((step) => `${LABELS[step.stage]}:${step.state}${step.current ? '*' : ''}`);

describe('tracking stages and steps', () => {
  it('the domain stages are the API contract stages', () => {
    expectTypeOf<TrackingStage>().toEqualTypeOf<TrackerStage>();
    expect([...TRACKER_STAGES].sort()).toEqual(['BEING_BAKED', 'CANCELLED', 'CONFIRMED', 'DELIVERED', 'DISPATCHED']);
  });

  it('SPEC 4: the steps are Confirmed, Being Baked, Dispatched, Delivered, in that order', () => {
    expect(TRACKING_STEPS).toEqual(['CONFIRMED', 'BEING_BAKED', 'DISPATCHED', 'DELIVERED']);
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
    expect(GUARANTEE_LIABILITY_RUPEES).toBe(300);
    expect(deliveryGuarantee(30)).toEqual({ minutes: 30, allNight: false, liabilityRupees: 300 });
  });

  it('promises 45 minutes for all-night delivery, 11 PM to 3 AM', () => {
    expect(ALL_NIGHT_GUARANTEE_MINUTES).toBe(45);
    expect(deliveryGuarantee(45)).toEqual({ minutes: 45, allNight: true, liabilityRupees: 300 });
  });

  it('a tracker shows it only with a server-given guarantee and not once cancelled', () => {
    expect(trackerGuarantee('BEING_BAKED', 30)).toEqual(deliveryGuarantee(30));
    expect(trackerGuarantee(null, 45)).toEqual(deliveryGuarantee(45));
    expect(trackerGuarantee('DISPATCHED', null)).toBeNull();
    expect(trackerGuarantee('CANCELLED', 30)).toBeNull();
  });
});

describe('SPEC 5 track order form', () => {
  it('asks for both fields with the SPEC messages', () => {
    const both = { mobile: { code: 'mobileRequired' }, orderId: { code: 'orderIdRequired' } };
    expect(validateTrackOrderForm({ mobile: '', orderId: '' })).toEqual(both);
    expect(validateTrackOrderForm({ mobile: '   ', orderId: '  ' })).toEqual(both);
  });

  it('checks a typed mobile with the SPEC 5 mobile rules', () => {
    expect(validateTrackOrderForm({ mobile: '98765', orderId: 'SL-1' })).toEqual({ mobile: { mobileRule: MOBILE_LENGTH } });
    expect(validateTrackOrderForm({ mobile: '0987654321', orderId: 'SL-1' })).toEqual({ mobile: { mobileRule: MOBILE_LEADING_ZERO } });
    expect(validateTrackOrderForm({ mobile: '98765x3210', orderId: 'SL-1' })).toEqual({ mobile: { mobileRule: MOBILE_DIGITS_ONLY } });
  });

  it('accepts a 10-digit mobile with any order id', () => {
    expect(validateTrackOrderForm({ mobile: '9876543210', orderId: 'SL-100234' })).toEqual({});
    expect(isTrackOrderFormValid({ mobile: ' 9876543210 ', orderId: 'SL-100234' })).toBe(true);
    expect(isTrackOrderFormValid({ mobile: '9876543210', orderId: '' })).toBe(false);
  });
});
