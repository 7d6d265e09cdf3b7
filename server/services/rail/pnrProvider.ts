/**
 * Where PNR status comes from: the railway's e-catering service in production, the sandbox railway here
 * (sandboxPnr.ts, docs/sandbox-rail.md). Times are epoch milliseconds.
 */
import type { BookingStatus, PnrRefusal } from '@/domain/rail';

export interface JourneyStation {
  code: string;
  name: string;
  /** null at the boarding station. */
  scheduledArrival: number | null;
  /** null at the destination. */
  scheduledDeparture: number | null;
  /** 0 where the passenger boards or leaves the train. */
  haltMinutes: number;
  /** How late the train is expected here. */
  delayMinutes: number;
  /** When the train is expected here and leaves, its delay included (null as the timetable's). */
  expectedArrival: number | null;
  expectedDeparture: number | null;
  distanceKm: number;
}

export interface PnrJourney {
  pnr: string;
  trainNo: string;
  trainName: string;
  /** When the train left its first station. */
  trainStartedAt: number;
  /** Both null while waitlisted. */
  coach: string | null;
  berth: number | null;
  bookingStatus: BookingStatus;
  /** From the boarding station to the destination, in order. */
  stations: JourneyStation[];
}

export type PnrLookup = { found: true; journey: PnrJourney } | { found: false; refusal: PnrRefusal };

export interface PnrProvider {
  /** `pnr` is 10 digits. */
  status(pnr: string): Promise<PnrLookup>;
}
