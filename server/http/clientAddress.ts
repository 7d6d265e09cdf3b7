/** The peer address of the connection (no proxy headers are trusted), for per-client limits. */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export const UNKNOWN_ADDRESS = 'unknown';

export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? UNKNOWN_ADDRESS;
  } catch {
    return UNKNOWN_ADDRESS;
  }
}
