/**
 * The sandbox railway (docs/sandbox-rail.md): the seeded tickets of sandboxTrains.ts on journeys that run by the
 * server's clock. A ticket's journey is fixed at its first lookup (its train left `startedMinutesAgo` before),
 * so the train moves on from then; once it has reached the passenger's destination the ticket is booked again
 * on the next run, placed the same way, so the seeded PNRs keep working on a long-lived server.
 */
import { and, eq } from 'drizzle-orm';
import { MS_PER_MINUTE } from '@/domain/time';
import type { Database } from '../../db/client';
import { sandboxPnrJourneys } from '../../db/schema';
import type { Clock } from '../clock';
import type { JourneyStation, PnrJourney, PnrLookup, PnrProvider } from './pnrProvider';
import { SANDBOX_TICKETS, SANDBOX_TRAINS, type SandboxTicket, type SandboxTrain, type TimetableStop } from './sandboxTrains';

const minutesAfter = (start: number, minutes: number | null) => (minutes === null ? null : start + minutes * MS_PER_MINUTE);

function journeyStops(train: SandboxTrain, ticket: SandboxTicket): TimetableStop[] {
  const from = train.stops.findIndex((stop) => stop.code === ticket.boarding);
  const to = train.stops.findIndex((stop) => stop.code === ticket.destination);
  if (from < 0 || to <= from) throw new Error(`Sandbox ticket ${ticket.pnr} does not travel on train ${train.trainNo}.`);
  return train.stops.slice(from, to + 1);
}

function journeyOf(train: SandboxTrain, ticket: SandboxTicket, trainStartedAt: number): PnrJourney {
  const stops = journeyStops(train, ticket);
  const stations = stops.map((stop, index): JourneyStation => {
    const boarding = index === 0;
    const destination = index === stops.length - 1;
    return {
      code: stop.code,
      name: stop.name,
      scheduledArrival: boarding ? null : minutesAfter(trainStartedAt, stop.arrive),
      scheduledDeparture: destination ? null : minutesAfter(trainStartedAt, stop.depart),
      haltMinutes: boarding || destination || stop.arrive === null || stop.depart === null ? 0 : stop.depart - stop.arrive,
      // The train runs late from its first station on.
      delayMinutes: stop.arrive === null ? 0 : ticket.delayMinutes,
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

/** When the passenger's train reaches the destination, its delay included. */
function arrivesAt(journey: PnrJourney): number {
  const last = journey.stations.at(-1);
  return (last?.scheduledArrival ?? journey.trainStartedAt) + (last?.delayMinutes ?? 0) * MS_PER_MINUTE;
}

export function createSandboxPnrProvider(db: Database, clock: Clock): PnrProvider {
  const tickets = new Map(SANDBOX_TICKETS.map((ticket) => [ticket.pnr, ticket]));
  const trains = new Map(SANDBOX_TRAINS.map((train) => [train.trainNo, train]));

  /** A new run for the ticket: its train left `startedMinutesAgo` before now, to the minute. */
  const freshStart = (ticket: SandboxTicket) =>
    Math.floor((clock() - ticket.startedMinutesAgo * MS_PER_MINUTE) / MS_PER_MINUTE) * MS_PER_MINUTE;

  const keptStart = async (pnr: string): Promise<number | undefined> => {
    const [kept] = await db.select().from(sandboxPnrJourneys).where(eq(sandboxPnrJourneys.pnr, pnr));
    return kept?.startedAt.getTime();
  };

  async function trainStartedAt(ticket: SandboxTicket, train: SandboxTrain): Promise<number> {
    const kept = await keptStart(ticket.pnr);
    if (kept !== undefined && arrivesAt(journeyOf(train, ticket, kept)) > clock()) return kept;
    const fresh = new Date(freshStart(ticket));
    // Two lookups at once keep the run written first.
    if (kept === undefined) await db.insert(sandboxPnrJourneys).values({ pnr: ticket.pnr, startedAt: fresh }).onConflictDoNothing();
    else
      await db
        .update(sandboxPnrJourneys)
        .set({ startedAt: fresh })
        .where(and(eq(sandboxPnrJourneys.pnr, ticket.pnr), eq(sandboxPnrJourneys.startedAt, new Date(kept))));
    return (await keptStart(ticket.pnr)) ?? fresh.getTime();
  }

  return {
    async status(pnr): Promise<PnrLookup> {
      const ticket = tickets.get(pnr);
      const train = ticket && trains.get(ticket.trainNo);
      if (!ticket || !train) return { found: false, refusal: 'unknown' };
      if (ticket.state === 'cancelled') return { found: false, refusal: 'cancelled' };
      if (ticket.state === 'notCharted') return { found: false, refusal: 'notCharted' };
      return { found: true, journey: journeyOf(train, ticket, await trainStartedAt(ticket, train)) };
    },
  };
}
