/** GET pnrStatus (SPEC 7 PNR status): signed-in (anonymous or not) users ask about a train ticket. */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { ENDPOINTS as E } from '@/contract/endpoints';
import type { PnrStatusResponse, PnrStation } from '@/contract/rail';
import { PNR_DIGITS } from '@/domain/constants';
import { PNR_STATUS, type PnrRefusal } from '@/domain/rail';
import { INDIA_UTC_OFFSET, INDIA_UTC_OFFSET_MINUTES, MS_PER_MINUTE } from '@/domain/time';
import { validatePnr } from '@/domain/validation';
import { requireAuth } from '../http/auth';
import { ERROR_CODES, errorResponse } from '../http/errors';
import { indiaDay } from '../services/orders';
import type { JourneyStation, PnrJourney, PnrProvider } from '../services/rail/pnrProvider';
import type { TokenService } from '../services/tokens';
import { serverText, serverValidationText, type ServerTextKey } from '../texts';
import { routePath } from './account';

/** yyyy-mm-ddThh:mm:ss */
const LOCAL_DATE_TIME_LENGTH = 19;

/** Indian time as the railway writes it: 2026-11-26T18:05:00+05:30. */
const indianDateTime = (epochMs: number) =>
  `${new Date(epochMs + INDIA_UTC_OFFSET_MINUTES * MS_PER_MINUTE).toISOString().slice(0, LOCAL_DATE_TIME_LENGTH)}${INDIA_UTC_OFFSET}`;

const orNull = <T>(value: number | null, map: (value: number) => T): T | null => (value === null ? null : map(value));

function stationAnswer(station: JourneyStation): PnrStation {
  return {
    code: station.code,
    name: station.name,
    arrivalDateTime: orNull(station.scheduledArrival, (at) => indianDateTime(at + station.delayMinutes * MS_PER_MINUTE)),
    scheduledArrivalDateTime: orNull(station.scheduledArrival, indianDateTime),
    departureDateTime: orNull(station.scheduledDeparture, (at) => indianDateTime(at + station.delayMinutes * MS_PER_MINUTE)),
    haltMinutes: station.haltMinutes,
    delayMinutes: station.delayMinutes,
    distanceKm: station.distanceKm,
  };
}

const indianDate = (epochMs: number) => indiaDay(new Date(epochMs));

function journeyAnswer(journey: PnrJourney): PnrStatusResponse {
  const boardsAt = journey.stations[0]?.scheduledDeparture ?? journey.trainStartedAt;
  return {
    status: PNR_STATUS.success,
    result: {
      pnr: journey.pnr,
      trainInfo: {
        trainNo: journey.trainNo,
        name: journey.trainName,
        dateOfJourney: indianDate(boardsAt),
        trainStartDate: indianDate(journey.trainStartedAt),
        boardingStationCode: journey.stations[0]?.code ?? '',
        destinationStationCode: journey.stations.at(-1)?.code ?? '',
      },
      seatInfo: { coach: journey.coach, berth: journey.berth, bookingStatus: journey.bookingStatus },
      stations: journey.stations.map(stationAnswer),
    },
  };
}

const REFUSAL_TEXTS: Record<PnrRefusal, ServerTextKey> = {
  unknown: 'pnrUnknown',
  cancelled: 'pnrCancelled',
  notCharted: 'pnrNotCharted',
};

const badPnr = (c: Context) => errorResponse(c, 400, { code: ERROR_CODES.badRequest, displayMsg: serverValidationText('pnrInvalid') });

export function railRoutes(tokens: TokenService, pnrs: PnrProvider): Hono {
  const auth = requireAuth(tokens);
  return new Hono().get(routePath(E.getPnrStatus.path), auth, async (c) => {
    const pnr = c.req.param('pnr') ?? '';
    if (validatePnr(pnr) !== null) return badPnr(c);
    const lookup = await pnrs.status(pnr);
    if (lookup.found) return c.json(journeyAnswer(lookup.journey));
    const message = serverText(REFUSAL_TEXTS[lookup.refusal], { pnrDigits: PNR_DIGITS });
    return c.json({ status: PNR_STATUS.failure, reason: lookup.refusal, message } satisfies PnrStatusResponse);
  });
}
