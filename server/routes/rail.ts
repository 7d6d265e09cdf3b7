/**
 * Rail catering (SPEC 7 PNR status, rail localities, save, cancel, history) for signed-in users (anonymous or
 * not): a ticket's journey, the stations ahead a store serves, the station chosen (kept on the caller's cart),
 * and the caller's rail orders (another's answer 404). PNR lookups are limited per client address.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { ENDPOINTS as E } from '@/contract/endpoints';
import { RAIL_ERROR_CODES } from '@/contract/codes';
import type { PnrStation, PnrStatusResponse, RailLocalitiesResponse, RailOrdersResponse, RailSaveResponse } from '@/contract/rail';
import { PNR_DIGITS } from '@/domain/constants';
import { PNR_STATUS, type PnrRefusal } from '@/domain/rail';
import { INDIA_UTC_OFFSET, INDIA_UTC_OFFSET_MINUTES, indiaDay, MS_PER_MINUTE } from '@/domain/time';
import { validatePnr } from '@/domain/validation';
import type { Database } from '../db/client';
import { requireAuth } from '../http/auth';
import { limitPerAddress, type RouteLimit } from '../http/rateLimit';
import { validated } from '../http/validate';
import { keepRailStore } from '../services/cart';
import type { Clock } from '../services/clock';
import { stationRefusal, type RailOrders } from '../services/rail/railOrders';
import type { SandboxPnrProvider } from '../services/rail/sandboxPnr';
import { checkStation, storeStationsOf } from '../services/rail/stations';
import { callerOf } from './orders';
import { ERROR_CODES, errorResponse } from '../http/errors';
import type { JourneyStation, PnrJourney, PnrLookup, PnrProvider } from '../services/rail/pnrProvider';
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
    arrivalDateTime: orNull(station.expectedArrival, indianDateTime),
    scheduledArrivalDateTime: orNull(station.scheduledArrival, indianDateTime),
    departureDateTime: orNull(station.expectedDeparture, indianDateTime),
    haltMinutes: station.haltMinutes,
    delayMinutes: station.delayMinutes,
    distanceKm: station.distanceKm,
  };
}

const indianDate = (epochMs: number) => indiaDay(new Date(epochMs));

function journeyAnswer(journey: PnrJourney): Extract<PnrStatusResponse, { status: 'success' }> {
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

const refusalText = (refusal: PnrRefusal) => serverText(REFUSAL_TEXTS[refusal], { pnrDigits: PNR_DIGITS });

export const pnrAnswer = (lookup: PnrLookup): PnrStatusResponse =>
  lookup.found
    ? journeyAnswer(lookup.journey)
    : { status: PNR_STATUS.failure, reason: lookup.refusal, message: refusalText(lookup.refusal) };

const railOrderNotFound = (c: Context) =>
  errorResponse(c, 404, { code: RAIL_ERROR_CODES.orderNotFound, displayMsg: serverText('railOrderNotFound') });

/** Refusals of a rail order's cancellation are conflicts with its state. */
const CONFLICT = 409;
/** A PNR that cannot take an order is a well-formed request the railway refuses. */
const UNPROCESSABLE = 422;
/** SPEC 8: the railway not answering is a service problem. */
const SERVICE_UNAVAILABLE = 503;

/** The railway's answer, or null when it did not answer. */
async function askRailway(pnrs: PnrProvider, pnr: string): Promise<PnrLookup | null> {
  try {
    return await pnrs.status(pnr);
  } catch {
    return null;
  }
}

const railwayDown = (c: Context) =>
  errorResponse(c, SERVICE_UNAVAILABLE, { code: RAIL_ERROR_CODES.railwayUnavailable, displayMsg: serverText('railwayUnavailable') });

export interface RailRouteOptions {
  db: Database;
  tokens: TokenService;
  clock: Clock;
  timeScale: number;
  pnrs: PnrProvider;
  rail: RailOrders;
  lookupLimit: RouteLimit;
}

