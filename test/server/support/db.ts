/**
 * A fresh, migrated and seeded database per test file.
 * PGlite by default: the first file to ask builds a template once per source version and dumps it;
 * every file then loads the dump (fast). With TEST_DATABASE_URL, a new PostgreSQL database per file, dropped at close.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPostgres, pgliteHandle, type DatabaseHandle } from '@server/db/client';
import { seedDatabase } from '@server/db/seed';
import { serialPostgresClients, serialTransactions } from './serialTransactions';

const ROOT = new URL('../../../', import.meta.url).pathname;
/** Everything that shapes the seeded database: a change here rebuilds the template. */
const TEMPLATE_SOURCES = ['server/db', 'src/domain', 'src/contract'];
const LOCK_WAIT_MS = 100;
const STALE_LOCK_MS = 120_000;

export interface TestDatabase extends DatabaseHandle {
  /** The PostgreSQL URL of this database, when running against a server. */
  url?: string;
}

function listFiles(path: string): string[] {
  return statSync(path).isDirectory() ? readdirSync(path).flatMap((name) => listFiles(join(path, name))) : [path];
}

function templateVersion(): string {
  const hash = createHash('sha256');
  for (const file of TEMPLATE_SOURCES.flatMap((source) => listFiles(join(ROOT, source))).sort()) {
    hash.update(relative(ROOT, file)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

async function buildTemplate(path: string): Promise<void> {
  const client = new PGlite();
  const handle = pgliteHandle(client);
  try {
    await handle.migrate();
    await seedDatabase(handle.db);
    const dump = await client.dumpDataDir('gzip');
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
  } finally {
    await handle.close();
  }
}

/** Builds the template unless another test worker is already doing so, in which case it waits for it. */
async function ensureTemplate(): Promise<string> {
  const path = join(tmpdir(), `slice-test-db-${templateVersion()}.tar.gz`);
  const lock = `${path}.lock`;
  while (!existsSync(path)) {
    try {
      const handle = await open(lock, 'wx');
      await handle.close();
      try {
        if (!existsSync(path)) await buildTemplate(path);
      } finally {
        rmSync(lock, { force: true });
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = statSync(lock, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > STALE_LOCK_MS) rmSync(lock, { force: true });
      await new Promise((resolve) => setTimeout(resolve, LOCK_WAIT_MS));
    }
  }
  return path;
}

async function createPgliteDatabase(): Promise<TestDatabase> {
  const template = await ensureTemplate();
  return pgliteHandle(serialTransactions(new PGlite({ loadDataDir: new Blob([readFileSync(template)]) })));
}

/** An empty PostgreSQL database on the TEST_DATABASE_URL server, with a way to drop it. */
export async function createEmptyPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `slice_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function createPostgresDatabase(serverUrl: string): Promise<TestDatabase> {
  serialPostgresClients();
  const empty = await createEmptyPostgresDatabase(serverUrl);
  const handle = openPostgres(empty.url);
  await handle.migrate();
  await seedDatabase(handle.db);
  return {
    ...handle,
    url: empty.url,
    async close() {
      await handle.close();
      await empty.drop();
    },
  };
}

export function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? createPostgresDatabase(serverUrl) : createPgliteDatabase();
}
