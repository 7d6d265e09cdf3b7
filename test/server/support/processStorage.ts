/**
 * Where a spawned server process keeps its data between starts: a temporary PGlite data directory, or with
 * TEST_DATABASE_URL a new PostgreSQL database; the folder also holds what else the process needs on disk.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEmptyPostgresDatabase } from './db';

export interface ProcessStorage {
  /** A temporary folder of the test's own. */
  dir: string;
  /** The environment that points a server process at the storage (DATA_DIR or DATABASE_URL). */
  env: Record<string, string>;
  dispose(): Promise<void>;
}

export async function createProcessStorage(prefix: string): Promise<ProcessStorage> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const database = serverUrl ? await createEmptyPostgresDatabase(serverUrl) : null;
  return {
    dir,
    env: database ? { DATABASE_URL: database.url } : { DATA_DIR: join(dir, 'db') },
    async dispose() {
      await database?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
