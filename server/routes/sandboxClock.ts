/** The sandbox clock's control, mounted outside production only: GET reads it, POST moves it forward. */
import { Hono } from 'hono';
import { ENDPOINTS as E } from '@/contract/endpoints';
import type { SandboxClockResponse } from '@/contract/sandbox';
import { MS_PER_MINUTE } from '@/domain/time';
import { validated } from '../http/validate';
import type { TravellingClock } from '../services/sandboxClock';

export function sandboxClockRoutes(travel: TravellingClock): Hono {
  const answer = (): SandboxClockResponse => ({
    now: new Date(travel.clock()).toISOString(),
    aheadMinutes: Math.round(travel.aheadMs() / MS_PER_MINUTE),
  });
  return new Hono()
    .get(E.getSandboxClock.path, (c) => c.json(answer()))
    .post(E.moveSandboxClock.path, validated('moveSandboxClock'), (c) => {
      travel.advance(c.get('body').advanceMinutes * MS_PER_MINUTE);
      return c.json(answer());
    });
}
