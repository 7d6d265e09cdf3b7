/**
 * Orders to a train seat (SPEC 3 rail order, SPEC 4 rail states, SPEC 7 rail localities, save, cancel, history).
 * An IRCTC order is placed through the checkout like any other; here it is checked against its ticket's journey
 * (the station still ahead, served by the cart's store, before the store's cut-off), kept with its train run,
 * station and delivery code, and followed: its state follows from the rail clock against the train's expected
 * arrival, and it ends once, by the handover at the seat against the code (DELIVERED), by a train too late to
 * serve (UNDELIVERED), or by a cancellation (the customer's within the window, or the ticket's): both refund.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { RAIL_ERROR_CODES } from '@/contract/codes';
import { indiaDay, MS_PER_MINUTE, MS_PER_SECOND } from '@/domain/time';
import type { ErrorItem } from '@/contract/errors';
import type { OrderDetails } from '@/contract/orders';
import type { RailOrder } from '@/contract/rail';
import {
  cancellableUntilOf,
  DELIVERY_CODE_DIGITS,
  FINAL_RAIL_STATES,
  MAX_OPEN_RAIL_ORDERS,
  orderByOf,
  RAIL_STATES,
  type RailState,
} from '@/domain/rail';
import { WALLET_PAYMENT_TYPE } from '@/domain/payment';
import type { Database } from '../../db/client';
import { loyaltyPoints, orders, payments, railOrders, refunds, type RailEndState } from '../../db/schema';
import { returnOrderWallet } from '../walletLedger';
import type { Caller } from '../cart';
import type { Clock } from '../clock';
import { releaseCouponReservation } from '../couponReservations';
import { pollAfterSeconds } from '../orderClock';
import { eachInTurn } from '../payments/eachInTurn';
import type { PaymentGateway } from '../payments/gateway';
import { refundsOf, refundView, startGatewayRefund } from '../payments/refunds';
import { serverText, serverTime } from '../../texts';
import type { PnrJourney, PnrLookup, PnrProvider } from './pnrProvider';
import { departsAt, isTooLateToServe, railPlan, railStagePlan, railStatesReached } from './railClock';
import { checkStation, type StationCheck } from './stations';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type OrderRow = typeof orders.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;
type RailRow = typeof railOrders.$inferSelect;
type NewRailRow = Omit<typeof railOrders.$inferInsert, 'orderId' | 'deliveryCode'>;
interface Found {
  order: OrderRow;
  payment: PaymentRow;
  rail: RailRow;
}

/** The railway did not answer an order's PNR lookup. */
const RAILWAY_SILENT = 'railwaySilent';

/** Open rail orders read per batch of a sweep. */
const SWEEP_BATCH = 100;

/** The railway's answers of one round, by PNR. */
type AskedRailway = Map<string, Promise<PnrLookup | null>>;

const refusalOf = (code: string, displayMsg: string): ErrorItem => ({ code, displayMsg });

const newDeliveryCode = (): string => Array.from({ length: DELIVERY_CODE_DIGITS }, () => randomInt(10)).join('');

/** The words of a station that cannot take the order. */
export function stationRefusal(check: Exclude<StationCheck, { ok: true }>): string {
  if (check.reason === 'notServed') {
    return check.stationName === null
      ? serverText('railStationNotOnJourney')
      : serverText('railStationNotServed', { station: check.stationName });
  }
  if (check.reason === 'tooLate') {
    return serverText('railStationTooLate', { station: check.stationName, minutes: check.detail.delayMinutes });
  }
  return serverText('railStationTooSoon', {
    station: check.stationName,
    arrival: serverTime(check.detail.arrivalAt),
    store: check.served.storeName,
    minutes: check.served.leadMinutes,
  });
}

/** The India date of the journey's boarding (the ticket's date) and of the train's start (its run). */
const journeyDates = (journey: PnrJourney) => ({
  dateOfJourney: indiaDay(new Date(journey.stations[0]?.scheduledDeparture ?? journey.trainStartedAt)),
  trainStartDate: indiaDay(new Date(journey.trainStartedAt)),
});

/** An IRCTC confirm's ticket lookup: the railway's answer, null for other orders, or the railway silent. */
export type RailLookup = PnrLookup | typeof RAILWAY_SILENT | null;

