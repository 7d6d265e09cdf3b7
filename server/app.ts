/** Composes the HTTP app: API routes per domain, one error shape, then the static PWA. Used by the process and tests. */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { API_PREFIX } from '@/contract/paths';
import type { Database } from './db/client';
import { isProduction, type Env } from './env';
import { compression } from './http/compression';
import { ERROR_CODES, errorResponse } from './http/errors';
import { inputGuard } from './http/inputGuard';
import { requestLanguage } from './http/language';
import { securityHeaders } from './http/securityHeaders';
import { API_ROOT, mountStatic } from './http/static';
import { accountRoutes } from './routes/account';
import { afterOrderRoutes } from './routes/afterOrder';
import { addressRoutes } from './routes/addresses';
import { authRoutes } from './routes/auth';
import { cartRoutes } from './routes/cart';
import { paytmRoutes } from './routes/paytm';
import { codOtpRoutes } from './routes/codOtp';
import { configRoutes } from './routes/config';
import { contentRoutes } from './routes/content';
import { contentPageRoutes } from './routes/contentPages';
import { dealRoutes } from './routes/deals';
import { devSmsRoutes } from './routes/devSms';
import { edvRoutes } from './routes/edv';
import { favouriteRoutes } from './routes/favourites';
import { feedbackRoutes } from './routes/feedback';
import { leagueRoutes } from './routes/league';
import { loyaltyRoutes } from './routes/loyalty';
import { loyaltyMenuRoutes } from './routes/loyaltyMenu';
import { menuRoutes } from './routes/menu';
import { railRoutes, sandboxRailRoutes } from './routes/rail';
import { rewardRoutes } from './routes/rewards';
import { orderRoutes } from './routes/orders';
import { paymentRoutes } from './routes/payments';
import { paymentVerificationRoutes } from './routes/paymentVerification';
import { placeRoutes } from './routes/places';
import { sandboxClockRoutes } from './routes/sandboxClock';
import { sandboxGatewayRoutes } from './routes/sandboxGateway';
import { socialRoutes } from './routes/social';
import { socialSandboxRoutes } from './routes/socialSandbox';
import { storeRoutes } from './routes/stores';
import { trackingRoutes } from './routes/tracking';
import { userRoutes } from './routes/users';
import { voucherRoutes } from './routes/vouchers';
import { walletRoutes } from './routes/wallet';
import { createAnswerCache } from './services/answerCache';
import { systemClock, type Clock } from './services/clock';
import type { TravellingClock } from './services/sandboxClock';
import { createCheckout, type Checkout } from './services/orders';
import { createOtpService } from './services/otp';
import { createRateLimiter } from './services/rateLimits';
import { createBuiltInSmsProvider } from './services/sms/builtIn';
import type { SmsProvider } from './services/sms/provider';
import { createGazetteerProvider } from './services/geo/gazetteer';
import type { GeoProvider } from './services/geo/provider';
import { createSocialSandbox } from './services/socialSandbox';
import type { PnrProvider } from './services/rail/pnrProvider';
import { createSandboxPnrProvider } from './services/rail/sandboxPnr';
import { createTokenService } from './services/tokens';
import { messageText, serverText } from './texts';

export const MAX_BODY_BYTES = 64 * 1024;
const BODILESS_METHODS = new Set(['GET', 'HEAD']);

export interface AppOptions {
  db: Database;
  env: Env;
  /** Built PWA folder; defaults to env.STATIC_DIR. */
  staticDir?: string;
  /** Time of OTP expiry, resend waits and rate-limit windows; tests move it. */
  clock?: Clock;
  /** The server log; defaults to the console. */
  log?: (line: string) => void;
  /** Defaults to the built-in provider (log, plus the development outbox outside production). */
  sms?: SmsProvider;
  /** Place search and geocoding; defaults to the built-in gazetteer. */
  geo?: GeoProvider;
  /** PNR status; defaults to the sandbox railway (docs/sandbox-rail.md). */
  pnrs?: PnrProvider;
  /** Orders and payments over this database; the process shares its own with the payment workers. */
  checkout?: Checkout;
  /** The movable clock behind `clock`, whose control is mounted outside production (docs/sandbox-clock.md). */
  travel?: TravellingClock;
}

