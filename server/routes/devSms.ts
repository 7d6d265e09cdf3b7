/** Outside production only: GET devSmsOutbox?mobile= lists what the built-in SMS provider "sent", newest first. */
import { Hono } from 'hono';
import { ENDPOINTS as E } from '@/contract/endpoints';
import type { Database } from '../db/client';
import { validated } from '../http/validate';
import { listSmsOutbox } from '../services/sms/builtIn';

export function devSmsRoutes(db: Database): Hono {
  return new Hono().get(E.getSmsOutbox.path, validated('getSmsOutbox'), async (c) =>
    c.json(await listSmsOutbox(db, c.get('query').mobile)),
  );
}