/** What the order's transaction knows of an IRCTC order when it checks it. */
export interface RailOrderToPrepare {
  userId: string;
  details: OrderDetails;
  lookup: RailLookup;
  /** The cart's store. */
  storeId: string;
  /** The cart holds everyday-value deal lines. */
  hasEdvLines: boolean;
  at: Date;
}

export interface RailOrdersOptions {
  db: Database;
  clock: Clock;
  timeScale: number;
  pnrs: PnrProvider;
  gatewayOf: (provider: string) => PaymentGateway;
}

export interface RailOrders {
  /** The PNR's journey for an IRCTC confirm, asked before the order's transaction (the railway is not in it). */
  lookup(details: OrderDetails): Promise<RailLookup>;
  /** Inside the order's transaction: the rail details to keep, or why the order cannot go to that seat. */
  prepare(tx: Tx, order: RailOrderToPrepare): Promise<NewRailRow | ErrorItem>;
  /** Inside the order's transaction: keeps the rail details with a new delivery code. */
  record(tx: Tx, orderId: string, rail: NewRailRow): Promise<void>;
  history(caller: Caller): Promise<RailOrder[]>;
  /** Null when the caller has no rail order of this id. */
  one(caller: Caller, orderId: string): Promise<RailOrder | null>;
  cancel(caller: Caller, orderId: string): Promise<RailOrder | ErrorItem | null>;
  /** The handover at the seat: DELIVERED only against the order's code; false for a wrong code or an order not out for delivery. */
  handOver(orderId: string, deliveryCode: string): Promise<boolean>;
  /** One round over the open rail orders (the payment workers run it): the ticket, the train's delay and the handover. */
  sweep(): Promise<void>;
  /** Brings one rail order up to date (after its payment succeeded). */
  settleOrder(orderId: string): Promise<void>;
}