export function createApp(options: AppOptions): Hono {
  const { db, env, staticDir = env.STATIC_DIR, clock = systemClock, log = console.log } = options;
  const tokens = createTokenService(db, { secret: env.TOKEN_SECRET, ttlSeconds: env.TOKEN_TTL_SECONDS });
  const production = isProduction(env);
  const sms = options.sms ?? createBuiltInSmsProvider({ db, clock, keepOutbox: !production, hideCodes: production, log });
  const limiter = createRateLimiter(db, clock);
  const geo = options.geo ?? createGazetteerProvider(db);
  const sandboxPnrs = createSandboxPnrProvider(db, clock, env.TIME_SCALE);
  const pnrs = options.pnrs ?? sandboxPnrs;
  const sandbox = createSocialSandbox(db, env.SOCIAL_SANDBOX_KEY);
  const otp = createOtpService({
    db,
    clock,
    sms,
    limiter,
    secret: tokens.secret,
    sendsPerMobilePerHour: env.OTP_SENDS_PER_MOBILE_PER_HOUR,
    sendsPerAddressPerHour: env.OTP_SENDS_PER_ADDRESS_PER_HOUR,
  });
  const checkout = options.checkout ?? createCheckout(db, clock, { timeScale: env.TIME_SCALE, pnrs });
  const answers = createAnswerCache(db, { recheckMs: env.CATALOGUE_RECHECK_MS });
  const app = new Hono();

  app.use('*', ...compression());
  app.use('*', requestLanguage());
  app.use('*', ...securityHeaders({ mapTileUrl: env.MAP_TILE_URL, partnerOrigins: env.PARTNER_FRAME_ORIGINS }));
  app.use('*', inputGuard());
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) =>
      errorResponse(c, 413, {
        code: ERROR_CODES.payloadTooLarge,
        displayMsg: serverText('bodyTooLarge', { bytes: MAX_BODY_BYTES }),
      }),
  });
  // A GET carries no body; asking a request for its body turns the server's lightweight request into a full one.
  app.use(`${API_PREFIX}/*`, (c, next) => (BODILESS_METHODS.has(c.req.method) ? next() : limitBody(c, next)));
  app.route('/', configRoutes(db, { mapTileUrl: env.MAP_TILE_URL }, answers));
  app.route('/', userRoutes(db, tokens, { limiter, perHour: env.ANONYMOUS_USERS_PER_ADDRESS_PER_HOUR }, clock));
  app.route(
    '/',
    authRoutes({
      db,
      tokens,
      otp,
      limiter,
      passwordGuesses: {
        perAddressPerHour: env.PASSWORD_GUESSES_PER_ADDRESS_PER_HOUR,
        perMobilePerHour: env.PASSWORD_GUESSES_PER_MOBILE_PER_HOUR,
      },
      clock,
      timeScale: env.TIME_SCALE,
    }),
  );
  app.route('/', socialRoutes({ db, tokens, sandbox, otp, clock }));
  app.route('/', socialSandboxRoutes(sandbox));
  app.route('/', accountRoutes(db, tokens, checkout.now));
  app.route('/', walletRoutes(db, tokens, checkout.now));
  app.route('/', loyaltyMenuRoutes(db, tokens, checkout.now));
  app.route(
    '/',
    loyaltyRoutes(db, tokens, () => checkout.now().getTime(), env.TIME_SCALE),
  );
  app.route('/', rewardRoutes(db, tokens, checkout.now));
  app.route('/', contentRoutes(db, tokens));
  app.route('/', contentPageRoutes(db, tokens));
  app.route('/', trackingRoutes(db, tokens));
  app.route('/', placeRoutes(db, tokens, geo));
  app.route('/', storeRoutes(db, tokens, geo));
  app.route('/', menuRoutes(db, tokens, answers));
  app.route('/', leagueRoutes(db, tokens, clock));
  app.route(
    '/',
    railRoutes({
      db,
      tokens,
      clock,
      timeScale: env.TIME_SCALE,
      pnrs,
      rail: checkout.rail,
      lookupLimit: { limiter, perHour: env.PNR_LOOKUPS_PER_ADDRESS_PER_HOUR },
    }),
  );
  app.route('/', edvRoutes(db, tokens, answers));
  app.route('/', favouriteRoutes(db, tokens));
  app.route('/', addressRoutes(db, tokens));
  app.route('/', cartRoutes(db, tokens, clock));
  app.route('/', dealRoutes(db, tokens, clock));
  app.route('/', orderRoutes(db, tokens, checkout));
  app.route(
    '/',
    afterOrderRoutes({
      db,
      tokens,
      clock,
      timeScale: env.TIME_SCALE,
      trackLimit: { limiter, perHour: env.TRACK_LOOKUPS_PER_ADDRESS_PER_HOUR },
      gatewayOf: checkout.gatewayOf,
    }),
  );
  app.route(
    '/',
    feedbackRoutes({
      db,
      tokens,
      clock,
      timeScale: env.TIME_SCALE,
      offlineLimit: { limiter, perHour: env.TRACK_LOOKUPS_PER_ADDRESS_PER_HOUR },
    }),
  );
  app.route('/', paymentRoutes(db, tokens, checkout));
  app.route('/', voucherRoutes({ db, tokens, otp, limiter, checkout }));
  app.route('/', paymentVerificationRoutes(db, tokens, checkout));
  app.route('/', codOtpRoutes(db, tokens, otp, checkout));
  app.route('/', paytmRoutes(db, tokens, otp, checkout));
  app.route('/', sandboxGatewayRoutes(clock, checkout.sandbox));
  if (!production) app.route('/', devSmsRoutes(db));
  if (!production && !options.pnrs) app.route('/', sandboxRailRoutes(sandboxPnrs));
  if (!production && options.travel) app.route('/', sandboxClockRoutes(options.travel));
  app.all(`${API_ROOT}/*`, (c) =>
    errorResponse(c, 404, { code: ERROR_CODES.notFound, displayMsg: serverText('noEndpoint', { method: c.req.method, path: c.req.path }) }),
  );

  mountStatic(app, staticDir);

  app.notFound((c) => errorResponse(c, 404, { code: ERROR_CODES.notFound, displayMsg: serverText('nothingAt', { path: c.req.path }) }));
  app.onError((error, c) => {
    console.error(`${c.req.method} ${c.req.path} failed:`, error);
    return errorResponse(c, 500, {
      code: ERROR_CODES.internal,
      displayMsg: messageText('internalServerError'),
      header: messageText('internalServerErrorHeader'),
      btnMsg: messageText('internalServerErrorButton'),
    });
  });
  return app;
}
