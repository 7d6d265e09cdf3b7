import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sizes, toppings } from '@server/db/schema';
import { createTestDatabase, type TestDatabase } from './support/db';
import { PARALLEL_QUERY_MESSAGE } from './support/serialTransactions';

let database: TestDatabase;

/** The error's message and those of its causes (the driver wraps the failed query's error). */
function messagesOf(error: unknown): string[] {
  const messages: string[] = [];
  for (let e = error; e instanceof Error; e = e.cause) messages.push(e.message);
  return messages;
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("one transaction's connection runs one query at a time", () => {
  it('two queries sent to one transaction at once fail the test database', async () => {
    const parallel = database.db.transaction(async (tx) => Promise.all([tx.select().from(sizes), tx.select().from(toppings)]));
    const error = await parallel.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(messagesOf(error)).toContain(PARALLEL_QUERY_MESSAGE);
  });

  it('queries sent to a transaction one after another run', async () => {
    const counts = await database.db.transaction(async (tx) => {
      const sizeRows = await tx.select().from(sizes);
      const toppingRows = await tx.select().from(toppings);
      return [sizeRows.length, toppingRows.length];
    });
    expect(counts.every((n) => n > 0)).toBe(true);
  });
});
