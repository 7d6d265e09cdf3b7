import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import type { CartResponse } from '@/contract/cart';
import type { OrderHistoryPage } from '@/contract/afterOrder';
import { openDatabase } from '@server/db/client';
import { carts, loyaltyPoints, orders, payments, sandboxGatewayCallbacks, sandboxGatewayPayments } from '@server/db/schema';
import { FAULT_POINTS } from '@server/env';
import { SANDBOX_OTP, SANDBOX_TEST_CARDS } from '@server/services/payments/constants';
import { loginAsMember } from './support/loyalty';
import { cardForm, confirmBody, confirmed, fillCart, postForm } from './support/checkout';
import { createProcessStorage } from './support/processStorage';
import type { TestServer } from './support/server';

const ROOT = new URL('../../', import.meta.url).pathname;
const READY = /Slice is running at (http:\/\/\S+)/;
const START_TIMEOUT_MS = 45_000;
const CONVERGE_TIMEOUT_MS = 20_000;
const POLL_MS = 100;
/** Fast clocks: the payment workers run every 100 ms. */
const TIME_SCALE = '60';

interface Running {
  child: ChildProcess;
  baseUrl: string;
  exited: Promise<NodeJS.Signals | number | null>;
  output(): string;
}

const children: ChildProcess[] = [];
let dataDir: string;
let storage: Record<string, string>;
let disposeStorage: () => Promise<void>;

beforeAll(async () => {
  const created = await createProcessStorage('slice-crash-');
  ({ dir: dataDir, env: storage, dispose: disposeStorage } = created);
});
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
afterAll(() => disposeStorage());

async function start(env: Record<string, string> = {}): Promise<Running> {
  // Node itself runs the server (tsx as a loader), so signals and exit codes are the server's own.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: '0',
      HOST: '127.0.0.1',
      STATIC_DIR: join(dataDir, 'no-dist'),
      TIME_SCALE,
      ...storage,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ready line within ${START_TIMEOUT_MS} ms:\n${output}`)), START_TIMEOUT_MS);
    child.stdout!.on('data', () => {
      const match = READY.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolve(`http://127.0.0.1:${new URL(match[1]!).port}`);
    });
    void exited.then((code) => reject(new Error(`exited with ${code} before ready:\n${output}`)));
  });
  return { child, baseUrl, exited, output: () => output };
}

/** The test helpers speak to a server through its fetch only. */
const client = (baseUrl: string) => ({ fetch: (path: string, init?: RequestInit) => fetch(`${baseUrl}${path}`, init) }) as TestServer;

/** Reads the database while no server process holds it (an embedded data directory has one user at a time). */
async function inspect<T>(read: (db: ReturnType<typeof openDatabase>['db']) => Promise<T>): Promise<T> {
  const handle = openDatabase({ DATA_DIR: storage.DATA_DIR ?? '', DATABASE_URL: storage.DATABASE_URL });
  try {
    return await read(handle.db);
  } finally {
    await handle.close();
  }
}

describe('a server killed between the gateway’s SUCCESS and the order’s confirmation', () => {
  it(
    'confirms the order exactly once after a restart on the same database, with nobody asking, and empties the cart',
    { timeout: 120_000 },
    async () => {
      const doomed = await start({ FAULT_POINT: FAULT_POINTS.killAfterGatewaySuccess });
      const first = client(doomed.baseUrl);
      const user = await loginAsMember(first);
      await fillCart(first, user.headers);
      const initiate = await confirmed(first, user.headers, confirmBody({ primaryPaymentId: 'CC' }));
      await postForm(first, `${initiate.processTransactionURL!}/card`, cardForm(SANDBOX_TEST_CARDS.success));
      await expect(postForm(first, `${initiate.processTransactionURL!}/otp`, { otp: SANDBOX_OTP })).rejects.toThrow();
      expect(await doomed.exited).toBe('SIGKILL');

      const between = await inspect(async (db) => ({
        gateway: (await db.select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.id, initiate.paymentId)))[0]?.status,
        payment: (await db.select().from(payments).where(eq(payments.id, initiate.paymentId)))[0]?.status,
        order: (await db.select().from(orders).where(eq(orders.userId, user.userId)))[0]?.status,
      }));
      expect(between).toEqual({ gateway: 'SUCCESS', payment: 'PENDING', order: 'PENDING' });

      const restarted = await start();
      const second = client(restarted.baseUrl);
      const deadline = Date.now() + CONVERGE_TIMEOUT_MS;
      let status: string | undefined;
      // Order history only reads: it never asks the gateway, so the restarted process converges on its own.
      while (Date.now() < deadline) {
        const page = (await (await second.fetch(`${PATHS.orderHistory}?pageNo=1`, { headers: user.headers })).json()) as OrderHistoryPage;
        status = page.orders[0]?.status;
        if (status !== 'PENDING') break;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      expect(status).not.toBe('PENDING');
      expect(status).not.toBe('FAILED');
      const cart = (await (await second.fetch(PATHS.cart, { headers: user.headers })).json()) as CartResponse;
      expect(cart.validItems).toEqual([]);
      restarted.child.kill('SIGTERM');
      expect(await restarted.exited, restarted.output()).toBe(0);

      const after = await inspect(async (db) => ({
        orders: await db.select().from(orders).where(eq(orders.userId, user.userId)),
        points: await db.select().from(loyaltyPoints).where(eq(loyaltyPoints.userId, user.userId)),
        cart: await db.select().from(carts).where(eq(carts.userId, user.userId)),
        callback: (await db.select().from(sandboxGatewayCallbacks).where(eq(sandboxGatewayCallbacks.paymentId, initiate.paymentId)))[0],
      }));
      expect(after.orders).toEqual([expect.objectContaining({ status: 'CONFIRMED', pointsEarned: 100 })]);
      expect(after.orders[0]?.confirmedAt).not.toBeNull();
      expect(after.points).toHaveLength(1);
      expect(after.cart).toEqual([]);
      expect(after.callback?.acknowledgedAt).not.toBeNull();
    },
  );
});
