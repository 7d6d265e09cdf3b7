import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MS_PER_DAY } from '@/domain/time';
import { FREQUENCY_WINDOW_DAYS } from '@server/services/frequency';
import { SANDBOX_TEST_CARDS } from '@server/services/payments/constants';
import { createTestClock, loginWithOtp, type TestClock } from './support/accounts';
import { cardForm, confirmBody, confirmed, fillCart, postForm, transactionStatus } from './support/checkout';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
let clock: TestClock;

beforeAll(async () => {
  clock = createTestClock();
  server = await startTestServer({ clock });
});
afterAll(() => server.close());

/** A new OTP for the same mobile waits out the SPEC 9 resend timer (45 s). */
const RESEND_WAIT_MS = 60_000;

async function loginAgain(mobile: string) {
  clock.advance(RESEND_WAIT_MS);
  return loginWithOtp(server, mobile);
}

async function cashOrder(headers: Record<string, string>): Promise<void> {
  await fillCart(server, headers);
  await confirmed(server, headers, confirmBody());
}

describe('order frequency at login (SPEC 6)', () => {
  it('counts the confirmed orders of the last 90 days, not failed ones nor older ones', async () => {
    const first = await loginWithOtp(server);
    expect(first.attributes.frequency).toBe(0);
    const mobile = first.attributes.mobile;

    await cashOrder(first.headers);
    await cashOrder(first.headers);
    await fillCart(server, first.headers);
    const declined = await confirmed(server, first.headers, confirmBody({ primaryPaymentId: 'CC' }));
    await postForm(server, `${declined.processTransactionURL!}/card`, cardForm(SANDBOX_TEST_CARDS.declined));
    expect((await transactionStatus(server, first.headers, declined.orderTransactionId)).transactionStatus).toBe('FAILED');
    expect((await loginAgain(mobile)).attributes.frequency).toBe(2);

    clock.advance((FREQUENCY_WINDOW_DAYS + 1) * MS_PER_DAY);
    const later = await loginAgain(mobile);
    expect(later.attributes.frequency).toBe(0);
    await cashOrder(later.headers);
    expect((await loginAgain(mobile)).attributes.frequency).toBe(1);
  });
});
