/**
 * The built-in SMS provider: writes each message to the server log and, outside production, to the
 * development outbox in the database (so every process and the tests can read what was "sent").
 * In production the log shows the message with its one-time code hidden.
 */
import { desc, eq } from 'drizzle-orm';
import type { SmsOutboxResponse } from '@/contract/accounts';
import { COUNTRY_PREFIX } from '@/domain/constants';
import type { Database } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import type { Clock } from '../clock';
import type { SmsProvider } from './provider';

/** How many messages the outbox answers per mobile, newest first. */
export const SMS_OUTBOX_PAGE_SIZE = 20;
/** Any run of four or more digits in a message is a code (OTPs are six); amounts and minutes are shorter. */
const CODE_IN_TEXT = /\d{4,}/g;
export const HIDDEN_CODE = '[code hidden]';

export const withoutCodes = (text: string): string => text.replace(CODE_IN_TEXT, HIDDEN_CODE);

export interface BuiltInSmsOptions {
  db: Database;
  clock: Clock;
  keepOutbox: boolean;
  /** Production: codes never reach the log. */
  hideCodes: boolean;
  log: (line: string) => void;
}

export function createBuiltInSmsProvider({ db, clock, keepOutbox, hideCodes, log }: BuiltInSmsOptions): SmsProvider {
  return {
    async send(mobile, text) {
      log(`SMS to ${COUNTRY_PREFIX}${mobile}: ${hideCodes ? withoutCodes(text) : text}`);
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
