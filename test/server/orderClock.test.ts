import { describe, expect, it } from 'vitest';
import type { GeoPoint } from '@/contract/fields';
import { haversineKm } from '@/domain/geo';
import { MS_PER_MINUTE } from '@/domain/time';
import {
  ADVANCE_ORDER_LEAD_MINUTES,
  ALL_NIGHT_GUARANTEE_MINUTES,
  BAKING_MINUTES,
  BAKING_STARTS_AFTER_MINUTES,
  DELIVERY_GUARANTEE_MINUTES,
  DEFAULT_TRAVEL_MINUTES,
  MIN_POLL_SECONDS,
  MIN_TRAVEL_MINUTES,
  PICKUP_READY_MINUTES,
  RIDER_MINUTES_PER_KM,
  TRACKER_POLL_SECONDS,
  expectedAt,
  guaranteeMinutes,
  planStages,
  pollAfterSeconds,
  riderAt,
  stageAt,
  stageTimesAt,
  type PlanInput,
} from '@server/services/orderClock';

/** 12:00 and 23:30 India time (UTC+05:30) on one day. */
const NOON_IST = Date.UTC(2030, 0, 15, 6, 30);
const HALF_PAST_ELEVEN_PM_IST = Date.UTC(2030, 0, 15, 18, 0);
const minutes = (n: number) => Math.round(n * MS_PER_MINUTE);

/** Connaught Place store and a point about 2.3 km south of it. */
const STORE: GeoPoint = { latitude: 28.6328, longitude: 77.2197 };
const NEARBY: GeoPoint = { latitude: 28.6129, longitude: 77.2295 };
/** Bengaluru: far beyond any ride the guarantee allows. */
const FAR_AWAY: GeoPoint = { latitude: 12.9352, longitude: 77.6245 };

const input = (overrides: Partial<PlanInput> = {}): PlanInput => ({
  confirmedAt: NOON_IST,
  advanceTime: null,
  deliveryType: 'D',
  store: STORE,
  destination: NEARBY,
  timeScale: 1,
  ...overrides,
});

const baked = BAKING_STARTS_AFTER_MINUTES + BAKING_MINUTES;

describe('delivery plan', () => {
  it('confirms at once, bakes after a few minutes, dispatches when baked and delivers after the ride', () => {
    const plan = planStages(input());
    const ride = haversineKm(STORE, NEARBY) * RIDER_MINUTES_PER_KM;
    expect(ride).toBeGreaterThan(MIN_TRAVEL_MINUTES);
    expect(plan).toEqual({
      CONFIRMED: NOON_IST,
      BEING_BAKED: NOON_IST + minutes(BAKING_STARTS_AFTER_MINUTES),
      DISPATCHED: NOON_IST + minutes(baked),
      DELIVERED: NOON_IST + minutes(baked + ride),
    });
    expect(stageAt(plan, NOON_IST - 1)).toBeNull();
    expect(stageAt(plan, NOON_IST)).toBe('CONFIRMED');
    expect(stageAt(plan, plan.BEING_BAKED! - 1)).toBe('CONFIRMED');
    expect(stageAt(plan, plan.BEING_BAKED!)).toBe('BEING_BAKED');
    expect(stageAt(plan, plan.DISPATCHED!)).toBe('DISPATCHED');
    expect(stageAt(plan, plan.DELIVERED! - 1)).toBe('DISPATCHED');
    expect(stageAt(plan, plan.DELIVERED!)).toBe('DELIVERED');
    expect(stageAt(plan, plan.DELIVERED! + minutes(600))).toBe('DELIVERED');
    expect(expectedAt(plan)).toBe(plan.DELIVERED);
  });

  it('lists only the stages reached so far, with their times', () => {
    const plan = planStages(input());
    expect(stageTimesAt(plan, plan.DISPATCHED! + 1)).toEqual({
      CONFIRMED: plan.CONFIRMED,
      BEING_BAKED: plan.BEING_BAKED,
      DISPATCHED: plan.DISPATCHED,
    });
    expect(stageTimesAt(plan, NOON_IST - 1)).toEqual({});
  });

  it('keeps a long ride within the 30 minute guarantee and a short one at the shortest ride', () => {
    expect(planStages(input({ destination: FAR_AWAY })).DELIVERED).toBe(NOON_IST + minutes(DELIVERY_GUARANTEE_MINUTES));
    expect(planStages(input({ destination: STORE })).DELIVERED).toBe(NOON_IST + minutes(baked + MIN_TRAVEL_MINUTES));
    expect(planStages(input({ destination: null })).DELIVERED).toBe(NOON_IST + minutes(baked + DEFAULT_TRAVEL_MINUTES));
  });

  it('gives 45 minutes to an order processed during all-night hours (11 PM to 3 AM India time), 30 otherwise', () => {
    expect(guaranteeMinutes('D', NOON_IST)).toBe(DELIVERY_GUARANTEE_MINUTES);
    expect(guaranteeMinutes('D', HALF_PAST_ELEVEN_PM_IST)).toBe(ALL_NIGHT_GUARANTEE_MINUTES);
    const elevenPm = HALF_PAST_ELEVEN_PM_IST - minutes(30);
    expect(guaranteeMinutes('D', elevenPm - 1)).toBe(DELIVERY_GUARANTEE_MINUTES);
    expect(guaranteeMinutes('D', elevenPm)).toBe(ALL_NIGHT_GUARANTEE_MINUTES);
    const threeAm = elevenPm + minutes(4 * 60);
    expect(guaranteeMinutes('D', threeAm - 1)).toBe(ALL_NIGHT_GUARANTEE_MINUTES);
    expect(guaranteeMinutes('D', threeAm)).toBe(DELIVERY_GUARANTEE_MINUTES);
    const night = planStages(input({ confirmedAt: HALF_PAST_ELEVEN_PM_IST, destination: FAR_AWAY }));
    expect(night.DELIVERED).toBe(HALF_PAST_ELEVEN_PM_IST + minutes(ALL_NIGHT_GUARANTEE_MINUTES));
  });
});

