/**
 * The sandbox gateway's callback outbox (docs/payments.md): a payment's signed callback is written in the same
 * transaction that ends the payment, then sent to the merchant until a 2xx acknowledges it, as real gateways retry
 * webhooks: after 5 s, 10 s, 20 s ... (doubling, at most an hour apart) for 24 hours, every delay divided by
 * TIME_SCALE. Each attempt is claimed by a conditional update (attempts must still be what was read), so two server
 * processes sharing the database never make the same attempt; the claim moves the next attempt time first, so an
 * attempt cut short by a crash is retried after its delay.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sandboxGatewayCallbacks } from '../../db/schema';
import { type Clock } from '../clock';
import { MS_PER_HOUR, MS_PER_SECOND } from '@/domain/time';
import type { CallbackSink, SignedCallback } from './gateway';

/** The first retry waits this long; each next one twice as long, up to CALLBACK_MAX_RETRY_SECONDS (real seconds). */
export const CALLBACK_FIRST_RETRY_SECONDS = 5;
export const CALLBACK_MAX_RETRY_SECONDS = 3600;
/** Callbacks are retried for this long after the payment ended (real hours). */
export const CALLBACK_RETRY_HOURS = 24;
/** Callbacks taken per delivery round. */
const DELIVERY_BATCH = 50;
const MAX_ERROR_LENGTH = 500;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type CallbackRow = typeof sandboxGatewayCallbacks.$inferSelect;

/** Real milliseconds to wait after the given attempt (1-based) before the next one. */
function retryDelayMs(attempt: number): number {
  const seconds = Math.min(CALLBACK_MAX_RETRY_SECONDS, CALLBACK_FIRST_RETRY_SECONDS * 2 ** (attempt - 1));
  return seconds * MS_PER_SECOND;
}

export interface CallbackOutbox {
  /** Writes the callback inside the transaction that ends the payment; answers its id. */
  enqueue(tx: Tx, paymentId: string, callback: SignedCallback): Promise<string>;
  /** One attempt at this callback if it is due and no other process holds it; true when acknowledged. */
  deliver(callbackId: string): Promise<boolean>;
  /** Every due callback, one attempt each; answers how many were acknowledged. */
  deliverDue(): Promise<number>;
}

export interface CallbackOutboxOptions {
  db: Database;
  clock: Clock;
  timeScale: number;
  sink: CallbackSink;
}

export function createCallbackOutbox({ db, clock, timeScale, sink }: CallbackOutboxOptions): CallbackOutbox {
  const now = () => new Date(clock());
  const scaled = (ms: number) => ms / timeScale;

  /** Takes the next attempt of a due callback: answers the row, or null when it is not due or another process took it. */
  async function claim(row: CallbackRow): Promise<CallbackRow | null> {
    const at = now();
    if (row.acknowledgedAt || !row.nextAttemptAt || row.nextAttemptAt > at) return null;
    const attempt = row.attempts + 1;
    const next = new Date(at.getTime() + scaled(retryDelayMs(attempt)));
    const [claimed] = await db
      .update(sandboxGatewayCallbacks)
      .set({ attempts: attempt, nextAttemptAt: next > row.giveUpAt ? null : next })
      .where(
        and(
          eq(sandboxGatewayCallbacks.id, row.id),
          eq(sandboxGatewayCallbacks.attempts, row.attempts),
          isNull(sandboxGatewayCallbacks.acknowledgedAt),
          gt(sandboxGatewayCallbacks.giveUpAt, at),
        ),
      )
      .returning();
    return claimed ?? null;
  }

  async function attempt(row: CallbackRow): Promise<boolean> {
    const claimed = await claim(row);
    if (!claimed) return false;
    const body = { order_transaction_id: claimed.orderTransactionId, payment_tranx_id: claimed.paymentId, status: claimed.status };
    let failure: string;
    try {
      if (await sink({ body, checksum: claimed.checksum })) {
        await db
          .update(sandboxGatewayCallbacks)
          .set({ acknowledgedAt: now(), nextAttemptAt: null, lastError: null })
          .where(eq(sandboxGatewayCallbacks.id, claimed.id));
        return true;
      }
      failure = 'not acknowledged';
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    await db
      .update(sandboxGatewayCallbacks)
      .set({ lastError: failure.slice(0, MAX_ERROR_LENGTH) })
      .where(eq(sandboxGatewayCallbacks.id, claimed.id));
    return false;
  }

  return {
    async enqueue(tx, paymentId, { body, checksum }) {
      const at = now();
      const id = randomUUID();
      await tx
        .insert(sandboxGatewayCallbacks)
        .values({
          id,
          paymentId,
          orderTransactionId: body.order_transaction_id,
          status: body.status,
          checksum,
          nextAttemptAt: at,
          giveUpAt: new Date(at.getTime() + scaled(CALLBACK_RETRY_HOURS * MS_PER_HOUR)),
          createdAt: at,
        })
        .onConflictDoNothing();
      return id;
    },

    async deliver(callbackId) {
      const [row] = await db.select().from(sandboxGatewayCallbacks).where(eq(sandboxGatewayCallbacks.id, callbackId));
      return row ? attempt(row) : false;
    },

    async deliverDue() {
      const at = now();
      const due = await db
        .select()
        .from(sandboxGatewayCallbacks)
        .where(and(isNotNull(sandboxGatewayCallbacks.nextAttemptAt), lte(sandboxGatewayCallbacks.nextAttemptAt, at)))
        .orderBy(asc(sandboxGatewayCallbacks.nextAttemptAt))
        .limit(DELIVERY_BATCH);
      let acknowledged = 0;
      for (const row of due) if (await attempt(row)) acknowledged += 1;
      // Past the retry period: no further attempt is planned.
      await db
        .update(sandboxGatewayCallbacks)
        .set({ nextAttemptAt: null })
        .where(and(isNotNull(sandboxGatewayCallbacks.nextAttemptAt), lte(sandboxGatewayCallbacks.giveUpAt, at)));
      return acknowledged;
    },
  };
}
