/**
 * The sandbox railway (docs/sandbox-rail.md): the seeded tickets of sandboxTrains.ts on journeys that run by the
 * server's clock. A ticket's journey is fixed at its first lookup (its train left `startedMinutesAgo` before),
 * so the train moves on from then; once it has reached the passenger's destination the ticket is booked again
 * on the next run, placed the same way, so the seeded PNRs keep working on a long-lived server. Timetable
 * minutes pass TIME_SCALE times faster, like the order clock's. Its control (`control`) runs a ticket's train
 * late or cancels the ticket, as a railway would after an order was placed.
 */
import { and, eq } from 'drizzle-orm';
import { MS_PER_MINUTE } from '@/domain/time';
import type { Database } from '../../db/client';
import { sandboxPnrJourneys } from '../../db/schema';
import type { Clock } from '../clock';
import type { JourneyStation, PnrJourney, PnrLookup, PnrProvider } from './pnrProvider';
import { SANDBOX_TICKETS, SANDBOX_TRAINS, type SandboxTicket, type SandboxTrain, type TimetableStop } from './sandboxTrains';

export interface SandboxRailControl {
  /** The train's delay from now on, in place of the seeded one. */
  delayMinutes?: number;
  ticketCancelled?: boolean;
}

export interface SandboxPnrProvider extends PnrProvider {
  /** Changes a seeded ticket's journey; false for a PNR the sandbox does not know. */
  control(pnr: string, change: SandboxRailControl): Promise<boolean>;
}

function journeyStops(train: SandboxTrain, ticket: SandboxTicket): TimetableStop[] {
  const from = train.stops.findIndex((stop) => stop.code === ticket.boarding);
  const to = train.stops.findIndex((stop) => stop.code === ticket.destination);
  if (from < 0 || to <= from) throw new Error(`Sandbox ticket ${ticket.pnr} does not travel on train ${train.trainNo}.`);
  return train.stops.slice(from, to + 1);
}

function journeyOf(train: SandboxTrain, ticket: SandboxTicket, trainStartedAt: number, timeScale: number, delay: number): PnrJourney {
  const minutesAfter = (start: number, minutes: number | null) => (minutes === null ? null : start + (minutes * MS_PER_MINUTE) / timeScale);
  const stops = journeyStops(train, ticket);
  const stations = stops.map((stop, index): JourneyStation => {
    const boarding = index === 0;
    const destination = index === stops.length - 1;
    // The train runs late from its first station on.
    const late = stop.arrive === null ? 0 : delay;
    const scheduledArrival = boarding ? null : minutesAfter(trainStartedAt, stop.arrive);
    const scheduledDeparture = destination ? null : minutesAfter(trainStartedAt, stop.depart);
    const expected = (at: number | null) => (at === null ? null : at + (late * MS_PER_MINUTE) / timeScale);
    return {
      code: stop.code,
      name: stop.name,
      scheduledArrival,
      scheduledDeparture,
      expectedArrival: expected(scheduledArrival),
      expectedDeparture: expected(scheduledDeparture),
      haltMinutes: boarding || destination || stop.arrive === null || stop.depart === null ? 0 : stop.depart - stop.arrive,
      delayMinutes: late,
      distanceKm: stop.distanceKm - (stops[0]?.distanceKm ?? 0),
    };
  });
  return {
    pnr: ticket.pnr,
    trainNo: train.trainNo,
    trainName: train.name,
    trainStartedAt,
    coach: ticket.coach,
    berth: ticket.berth,
    bookingStatus: ticket.bookingStatus,
    stations,
  };
}

export function createSandboxPnrProvider(db: Database, clock: Clock, timeScale = 1): SandboxPnrProvider {
  const tickets = new Map(SANDBOX_TICKETS.map((ticket) => [ticket.pnr, ticket]));
  const trains = new Map(SANDBOX_TRAINS.map((train) => [train.trainNo, train]));

  const scaledMinute = MS_PER_MINUTE / timeScale;
  /** A new run for the ticket: its train left `startedMinutesAgo` before now, to the (scaled) minute. */
  const freshStart = (ticket: SandboxTicket) =>
    Math.floor((clock() - ticket.startedMinutesAgo * scaledMinute) / scaledMinute) * scaledMinute;

  type KeptRun = typeof sandboxPnrJourneys.$inferSelect;
  const keptRun = async (pnr: string): Promise<KeptRun | undefined> =>
    (await db.select().from(sandboxPnrJourneys).where(eq(sandboxPnrJourneys.pnr, pnr)))[0];

  const journeyFor = (ticket: SandboxTicket, train: SandboxTrain, run: KeptRun) =>
    journeyOf(train, ticket, run.startedAt.getTime(), timeScale, run.delayMinutes ?? ticket.delayMinutes);

  /** When the passenger's train reaches the destination, its delay included. */
  const arrivesAt = (journey: PnrJourney): number => journey.stations.at(-1)?.expectedArrival ?? journey.trainStartedAt;

  /** The ticket's run under way: the kept one, or a fresh one once the kept train has arrived (the controls start over). */
  async function currentRun(ticket: SandboxTicket, train: SandboxTrain): Promise<KeptRun> {
    const kept = await keptRun(ticket.pnr);
    if (kept !== undefined && arrivesAt(journeyFor(ticket, train, kept)) > clock()) return kept;
    const fresh = { startedAt: new Date(freshStart(ticket)), delayMinutes: null, ticketCancelled: false };
    // Two lookups at once keep the run written first.
    if (kept === undefined)
      await db
        .insert(sandboxPnrJourneys)
        .values({ pnr: ticket.pnr, ...fresh })
        .onConflictDoNothing();
    else
      await db
        .update(sandboxPnrJourneys)
        .set(fresh)
        .where(and(eq(sandboxPnrJourneys.pnr, ticket.pnr), eq(sandboxPnrJourneys.startedAt, kept.startedAt)));
    return (await keptRun(ticket.pnr)) ?? { pnr: ticket.pnr, ...fresh };
  }

  const seeded = (pnr: string) => {
    const ticket = tickets.get(pnr);
    const train = ticket && trains.get(ticket.trainNo);
    return ticket && train ? { ticket, train } : null;
  };

  return {
    async status(pnr): Promise<PnrLookup> {
      const found = seeded(pnr);
      if (!found) return { found: false, refusal: 'unknown' };
      const { ticket, train } = found;
      if (ticket.state === 'cancelled') return { found: false, refusal: 'cancelled' };
      if (ticket.state === 'notCharted') return { found: false, refusal: 'notCharted' };
      const run = await currentRun(ticket, train);
      if (run.ticketCancelled) return { found: false, refusal: 'cancelled' };
      return { found: true, journey: journeyFor(ticket, train, run) };
    },

    async control(pnr, change) {
      const found = seeded(pnr);
      if (!found) return false;
      await currentRun(found.ticket, found.train);
      await db
        .update(sandboxPnrJourneys)
        .set({
          ...(change.delayMinutes === undefined ? {} : { delayMinutes: change.delayMinutes }),
          ...(change.ticketCancelled === undefined ? {} : { ticketCancelled: change.ticketCancelled }),
        })
        .where(eq(sandboxPnrJourneys.pnr, pnr));
      return true;
    },
  };
}