export function railRoutes({ db, tokens, clock, timeScale, pnrs, rail, lookupLimit }: RailRouteOptions): Hono {
  const auth = requireAuth(tokens);
  const lookups = limitPerAddress({ ...lookupLimit, secret: tokens.secret, scope: 'pnr-lookup' });
  const orderId = (c: Context) => c.req.param('orderId') ?? '';
  return new Hono()
    .get(routePath(E.getPnrStatus.path), auth, lookups, async (c) => {
      const pnr = c.req.param('pnr') ?? '';
      if (validatePnr(pnr) !== null) return badPnr(c);
      const lookup = await askRailway(pnrs, pnr);
      return lookup ? c.json(pnrAnswer(lookup)) : railwayDown(c);
    })
    .get(E.getRailLocalities.path, auth, validated('getRailLocalities'), lookups, async (c) => {
      const lookup = await askRailway(pnrs, c.get('query').pnr);
      if (!lookup) return railwayDown(c);
      if (!lookup.found)
        return errorResponse(c, UNPROCESSABLE, { code: RAIL_ERROR_CODES.pnrRefused, displayMsg: refusalText(lookup.refusal) });
      const { result } = journeyAnswer(lookup.journey);
      const { details, served } = await storeStationsOf(db, lookup.journey, clock(), timeScale);
      const edvEnable = details.some((detail) => served.get(detail.stationId)?.edvEnabled === true);
      return c.json({
        data: { edvEnable, pnr: result.pnr, trainInfo: result.trainInfo, seatInfo: result.seatInfo, storeStationDetails: details },
      } satisfies RailLocalitiesResponse);
    })
    .post(E.saveRailStation.path, auth, validated('saveRailStation'), lookups, async (c) => {
      const { pnr, stationId } = c.get('body');
      const lookup = await askRailway(pnrs, pnr);
      if (!lookup) return railwayDown(c);
      if (!lookup.found)
        return errorResponse(c, UNPROCESSABLE, { code: RAIL_ERROR_CODES.pnrRefused, displayMsg: refusalText(lookup.refusal) });
      const check = await checkStation(db, lookup.journey, stationId, clock(), timeScale);
      if (!check.ok) return errorResponse(c, CONFLICT, { code: RAIL_ERROR_CODES.saveFailed, displayMsg: stationRefusal(check) });
      await keepRailStore(db, c.get('userId'), check.served.storeId);
      return c.json({
        status: 'SUCCESS',
        data: {
          pnr,
          trainNo: lookup.journey.trainNo,
          stationId: check.station.code,
          stationName: check.station.name,
          storeId: check.served.storeId,
          storeName: check.served.storeName,
          latitude: check.served.latitude,
          longitude: check.served.longitude,
          arrivalAt: check.detail.arrivalAt,
          edvEnable: check.served.edvEnabled,
        },
      } satisfies RailSaveResponse);
    })
    .get(E.getRailOrders.path, auth, async (c) => c.json({ orders: await rail.history(callerOf(c)) } satisfies RailOrdersResponse))
    .get(routePath(E.getRailOrder.path), auth, async (c) => {
      const order = await rail.one(callerOf(c), orderId(c));
      return order ? c.json(order) : railOrderNotFound(c);
    })
    .post(routePath(E.cancelRailOrder.path), auth, async (c) => {
      const outcome = await rail.cancel(callerOf(c), orderId(c));
      if (outcome === null) return railOrderNotFound(c);
      return 'code' in outcome ? errorResponse(c, CONFLICT, outcome) : c.json(outcome);
    });
}

/** Outside production: the sandbox railway's control (docs/sandbox-rail.md). */
export function sandboxRailRoutes(pnrs: SandboxPnrProvider): Hono {
  return new Hono().post(routePath(E.setSandboxRail.path), validated('setSandboxRail'), async (c) => {
    const pnr = c.req.param('pnr') ?? '';
    if (validatePnr(pnr) !== null) return badPnr(c);
    if (!(await pnrs.control(pnr, c.get('body')))) {
      return errorResponse(c, 404, { code: ERROR_CODES.notFound, displayMsg: refusalText('unknown') });
    }
    return c.json(pnrAnswer(await pnrs.status(pnr)));
  });
}
