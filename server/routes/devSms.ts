/** Outside production only: GET devSmsOutbox?mobile= lists what the built-in SMS provider "sent", newest first. */
import { Hono } from 'hono';
import { z } from 'zod';
import { PATHS } from '@/api/contract';
import type { Database } from '../db/client';
import { ERROR_CODES, errorResponse } from '../http/errors';
import { mobileField } from '../http/schemas';
import { describeIssue } from '../http/validate';
import { listSmsOutbox } from '../services/sms/builtIn';
import { serverText } from '../texts';

const outboxQuery = z.object({ mobile: mobileField });

export function devSmsRoutes(db: Database): Hono {
  return new Hono().get(PATHS.devSmsOutbox, async (c) => {
    const query = outboxQuery.safeParse(c.req.query(), { reportInput: true });
    if (!query.success) {
      const [issue] = query.error.issues;
      return errorResponse(c, 400, { code: ERROR_CODES.badRequest, displayMsg: issue ? describeIssue(issue) : serverText('mobileRequired') });
    }
    return c.json(await listSmsOutbox(db, query.data.mobile));
  });
}
