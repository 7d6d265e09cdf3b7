/** Composes the HTTP app: API routes per domain, one error shape, then the static PWA. Used by the process and tests. */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { API_PREFIX } from '@/api/contract';
import {
  INTERNAL_SERVER_ERROR,
  INTERNAL_SERVER_ERROR_BUTTON,
  INTERNAL_SERVER_ERROR_HEADER,
} from '@/domain/messages';
import type { Database } from './db/client';
import type { Env } from './env';
import { ERROR_CODES, errorResponse } from './http/errors';
import { API_ROOT, mountStatic } from './http/static';
import { configRoutes } from './routes/config';
import { contentRoutes } from './routes/content';
import { trackingRoutes } from './routes/tracking';
import { userRoutes } from './routes/users';
import { createTokenService } from './services/tokens';

export const MAX_BODY_BYTES = 64 * 1024;

export interface AppOptions {
  db: Database;
  env: Env;
  /** Built PWA folder; defaults to env.STATIC_DIR. */
  staticDir?: string;
}

export function createApp({ db, env, staticDir = env.STATIC_DIR }: AppOptions): Hono {
  const tokens = createTokenService(db, { secret: env.TOKEN_SECRET, ttlSeconds: env.TOKEN_TTL_SECONDS });
  const app = new Hono();

  app.use(
    `${API_PREFIX}/*`,
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        errorResponse(c, 413, {
          code: ERROR_CODES.payloadTooLarge,
          displayMsg: `The request body is larger than ${MAX_BODY_BYTES} bytes.`,
        }),
    }),
  );
  app.route('/', configRoutes(db));
  app.route('/', userRoutes(db, tokens));
  app.route('/', contentRoutes(db, tokens));
  app.route('/', trackingRoutes(db, tokens));
  app.all(`${API_ROOT}/*`, (c) =>
    errorResponse(c, 404, { code: ERROR_CODES.notFound, displayMsg: `No API endpoint ${c.req.method} ${c.req.path}.` }),
  );

  mountStatic(app, staticDir);

  app.notFound((c) => errorResponse(c, 404, { code: ERROR_CODES.notFound, displayMsg: `Nothing at ${c.req.path}.` }));
  app.onError((error, c) => {
    console.error(`${c.req.method} ${c.req.path} failed:`, error);
    return errorResponse(c, 500, {
      code: ERROR_CODES.internal,
      displayMsg: INTERNAL_SERVER_ERROR,
      header: INTERNAL_SERVER_ERROR_HEADER,
      btnMsg: INTERNAL_SERVER_ERROR_BUTTON,
    });
  });
  return app;
}
