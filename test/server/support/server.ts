/** The real app on a real port over a fresh database, for tests that speak HTTP with fetch. */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { PATHS } from '@/contract/paths';
import type { AnonymousSession } from '@/contract/accounts';
import { createApp } from '@server/app';
import type { Clock } from '@server/services/clock';
import type { Checkout } from '@server/services/orders';
import type { PnrProvider } from '@server/services/rail/pnrProvider';
import type { TravellingClock } from '@server/services/sandboxClock';
import { parseEnv, type Env } from '@server/env';
import { createTestDatabase, type TestDatabase } from './db';

export interface TestServer {
  url: string;
  env: Env;
  database: TestDatabase;
  /** What the server wrote to its log (the built-in SMS provider logs every message). */
  logLines: string[];
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** Closes the database while the HTTP server keeps answering (to provoke failures). */
  closeDatabase(): Promise<void>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Raw environment values, as the process would see them. */
  env?: Record<string, string>;
  /** Built PWA folder; by default one that does not exist, so only public/images is served. */
  staticDir?: string;
  /** The server's clock (OTP expiry, resend waits, rate-limit windows); real time by default. */
  clock?: Clock;
  /** Serve another server's database (left open at close) instead of a fresh one: saves a database start. */
  database?: TestDatabase;
  /** PNR status in place of the sandbox railway (a railway that fails). */
  pnrs?: PnrProvider;
  /** The orders and payments service over the server's database, when a test needs a hand on it (callbacks, reconciler). */
  checkout?: (database: TestDatabase) => Checkout;
  /** The movable clock whose control the app mounts outside production; pass its `clock` as `clock` too. */
  travel?: TravellingClock;
}

const MISSING_STATIC_DIR = '/nonexistent/slice-dist';

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = options.database ?? (await createTestDatabase());
  // Catalogue changes reach the kept answers at once, as tests change the catalogue and read it back.
  const env = parseEnv({ PORT: '0', HOST: '127.0.0.1', CATALOGUE_RECHECK_MS: '0', ...options.env });
  const logLines: string[] = [];
  const app = createApp({
    db: database.db,
    env,
    staticDir: options.staticDir ?? MISSING_STATIC_DIR,
    clock: options.clock,
    log: (line) => logLines.push(line),
    checkout: options.checkout?.(database),
    pnrs: options.pnrs,
    travel: options.travel,
  });
  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>((resolve) => {
    const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info: AddressInfo) =>
      resolve({ server, port: info.port }),
    );
  });
  const url = `http://127.0.0.1:${port}`;
  let databaseClosed: Promise<void> | undefined;
  const closeDatabase = () => (databaseClosed ??= options.database ? Promise.resolve() : database.close());
  return {
    url,
    env,
    database,
    logLines,
    fetch: (path, init) => fetch(`${url}${path}`, init),
    closeDatabase,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await closeDatabase();
    },
  };
}

/** JSON POST helper: a string body is sent as is (to test invalid JSON), anything else is serialised. */
export function jsonInit(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

/** Creates an anonymous user through the API and returns the session with its auth headers. */
export async function signInAnonymously(server: TestServer): Promise<AnonymousSession & { headers: Record<string, string> }> {
  const response = await server.fetch(PATHS.anonymousUser, { method: 'POST' });
  if (response.status !== 201) throw new Error(`anonymous sign-in answered ${response.status}`);
  const session = (await response.json()) as AnonymousSession;
  return { ...session, headers: { authToken: session.credentials.accessToken, userId: session.userId } };
}
