/**
 * A transaction holds one connection, and one connection runs one query at a time: queries sent to a
 * transaction in parallel (Promise.all over `tx`) would queue on PostgreSQL's client (deprecated in pg 8,
 * removed in pg 9). In tests such a query fails at once, so every server test that walks the path fails.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';

export const PARALLEL_QUERY_MESSAGE = 'Two queries ran at once on one transaction; run them one after another.';

type Run = (...args: never[]) => Promise<unknown>;

function oneAtATime<F extends Run>(run: F, busy: { now: boolean }): F {
  return (async (...args: Parameters<F>) => {
    if (busy.now) throw new Error(PARALLEL_QUERY_MESSAGE);
    busy.now = true;
    try {
      return await run(...args);
    } finally {
      busy.now = false;
    }
  }) as F;
}

function guardedTransaction(tx: Transaction): Transaction {
  const busy = { now: false };
  return Object.create(tx, {
    query: { value: oneAtATime(tx.query.bind(tx), busy) },
    sql: { value: oneAtATime(tx.sql.bind(tx), busy) },
    exec: { value: oneAtATime(tx.exec.bind(tx), busy) },
  }) as Transaction;
}

/** PGlite: each transaction's queries must come one at a time. */
export function serialTransactions(client: PGlite): PGlite {
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) => transaction((tx) => callback(guardedTransaction(tx)));
  return client;
}

interface ClientInternals {
  _getActiveQuery(): unknown;
  _queryQueue: unknown[];
}

let pgGuarded = false;

/** node-postgres: a client (a pool's connection held by a transaction) must not be sent a query while one runs. */
export function serialPostgresClients(): void {
  if (pgGuarded) return;
  pgGuarded = true;
  const query = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
  const busy = (client: ClientInternals) => Boolean(client._getActiveQuery()) || client._queryQueue.length > 0;
  // Refused once the running query is done, so the transaction's rollback finds the connection free.
  const refuseWhenIdle = async (client: ClientInternals): Promise<never> => {
    while (busy(client)) await new Promise((resolve) => setTimeout(resolve, 1));
    throw new Error(PARALLEL_QUERY_MESSAGE);
  };
  pg.Client.prototype.query = function guardedQuery(this: pg.Client & ClientInternals, ...args: unknown[]) {
    return busy(this) ? refuseWhenIdle(this) : query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}
