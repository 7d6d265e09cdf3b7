/** The PNR status call on the sandbox railway (docs/sandbox-rail.md). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@/contract/errors';
import { PATHS } from '@/contract/paths';
import type { PnrStatusResponse } from '@/contract/rail';
import { PNR_DIGITS } from '@/domain/constants';
import enServer from '@/i18n/en/server';
import hiServer from '@/i18n/hi/server';
import enValidation from '@/i18n/en/validation';
import { fill } from '@/i18n/texts';
import { SANDBOX_TICKETS, SANDBOX_TRAINS } from '@server/services/rail/sandboxTrains';
import { createTestClock, type TestClock } from './support/accounts';
import { signInAnonymously, startTestServer, type TestServer } from './support/server';

const MINUTE_MS = 60_000;
/** 2026-11-26 10:00 in India. */
const START = Date.parse('2026-11-26T10:00:00+05:30');

let server: TestServer;
let clock: TestClock;
let headers: Record<string, string>;

beforeAll(async () => {
  clock = createTestClock(START);
  server = await startTestServer({ clock });
  ({ headers } = await signInAnonymously(server));
});
afterAll(() => server.close());

const pnrPath = (pnr: string) => PATHS.pnrStatus.replace('{pnr}', encodeURIComponent(pnr));

async function status(pnr: string, extra: Record<string, string> = {}): Promise<PnrStatusResponse> {
  const response = await server.fetch(pnrPath(pnr), { headers: { ...headers, ...extra } });
  expect(response.status, pnr).toBe(200);
  return (await response.json()) as PnrStatusResponse;
}

async function journey(pnr: string) {
  const answer = await status(pnr);
  if (answer.status !== 'success') throw new Error(`${pnr}: ${answer.message}`);
  return answer.result;
}

const at = (dateTime: string | null) => (dateTime === null ? null : Date.parse(dateTime));

