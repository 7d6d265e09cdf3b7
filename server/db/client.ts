/** Opens the database: embedded PGlite by default, a PostgreSQL server when DATABASE_URL is set. */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Env } from '../env';
import * as schema from './schema';

export type Schema = typeof schema;
/** Either driver's database; queries are written once against this type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** Applies pending migrations from server/db/migrations. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
/** Several processes may start together against one PostgreSQL: they migrate one at a time. */
const MIGRATION_LOCK_KEY = 7_152_001;

/** Wraps an open PGlite instance (a data directory, memory, or a loaded dump). */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

export function openPglite(dataDir: string): DatabaseHandle {
  mkdirSync(dataDir, { recursive: true });
  return pgliteHandle(new PGlite(dataDir));
}

export function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString });
  // An idle connection the server ends (restart, failover, a dropped test database) is an error event on the
  // pool; unhandled it would stop the whole process. The pool replaces the connection on the next query.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  return {
    kind: 'postgres',
    db: drizzlePostgres({ client: pool, schema }),
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePostgres(drizzlePostgres({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export function openDatabase(env: Pick<Env, 'DATA_DIR' | 'DATABASE_URL'>): DatabaseHandle {
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openPglite(env.DATA_DIR);
}
