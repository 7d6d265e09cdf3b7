/** Pizza Pals helpers for server tests: the info call and joining the programme. */
import { expect } from 'vitest';
import { PATHS } from '@/contract/paths';
import type { LoyaltyInfo } from '@/contract/loyalty';
import { loginWithOtp, type LoggedIn } from './accounts';
import { jsonInit, type TestServer } from './server';

export async function loyaltyInfoOf(server: TestServer, headers: Record<string, string>): Promise<LoyaltyInfo> {
  const response = await server.fetch(PATHS.loyaltyInfo, { headers });
  expect(response.status).toBe(200);
  return (await response.json()) as LoyaltyInfo;
}

/** The enrol call with the SPEC 7 headers (the caller's mobile unless told). */
export const enrolRequest = (server: TestServer, user: LoggedIn, body: unknown, headers: Record<string, string> = {}) =>
  server.fetch(PATHS.loyaltyEnrol, jsonInit(body, { ...user.headers, mobile: user.attributes.mobile, utm: 'test', ...headers }));

/** Joins Pizza Pals with the card code the info call issues; answers the membership (WAITING). */
export async function joinPizzaPals(server: TestServer, user: LoggedIn): Promise<LoyaltyInfo> {
  const { loyaltyCardCode } = await loyaltyInfoOf(server, user.headers);
  const response = await enrolRequest(server, user, { loyaltyCardCode });
  expect(response.status).toBe(200);
  return (await response.json()) as LoyaltyInfo;
}

/** A customer logged in by OTP who has joined Pizza Pals, so their orders earn points. */
export async function loginAsMember(server: TestServer, mobile?: string): Promise<LoggedIn> {
  const user = await loginWithOtp(server, mobile);
  await joinPizzaPals(server, user);
  return user;
}