export function createRailOrders({ db, clock, timeScale, pnrs, gatewayOf }: RailOrdersOptions): RailOrders {
  const now = () => clock();
  /** The railway is asked about an open order at most this often, however often the order is read. */
  const checkIntervalMs = pollAfterSeconds(timeScale) * MS_PER_SECOND;

  async function findOwn(caller: Caller, orderId: string): Promise<Found | null> {
    const [row] = await db
      .select({ order: orders, payment: payments, rail: railOrders })
      .from(railOrders)
      .innerJoin(orders, eq(orders.id, railOrders.orderId))
      .innerJoin(payments, eq(payments.orderId, orders.id))
      .where(and(eq(railOrders.orderId, orderId), eq(orders.userId, caller.userId)));
    return row ?? null;
  }

  async function findById(orderId: string): Promise<Found | null> {
    const [row] = await db
      .select({ order: orders, payment: payments, rail: railOrders })
      .from(railOrders)
      .innerJoin(orders, eq(orders.id, railOrders.orderId))
      .innerJoin(payments, eq(payments.orderId, orders.id))
      .where(eq(railOrders.orderId, orderId));
    return row ?? null;
  }

  /** The order's state at `at` (before it is settled again). */
  function stateOf({ order, rail }: Found, at: number): { state: RailState; times: Partial<Record<RailState, number>> } {
    const placed = { PLACED: order.createdAt.getTime() };
    if (rail.endState) {
      const reached = order.confirmedAt
        ? railStatesReached(railPlan(order.confirmedAt.getTime(), rail.expectedArrival.getTime(), timeScale), rail.endedAt?.getTime() ?? at)
        : {};
      const { DELIVERED: _due, ...before } = reached;
      return { state: rail.endState, times: { ...placed, ...before, [rail.endState]: rail.endedAt?.getTime() ?? at } };
    }
    if (order.status === 'FAILED') return { state: 'CANCELLED', times: placed };
    if (order.status === 'PENDING' || !order.confirmedAt) return { state: 'PLACED', times: placed };
    // Until the handover is made at the seat, the order is out for delivery at the latest.
    const { DELIVERED: _due, ...reached } = railStatesReached(
      railPlan(order.confirmedAt.getTime(), rail.expectedArrival.getTime(), timeScale),
      at,
    );
    const latest = (['OUTFORDELIVERY', 'PREPARED', 'CONFIRMED'] as const).find((state) => reached[state] !== undefined);
    return { state: latest ?? 'PLACED', times: { ...placed, ...reached } };
  }

  async function viewOf(found: Found): Promise<RailOrder> {
    const { order, rail } = found;
    const at = now();
    const { state, times } = stateOf(found, at);
    const final = FINAL_RAIL_STATES.includes(state);
    const refundRows = await refundsOf(db, order.id);
    const scheduled = rail.scheduledArrival.getTime();
    const expected = rail.expectedArrival.getTime();
    return {
      orderId: order.id,
      sliceOrderId: order.sliceOrderId,
      state,
      stateCode: RAIL_STATES[state],
      pnr: rail.pnr,
      trainNo: rail.trainNo,
      trainName: rail.trainName,
      dateOfJourney: rail.dateOfJourney,
      coach: rail.coach,
      berth: rail.berth,
      stationId: rail.stationId,
      stationName: rail.stationName,
      storeName: order.storeName,
      deliveryAt: expected,
      scheduledDeliveryAt: scheduled,
      delayMinutes: Math.max(0, Math.round(((expected - scheduled) * timeScale) / MS_PER_MINUTE)),
      deliveryCode: order.status === 'CONFIRMED' || state === 'DELIVERED' ? rail.deliveryCode : null,
      placedAt: order.createdAt.getTime(),
      netPrice: order.grandTotalPaise,
      paymentMode: order.paymentMode,
      stateTimes: times,
      cancellableUntil: final ? null : cancellableUntilOf(order.createdAt.getTime(), scheduled, timeScale),
      refunds: refundRows.map(refundView),
      pollAfterSeconds: final ? null : pollAfterSeconds(timeScale),
    };
  }

  /**
   * Ends an open rail order once: UNDELIVERED or CANCELLED fail the order and refund what was paid (the wallet part
   * at once, the gateway part through the gateway; the reconciler finishes a refund a crash cut short).
   */
  async function end(orderId: string, endState: Exclude<RailEndState, 'DELIVERED'>): Promise<void> {
    const at = new Date(now());
    const refundable = await db.transaction(async (tx) => {
      const [ended] = await tx
        .update(railOrders)
        .set({ endState, endedAt: at })
        .where(and(eq(railOrders.orderId, orderId), isNull(railOrders.endState)))
        .returning();
      if (!ended) return null;
      const [order] = await tx
        .update(orders)
        .set({ status: 'FAILED', failureReason: endState === 'UNDELIVERED' ? 'UNDELIVERED' : 'CANCELLED' })
        .where(eq(orders.id, orderId))
        .returning();
      if (!order) throw new Error(`Rail order ${orderId} has no order.`);
      await releaseCouponReservation(tx, orderId);
      await tx.delete(loyaltyPoints).where(and(eq(loyaltyPoints.orderId, orderId), isNull(loyaltyPoints.creditedAt)));
      // The money is not kept: a paid payment is failed and left for its refund (checked again by the reconciler until done).
      const [payment] = await tx
        .update(payments)
        .set({ status: 'FAILED', refundCheckedAt: null, updatedAt: at })
        .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['SUCCESS', 'CASH_ON_DELIVERY'])))
        .returning();
      await returnOrderWallet(tx, orderId, at);
      if (order.walletPaise > 0) {
        await tx
          .insert(refunds)
          .values({
            id: randomUUID(),
            orderId,
            paymentType: WALLET_PAYMENT_TYPE,
            amountPaise: order.walletPaise,
            status: 'COMPLETED',
            destination: 'WALLET',
            createdAt: at,
            completedAt: at,
          })
          .onConflictDoNothing();
      }
      return payment?.provider ? payment : null;
    });
    if (refundable?.provider) await startGatewayRefund(db, gatewayOf(refundable.provider), refundable, at);
  }

  async function handOver(orderId: string, deliveryCode: string): Promise<boolean> {
    const found = await findById(orderId);
    if (!found || found.rail.deliveryCode !== deliveryCode || stateOf(found, now()).state !== 'OUTFORDELIVERY') return false;
    // Only while the train halts at the station.
    const arrival = found.rail.expectedArrival.getTime();
    if (now() < arrival || now() > departsAt(arrival, found.rail.haltMinutes, timeScale)) return false;
    const [delivered] = await db
      .update(railOrders)
      .set({ endState: 'DELIVERED', endedAt: new Date(now()) })
      .where(and(eq(railOrders.orderId, orderId), eq(railOrders.deliveryCode, deliveryCode), isNull(railOrders.endState)))
      .returning();
    return Boolean(delivered);
  }

  /** The train's current expected arrival at the order's station, or null when the railway tells nothing of this run. */
  function expectedArrivalOf(lookup: PnrLookup, rail: RailRow): number | null {
    if (!lookup.found) return null;
    const { journey } = lookup;
    if (journey.trainNo !== rail.trainNo || journeyDates(journey).trainStartDate !== rail.trainStartDate) return null;
    return journey.stations.find((station) => station.code === rail.stationId)?.expectedArrival ?? null;
  }

  /** The railway's answer about a PNR, asked once per round however many of the round's orders travel on it; null when it is silent. */
  function askRailway(asked: AskedRailway, pnr: string): Promise<PnrLookup | null> {
    let answer = asked.get(pnr);
    if (!answer) {
      answer = pnrs.status(pnr).catch(() => null);
      asked.set(pnr, answer);
    }
    return answer;
  }

  /** The train's expected arrival as the railway now tells it, asked at most once per check interval per order. */
  async function refreshArrival(found: Found, asked: AskedRailway): Promise<number | 'ticketCancelled'> {
    const { order, rail } = found;
    const kept = rail.expectedArrival.getTime();
    const at = now();
    if (at - rail.checkedAt.getTime() < checkIntervalMs) return kept;
    // The railway is not answering: the last arrival it gave holds.
    const lookup = await askRailway(asked, rail.pnr);
    if (lookup && !lookup.found && lookup.refusal === 'cancelled') return 'ticketCancelled';
    const expected = (lookup && expectedArrivalOf(lookup, rail)) ?? kept;
    await db
      .update(railOrders)
      .set({ expectedArrival: new Date(expected), checkedAt: new Date(at) })
      .where(eq(railOrders.orderId, order.id));
    if (expected !== kept && order.confirmedAt) {
      // The order's tracker and history follow the train too.
      const stagePlan = railStagePlan(order.confirmedAt.getTime(), expected, timeScale);
      await db.update(orders).set({ stagePlan }).where(eq(orders.id, order.id));
    }
    return expected;
  }

  /**
   * Brings one open rail order up to date with its ticket and train: cancelled with its ticket, UNDELIVERED for a train
   * too late or an order paid after the store's cut-off, handed over while the train halts, UNDELIVERED once it left.
   */
  async function settle(found: Found, asked: AskedRailway = new Map()): Promise<void> {
    const { order, rail } = found;
    if (order.status !== 'CONFIRMED' || rail.endState) return;
    const expected = await refreshArrival(found, asked);
    if (expected === 'ticketCancelled') return end(order.id, 'CANCELLED');
    if (isTooLateToServe(rail.scheduledArrival.getTime(), expected, timeScale)) return end(order.id, 'UNDELIVERED');
    // A payment that succeeded after the cut-off: the store cannot have the food there in time.
    const confirmedAt = order.confirmedAt?.getTime() ?? 0;
    if (confirmedAt > orderByOf(expected, rail.leadMinutes, timeScale)) return end(order.id, 'UNDELIVERED');
    const at = now();
    if (at < expected) return;
    if (at > departsAt(expected, rail.haltMinutes, timeScale)) return end(order.id, 'UNDELIVERED');
    // The sandbox station agent reaches the seat as the train halts; the passenger shows the code the app shows.
    await handOver(order.id, rail.deliveryCode);
  }

  async function settled(found: Found, asked: AskedRailway = new Map()): Promise<Found> {
    await settle(found, asked);
    return (await findById(found.order.id)) ?? found;
  }

  return {
    handOver,

    async lookup(details) {
      if (details.deliveryType !== 'IRCTC' || !details.customerIrctcDetails) return null;
      try {
        return await pnrs.status(details.customerIrctcDetails.pnr);
      } catch {
        return RAILWAY_SILENT;
      }
    },

    async prepare(tx, { userId, details, lookup, storeId, hasEdvLines, at }) {
      const ticket = details.customerIrctcDetails;
      if (!ticket || !details.stationId || !lookup) {
        return refusalOf(RAIL_ERROR_CODES.stationClosed, serverText('railDetailsRequired'));
      }
      const [open] = await tx
        .select({ orders: count() })
        .from(railOrders)
        .innerJoin(orders, eq(orders.id, railOrders.orderId))
        .where(and(eq(orders.userId, userId), isNull(railOrders.endState), inArray(orders.status, ['PENDING', 'CONFIRMED'])));
      if ((open?.orders ?? 0) >= MAX_OPEN_RAIL_ORDERS) {
        return refusalOf(RAIL_ERROR_CODES.tooManyOpen, serverText('railOrderLimit', { count: MAX_OPEN_RAIL_ORDERS }));
      }
      if (lookup === RAILWAY_SILENT) return refusalOf(RAIL_ERROR_CODES.railwayUnavailable, serverText('railwayUnavailable'));
      if (!lookup.found)
        return refusalOf(
          RAIL_ERROR_CODES.pnrRefused,
          serverText(lookup.refusal === 'cancelled' ? 'pnrCancelled' : lookup.refusal === 'notCharted' ? 'pnrNotCharted' : 'pnrUnknown', {
            pnrDigits: ticket.pnr.length,
          }),
        );
      const { journey } = lookup;
      const check = await checkStation(tx, journey, details.stationId, at.getTime(), timeScale);
      if (!check.ok) return refusalOf(RAIL_ERROR_CODES.stationClosed, stationRefusal(check));
      if (journey.trainNo !== ticket.trainNo || check.served.storeId !== storeId) {
        return refusalOf(RAIL_ERROR_CODES.stationClosed, serverText('railStationNotServed', { station: check.station.name }));
      }
      if (hasEdvLines && !check.served.edvEnabled) {
        return refusalOf(RAIL_ERROR_CODES.edvNotOffered, serverText('railEdvNotOffered', { station: check.station.name }));
      }
      return {
        pnr: journey.pnr,
        trainNo: journey.trainNo,
        trainName: journey.trainName,
        ...journeyDates(journey),
        coach: journey.coach,
        berth: journey.berth,
        stationId: check.station.code,
        stationName: check.station.name,
        scheduledArrival: new Date(check.station.scheduledArrival ?? check.detail.arrivalAt),
        expectedArrival: new Date(check.detail.arrivalAt),
        leadMinutes: check.served.leadMinutes,
        haltMinutes: check.station.haltMinutes,
        checkedAt: at,
      };
    },

    async record(tx, orderId, rail) {
      await tx.insert(railOrders).values({ ...rail, orderId, deliveryCode: newDeliveryCode() });
    },

    async history(caller) {
      const rows = await db
        .select({ order: orders, payment: payments, rail: railOrders })
        .from(railOrders)
        .innerJoin(orders, eq(orders.id, railOrders.orderId))
        .innerJoin(payments, eq(payments.orderId, orders.id))
        .where(eq(orders.userId, caller.userId))
        .orderBy(desc(orders.createdAt));
      const asked: AskedRailway = new Map();
      const current = [];
      for (const row of rows) current.push(await viewOf(await settled(row, asked)));
      return current;
    },

    async one(caller, orderId) {
      const found = await findOwn(caller, orderId);
      return found ? viewOf(await settled(found)) : null;
    },

    async cancel(caller, orderId) {
      const owned = await findOwn(caller, orderId);
      if (!owned) return null;
      const found = await settled(owned);
      const view = await viewOf(found);
      if (FINAL_RAIL_STATES.includes(view.state)) return refusalOf(RAIL_ERROR_CODES.orderEnded, serverText('railOrderEnded'));
      if (found.order.status === 'PENDING') return refusalOf(RAIL_ERROR_CODES.paymentPending, serverText('railCancelPending'));
      const until = view.cancellableUntil ?? 0;
      if (now() > until) return refusalOf(RAIL_ERROR_CODES.cancelClosed, serverText('railCancelClosed', { time: serverTime(until) }));
      await end(orderId, 'CANCELLED');
      const after = await findById(orderId);
      return after ? viewOf(after) : null;
    },

    async sweep() {
      const asked: AskedRailway = new Map();
      // Every open order each round, a batch at a time in order id order.
      let after = '';
      for (;;) {
        const open = await db
          .select({ order: orders, payment: payments, rail: railOrders })
          .from(railOrders)
          .innerJoin(orders, eq(orders.id, railOrders.orderId))
          .innerJoin(payments, eq(payments.orderId, orders.id))
          .where(and(isNull(railOrders.endState), eq(orders.status, 'CONFIRMED'), gt(railOrders.orderId, after)))
          .orderBy(asc(railOrders.orderId))
          .limit(SWEEP_BATCH);
        await eachInTurn(open, (found) => settle(found, asked), 'open rail orders');
        const last = open.at(-1);
        if (open.length < SWEEP_BATCH || !last) return;
        after = last.rail.orderId;
      }
    },

    async settleOrder(orderId) {
      const found = await findById(orderId);
      if (found) await settle(found);
    },
  };
}
