/**
 * The sandbox clock (outside production): QA and browser tests move the server's time forward to see what happens
 * days later (loyalty points earned on another day and credited after delivery). docs/sandbox-clock.md.
 */
import { z } from 'zod';

/** One move goes at most a week ahead. */
const MAX_ADVANCE_MINUTES = 7 * 24 * 60;

export const sandboxClockBody = z.object({ advanceMinutes: z.number().int().min(1).max(MAX_ADVANCE_MINUTES) });

/** The server's time now (ISO) and how far ahead of the real time it runs. */
export const sandboxClockResponse = z.object({ now: z.string(), aheadMinutes: z.number() });
export type SandboxClockResponse = z.infer<typeof sandboxClockResponse>;
