/**
 * The support desk of the sandbox: a ticket raised from a feedback comment is OPEN, taken up (IN_PROGRESS) after the
 * triage time and RESOLVED after the resolution time, both on the server's clock and shortened by TIME_SCALE, so
 * every server process answers the same state and a demo sees it move.
 */
import { randomInt } from 'node:crypto';
import type { FeedbackTicket } from '@/contract/feedback';
import type { TicketState } from '@/domain/feedback';
import { MS_PER_HOUR, MS_PER_MINUTE } from '@/domain/time';

/** A new ticket is taken up this long after it was raised. */
export const TICKET_TRIAGE_MS = 30 * MS_PER_MINUTE;
/** And resolved this long after it was raised. */
export const TICKET_RESOLUTION_MS = 24 * MS_PER_HOUR;

const TICKET_DIGITS = 10;

export const newTicketId = (): string => `TK${randomInt(10 ** (TICKET_DIGITS - 1), 10 ** TICKET_DIGITS)}`;

export function ticketStateAt(raisedAt: number, at: number, timeScale: number): TicketState {
  const age = (at - raisedAt) * timeScale;
  if (age >= TICKET_RESOLUTION_MS) return 'RESOLVED';
  return age >= TICKET_TRIAGE_MS ? 'IN_PROGRESS' : 'OPEN';
}

/** A stored ticket as answered; null without one. */
export function ticketOf(
  row: { ticketId: string | null; ticketRaisedAt: Date | null },
  at: number,
  timeScale: number,
): FeedbackTicket | null {
  if (row.ticketId === null || row.ticketRaisedAt === null) return null;
  const raisedAt = row.ticketRaisedAt.getTime();
  return { ticketId: row.ticketId, state: ticketStateAt(raisedAt, at, timeScale), raisedAt };
}