describe('PNR status', () => {
  it('answers a seeded ticket with its train, seat and stations in Indian time, the train placed by the clock', async () => {
    const result = await journey('4512345670');
    expect(result.trainInfo).toEqual({
      trainNo: '12007',
      name: 'Chennai Central - Mysuru Shatabdi Express',
      dateOfJourney: '2026-11-26',
      trainStartDate: '2026-11-26',
      boardingStationCode: 'MAS',
      destinationStationCode: 'MYS',
    });
    expect(result.seatInfo).toEqual({ coach: 'C3', berth: 45, bookingStatus: 'CNF' });
    expect(result.stations.map((station) => station.code)).toEqual(['MAS', 'KPD', 'JTJ', 'BNC', 'SBC', 'MYS']);
    const [boarding, katpadi] = result.stations;
    // The train left 20 minutes before the first lookup: Katpadi is 83 minutes after the start.
    expect(boarding).toMatchObject({
      arrivalDateTime: null,
      departureDateTime: '2026-11-26T09:40:00+05:30',
      delayMinutes: 0,
      haltMinutes: 0,
    });
    expect(katpadi).toMatchObject({
      arrivalDateTime: '2026-11-26T11:03:00+05:30',
      scheduledArrivalDateTime: '2026-11-26T11:03:00+05:30',
      departureDateTime: '2026-11-26T11:05:00+05:30',
      haltMinutes: 2,
      distanceKm: 130,
    });
    expect(result.stations.at(-1)).toMatchObject({ departureDateTime: null, haltMinutes: 0 });
  });

  it('keeps the journey as time passes: the train comes closer', async () => {
    const before = await journey('2345678901');
    clock.advance(30 * MINUTE_MS);
    const after = await journey('2345678901');
    expect(after.stations).toEqual(before.stations);
  });

  it('reports a train running late: each station ahead is expected that much after its timetable', async () => {
    const result = await journey('6543210987');
    const ahead = result.stations.slice(1);
    expect(ahead.length).toBeGreaterThan(0);
    for (const station of ahead) {
      expect(station.delayMinutes).toBe(45);
      expect(at(station.arrivalDateTime)! - at(station.scheduledArrivalDateTime)!).toBe(45 * MINUTE_MS);
    }
  });

  it('accepts RAC and waitlisted tickets; a waitlisted one has no berth yet', async () => {
    const rac = await journey('4512345671');
    expect(rac.seatInfo).toEqual({ coach: 'E1', berth: 12, bookingStatus: 'RAC' });
    // The passenger leaves at Mysuru, the train's last station: no halt there on this journey.
    expect(rac.stations.at(-1)).toMatchObject({ code: 'MYS', haltMinutes: 0 });
    const waitlisted = await journey('8765432110');
    expect(waitlisted.seatInfo).toEqual({ coach: null, berth: null, bookingStatus: 'WL' });
    expect(waitlisted.stations[0]).toMatchObject({ code: 'BRC', haltMinutes: 0 });
    expect(waitlisted.trainInfo.boardingStationCode).toBe('BRC');
  });

  it('refuses a cancelled ticket, a train without a chart and an unknown PNR with the reason, in the request language', async () => {
    expect(await status('1111122222')).toEqual({ status: 'failure', reason: 'cancelled', message: enServer.texts.pnrCancelled });
    expect(await status('3333344444')).toEqual({ status: 'failure', reason: 'notCharted', message: enServer.texts.pnrNotCharted });
    expect(await status('9999999999')).toEqual({
      status: 'failure',
      reason: 'unknown',
      message: fill(enServer.texts.pnrUnknown, { pnrDigits: PNR_DIGITS }, 'en'),
    });
    expect(await status('1111122222', { 'x-language': 'hi' })).toEqual({
      status: 'failure',
      reason: 'cancelled',
      message: hiServer.pnrCancelled,
    });
  });

  it('dates the ticket by the day the train leaves the boarding station in India', async () => {
    const boarding = await journey('8765432110');
    const indiaDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
    expect(boarding.trainInfo.dateOfJourney).toBe(indiaDate.format(at(boarding.stations[0]!.departureDateTime)!));
    expect(boarding.trainInfo.trainStartDate).toBe(indiaDate.format(at(boarding.stations[0]!.departureDateTime)! - 267 * MINUTE_MS));
  });

  it('books a seeded ticket again once its train has arrived, placed as at its first lookup', async () => {
    const first = await journey('8765432109');
    // The Rajdhani left Mumbai after midnight in India, the evening before in UTC: the ticket's date is India's.
    const indiaDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
    expect(first.trainInfo.dateOfJourney).toBe(indiaDate.format(at(first.stations[0]!.departureDateTime)!));
    const arrival = at(first.stations.at(-1)!.arrivalDateTime)!;
    clock.advance(arrival - clock() + MINUTE_MS);
    const again = await journey('8765432109');
    expect(clock() - at(again.stations[0]!.departureDateTime)!).toBe(560 * MINUTE_MS);
    expect(at(again.stations.at(-1)!.arrivalDateTime)!).toBeGreaterThan(clock());
  });

  it('answers anything but 10 digits with 400 and the SPEC message', async () => {
    for (const pnr of ['123456789', '12345678901', '12345e6789', '+123456789', '-123456789', '1234.56789', 'abcdefghij', ' 4512345670']) {
      const response = await server.fetch(pnrPath(pnr), { headers });
      expect(response.status, pnr).toBe(400);
      expect(((await response.json()) as ErrorBody).errors[0], pnr).toEqual({
        code: 'BAD_REQUEST',
        displayMsg: enValidation.texts.pnrInvalid,
      });
    }
  });

  it('asks for a session', async () => {
    expect((await server.fetch(pnrPath('4512345670'))).status).toBe(401);
  });
});

describe('the sandbox railway', () => {
  it('places every booked ticket on a journey still under way at its first lookup', () => {
    for (const ticket of SANDBOX_TICKETS.filter((candidate) => candidate.state === 'booked')) {
      const stops = SANDBOX_TRAINS.find((train) => train.trainNo === ticket.trainNo)!.stops;
      const boarding = stops.findIndex((stop) => stop.code === ticket.boarding);
      const destination = stops.findIndex((stop) => stop.code === ticket.destination);
      expect(boarding, ticket.pnr).toBeGreaterThanOrEqual(0);
      expect(destination, ticket.pnr).toBeGreaterThan(boarding);
      expect(stops[destination]!.arrive! + ticket.delayMinutes, ticket.pnr).toBeGreaterThan(ticket.startedMinutesAgo);
    }
  });
});