describe('pickup plan', () => {
  it.each(['T', 'P', 'DINEIN', 'CURB'] as const)(
    '%s: no dispatch, ready at the 15 minute drive-and-pick time, no guarantee',
    (deliveryType) => {
      const plan = planStages(input({ deliveryType, destination: null }));
      expect(plan).toEqual({
        CONFIRMED: NOON_IST,
        BEING_BAKED: NOON_IST + minutes(BAKING_STARTS_AFTER_MINUTES),
        DELIVERED: NOON_IST + minutes(PICKUP_READY_MINUTES),
      });
      expect(stageAt(plan, plan.DELIVERED! - 1)).toBe('BEING_BAKED');
      expect(guaranteeMinutes(deliveryType, NOON_IST)).toBeNull();
      expect(riderAt(plan, plan.DELIVERED! - 1, STORE, null)).toBeNull();
    },
  );
});

describe('advance orders', () => {
  it('start 30 minutes before their time: no stage before that, CONFIRMED from then', () => {
    const advanceTime = NOON_IST + minutes(120);
    const start = advanceTime - minutes(ADVANCE_ORDER_LEAD_MINUTES);
    const plan = planStages(input({ advanceTime }));
    expect(plan.CONFIRMED).toBe(start);
    expect(stageAt(plan, NOON_IST)).toBeNull();
    expect(stageAt(plan, start - 1)).toBeNull();
    expect(stageAt(plan, start)).toBe('CONFIRMED');
    expect(plan.DELIVERED! - start).toBe(planStages(input()).DELIVERED! - NOON_IST);
  });

  it('start at confirmation when their time is less than 30 minutes away', () => {
    const plan = planStages(input({ advanceTime: NOON_IST + minutes(10) }));
    expect(plan.CONFIRMED).toBe(NOON_IST);
  });

  it('take the all-night guarantee from when they are processed, not when they were placed', () => {
    const plan = planStages(input({ advanceTime: HALF_PAST_ELEVEN_PM_IST + minutes(ADVANCE_ORDER_LEAD_MINUTES), destination: FAR_AWAY }));
    expect(plan.DELIVERED! - plan.CONFIRMED!).toBe(minutes(ALL_NIGHT_GUARANTEE_MINUTES));
  });
});

describe('rider', () => {
  it('rides the straight line from the store to the address while dispatched', () => {
    const plan = planStages(input());
    const { DISPATCHED: from, DELIVERED: to } = plan as Required<typeof plan>;
    expect(riderAt(plan, from - 1, STORE, NEARBY)).toBeNull();
    expect(riderAt(plan, from, STORE, NEARBY)).toEqual(STORE);
    const halfway = riderAt(plan, from + (to - from) / 2, STORE, NEARBY)!;
    expect(halfway.latitude).toBeCloseTo((STORE.latitude + NEARBY.latitude) / 2, 9);
    expect(halfway.longitude).toBeCloseTo((STORE.longitude + NEARBY.longitude) / 2, 9);
    const quarter = riderAt(plan, from + (to - from) / 4, STORE, NEARBY)!;
    expect(quarter.latitude).toBeCloseTo(STORE.latitude + (NEARBY.latitude - STORE.latitude) / 4, 9);
    expect(riderAt(plan, to, STORE, NEARBY)).toBeNull();
    expect(riderAt(plan, from + 1, STORE, null)).toBeNull();
  });
});

describe('time scale', () => {
  it('shrinks every stage, the advance lead and the poll interval by TIME_SCALE', () => {
    const scale = 60;
    const normal = planStages(input());
    const fast = planStages(input({ timeScale: scale }));
    expect(fast.CONFIRMED).toBe(NOON_IST);
    expect(fast.BEING_BAKED! - NOON_IST).toBe(minutes(BAKING_STARTS_AFTER_MINUTES) / scale);
    expect(fast.DISPATCHED! - NOON_IST).toBe(minutes(baked) / scale);
    expect(fast.DELIVERED! - NOON_IST).toBeCloseTo((normal.DELIVERED! - NOON_IST) / scale, -1);
    const advanceTime = NOON_IST + minutes(60);
    expect(planStages(input({ advanceTime, timeScale: scale })).CONFIRMED).toBe(advanceTime - minutes(ADVANCE_ORDER_LEAD_MINUTES) / scale);
    expect(pollAfterSeconds(1)).toBe(TRACKER_POLL_SECONDS);
    expect(pollAfterSeconds(scale)).toBe(TRACKER_POLL_SECONDS / scale);
    expect(pollAfterSeconds(10_000)).toBe(MIN_POLL_SECONDS);
  });
});
