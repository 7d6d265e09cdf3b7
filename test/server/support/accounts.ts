/** Accounts helpers for server tests: distinct mobiles, a movable clock, OTP login through the dev outbox. */
import { expect } from 'vitest';
import { PATHS } from '@/contract/paths';
import type { ErrorBody, ErrorItem } from '@/contract/errors';
import type { LoginResponse, SmsOutboxResponse } from '@/contract/accounts';
import { jsonInit, type TestServer } from './server';

const OTP_IN_TEXT = /\b(\d{6})\b/;
let mobileCounter = 0;

/** A valid, unused mobile number per call (within one test file's database). */
export function nextMobile(): string {
  mobileCounter += 1;
  return `9${String(mobileCounter).padStart(9, '0')}`;
}

export interface TestClock {
  (): number;
  advance(ms: number): void;
}

/** Starts at real time and moves only when told. */
export function createTestClock(start = Date.now()): TestClock {
  let now = start;
  return Object.assign(() => now, {
    advance(ms: number) {
      now += ms;
    },
  });
}

export const errorOf = async (response: Response): Promise<ErrorItem | undefined> => ((await response.json()) as ErrorBody).errors[0];

export async function outbox(server: TestServer, mobile: string): Promise<SmsOutboxResponse['messages']> {
  const response = await server.fetch(`${PATHS.devSmsOutbox}?mobile=${mobile}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as SmsOutboxResponse).messages;
}

/** The code in the newest SMS to this mobile. */
export async function latestOtp(server: TestServer, mobile: string): Promise<string> {
  const [newest] = await outbox(server, mobile);
  const code = newest?.text.match(OTP_IN_TEXT)?.[1];
  if (!code) throw new Error(`no OTP was sent to ${mobile}`);
  return code;
}

export const sendOtp = (server: TestServer, body: Record<string, unknown>, path: string = PATHS.sendOtp) =>
  server.fetch(path, jsonInit(body));

export const validateOtp = (server: TestServer, mobile: string, code: string, screenName = 'login') =>
  server.fetch(PATHS.validateOtp, jsonInit({ mobile, code, screenName }));

export type LoggedIn = LoginResponse & { headers: Record<string, string> };

export const withHeaders = (login: LoginResponse): LoggedIn => ({
  ...login,
  headers: { authToken: login.credentials.accessToken, userId: login.userId },
});

/** Logs in through send OTP, the dev outbox and validate OTP. */
export async function loginWithOtp(server: TestServer, mobile = nextMobile(), names: Record<string, string> = {}): Promise<LoggedIn> {
  const sent = await sendOtp(server, { mobile, ...names });
  expect(sent.status).toBe(200);
  const response = await validateOtp(server, mobile, await latestOtp(server, mobile));
  expect(response.status).toBe(200);
  return withHeaders((await response.json()) as LoginResponse);
}

/** A path of the contract with its `{userId}` filled in. */
export const userPath = (path: string, userId: string): string => path.replace('{userId}', encodeURIComponent(userId));

export function jsonRequest(method: string, body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { ...jsonInit(body, headers), method };
}
