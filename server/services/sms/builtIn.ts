/**
 * The built-in SMS provider: writes each message to the server log and, outside production, to the
 * development outbox in the database (so every process and the tests can read what was "sent").
 */
import { desc, eq } from 'drizzle-orm';
import type { SmsOutboxResponse } from '@/api/contract';
import { COUNTRY_PREFIX } from '@/domain/constants';
import type { Database } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import type { Clock } from '../clock';
import type { SmsProvider } from './provider';

/** How many messages the outbox answers per mobile, newest first. */
export const SMS_OUTBOX_PAGE_SIZE = 20;

export interface BuiltInSmsOptions {
  db: Database;
  clock: Clock;
  keepOutbox: boolean;
  log: (line: string) => void;
}

export function createBuiltInSmsProvider({ db, clock, keepOutbox, log }: BuiltInSmsOptions): SmsProvider {
  return {
    async send(mobile, text) {
      log(`SMS to ${COUNTRY_PREFIX}${mobile}: ${text}`);
      if (keepOutbox) await db.insert(smsOutbox).values({ mobile, text, createdAt: new Date(clock()) });
    },
  };
}

export async function listSmsOutbox(db: Database, mobile: string): Promise<SmsOutboxResponse> {
  const rows = await db
    .select({ mobile: smsOutbox.mobile, text: smsOutbox.text, createdAt: smsOutbox.createdAt })
    .from(smsOutbox)
    .where(eq(smsOutbox.mobile, mobile))
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(SMS_OUTBOX_PAGE_SIZE);
  return { messages: rows.map((row) => ({ mobile: row.mobile, text: row.text, sentAt: row.createdAt.getTime() })) };
}

export async function clearSmsOutbox(db: Pick<Database, 'delete'>, mobile: string): Promise<void> {
  await db.delete(smsOutbox).where(eq(smsOutbox.mobile, mobile));
}
