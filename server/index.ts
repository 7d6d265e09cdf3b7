/** Starts the process: settings, database (migrate, seed), HTTP server, payment workers; closes cleanly on SIGINT/SIGTERM. */
import { serve } from '@hono/node-server';
import { BRAND } from '@/domain/constants';
import { createApp } from './app';
import { openDatabase } from './db/client';
import { seedDatabase } from './db/seed';
import { EnvError, FAULT_POINTS, isProduction, parseEnv, publicUrlFor } from './env';
import { systemClock } from './services/clock';
import { createCheckout } from './services/orders';
import { createTravellingClock } from './services/sandboxClock';
import { startPaymentWorkers } from './services/payments/workers';

async function main(): Promise<void> {
  const env = parseEnv(process.env);
  const database = openDatabase(env);
  await database.migrate();
  await seedDatabase(database.db);
  // Outside production the clock can be moved forward (docs/sandbox-clock.md).
  const travel = isProduction(env) ? undefined : createTravellingClock(systemClock);
  const clock = travel?.clock ?? systemClock;
  const checkout = createCheckout(database.db, clock, {
    timeScale: env.TIME_SCALE,
    // The crash test's fault point: the process dies between the gateway's SUCCESS and the merchant hearing of it.
    afterGatewaySuccessStored:
      env.FAULT_POINT === FAULT_POINTS.killAfterGatewaySuccess ? () => process.kill(process.pid, 'SIGKILL') : undefined,
  });
  const app = createApp({ db: database.db, env, checkout, clock, travel });
  const workers = startPaymentWorkers(checkout, env.TIME_SCALE, console.error);
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    console.log(`${BRAND} is running at ${publicUrlFor(env, info.port)}`);
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, stopping.`);
    server.close(() => {
      workers
        .stop()
        .then(() => database.close())
        .then(
          () => process.exit(0),
          (error: unknown) => {
            console.error('Closing the database failed:', error);
            process.exit(1);
          },
        );
    });
    if ('closeAllConnections' in server) server.closeAllConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) console.error(error.message);
  else console.error(`${BRAND} failed to start:`, error);
  process.exit(1);
});
