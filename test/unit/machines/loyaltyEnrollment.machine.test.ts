import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor, type EventObject } from 'xstate';
import { ENDPOINTS } from '@/contract/endpoints';
import type { LoyaltyInfo, LoyaltyLedgerPage } from '@/contract/loyalty';
import { LOYALTY_ERROR_CODES } from '@/contract/codes';
import type { LoyaltyEnrolHeaders } from '@/api/loyalty';
import {
  ENROLMENT_POLL_ATTEMPTS,
  ENROLMENT_POLL_MS,
  ENROLMENT_UTM,
  loyaltyEnrollmentMachine,
  selectCanJoin,
  selectCanOptOut,
  selectEligibility,
  selectEnrollmentStatus,
  selectErrorMessage,
  selectIsMember,
  selectNeedsLogin,
} from '@machines/loyaltyEnrollment.machine';
import { pizzaLoyaltyMachine, selectCanLoadMore, selectEntries, selectLoginRoute } from '@machines/pizzaLoyalty.machine';
import { networkFailure } from '../../model/fixtures';
import {
  CARD_CODE,
  CARD_CODE_TAKEN,
  LEDGER_EMPTY,
  LEDGER_PAGE_1,
  LEDGER_PAGE_2,
  loyaltyInfo,
  MOBILE,
  NOT_ELIGIBLE,
  USER_ID,
  WRONG_CARD_CODE,
} from '../../model/loyaltyFixtures';
import { serveCalls } from './boundCallsFixture';

type EnrolInput = { loyaltyCardCode: string; headers: LoyaltyEnrolHeaders };

interface Fakes {
  info?: () => Promise<LoyaltyInfo>;
  enrol?: (input: EnrolInput) => Promise<LoyaltyInfo>;
  optOut?: () => Promise<LoyaltyInfo>;
}

function startEnrolment(fakes: Fakes, input: { userId?: string | null; mobile?: string | null; pollAttempts?: number } = {}) {
  const info = vi.fn(fakes.info ?? (async () => loyaltyInfo('NEW')));
  const enrol = vi.fn(fakes.enrol ?? (async () => loyaltyInfo('WAITING')));
  const optOut = vi.fn(fakes.optOut ?? (async () => loyaltyInfo('OPT_OUT')));
  const clock = new SimulatedClock();
  const emitted: EventObject[] = [];
  const actor = createActor(
    loyaltyEnrollmentMachine.provide({
      actors: {
        getLoyaltyInfo: fromPromise<LoyaltyInfo>(() => info()),
        enrolLoyalty: fromPromise<LoyaltyInfo, EnrolInput>(({ input: call }) => enrol(call)),
        optOutLoyalty: fromPromise<LoyaltyInfo>(() => optOut()),
      },
    }),
    {
      clock,
      input: {
        userId: input.userId === undefined ? USER_ID : input.userId,
        mobile: input.mobile === undefined ? MOBILE : input.mobile,
        utm: ENROLMENT_UTM.page,
        ...(input.pollAttempts === undefined ? {} : { pollAttempts: input.pollAttempts }),
      },
    },
  );
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, clock, info, enrol, optOut, emitted };
}

/** Answers from a list, the last one again once it runs out. */
const answers = (...list: LoyaltyInfo[]) => {
  let index = 0;
  return async () => list[Math.min(index++, list.length - 1)]!;
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loyalty enrolment machine: the eligibility check', () => {
  it('sends a guest to login without a call, eligibility still UNKNOWN', () => {
    const { actor, info } = startEnrolment({}, { userId: null, mobile: null });
    expect(selectNeedsLogin(actor.getSnapshot())).toBe(true);
    expect(selectEligibility(actor.getSnapshot())).toBe('UNKNOWN');
    expect(info).not.toHaveBeenCalled();
  });

  it('starts with eligibility UNKNOWN and takes the programme’s answer: an eligible customer may join', async () => {
    let finish: (info: LoyaltyInfo) => void = () => undefined;
    const { actor } = startEnrolment({ info: () => new Promise((resolve) => (finish = resolve)) });
    expect(actor.getSnapshot().matches('checking')).toBe(true);
    expect(selectEligibility(actor.getSnapshot())).toBe('UNKNOWN');
    finish(loyaltyInfo('NEW'));
    const snapshot = await waitFor(actor, (state) => state.matches('NEW'));
    expect(selectEligibility(snapshot)).toBe('ELIGIBLE');
    expect(selectCanJoin(snapshot)).toBe(true);
  });

  it('lets a customer who may not enrol see NEW without a way to start', async () => {
    const { actor } = startEnrolment({ info: async () => NOT_ELIGIBLE });
    const snapshot = await waitFor(actor, (state) => state.matches('NEW'));
    expect(selectEligibility(snapshot)).toBe('NOT_ELIGIBLE');
    expect(selectCanJoin(snapshot)).toBe(false);
    actor.send({ type: 'enrolment.start' });
    expect(actor.getSnapshot().matches('NEW')).toBe(true);
  });

  it('goes straight to the membership the programme answers: WAITING, ENROLLED or OPT_OUT', async () => {
    for (const status of ['WAITING', 'ENROLLED', 'OPT_OUT'] as const) {
      const { actor } = startEnrolment({ info: async () => loyaltyInfo(status) });
      const snapshot = await waitFor(actor, (state) => state.matches(status));
      expect(selectEnrollmentStatus(snapshot)).toBe(status);
      expect(selectIsMember(snapshot)).toBe(status !== 'OPT_OUT');
      actor.stop();
    }
  });

  it('shows a failed check and retries it', async () => {
    const { actor, info } = startEnrolment({ info: vi.fn().mockRejectedValueOnce(networkFailure()).mockResolvedValue(loyaltyInfo('NEW')) });
    const failed = await waitFor(actor, (state) => state.matches('checkFailed'));
    expect(failed.hasTag('error')).toBe(true);
    expect(selectErrorMessage(failed)).toBe('Internet connection Lost');
    actor.send({ type: 'enrolment.retry' });
    await waitFor(actor, (state) => state.matches('NEW'));
    expect(info).toHaveBeenCalledTimes(2);
  });
});

describe('loyalty enrolment machine: joining', () => {
  it('STARTED then ENROLLING sends the issued card code with the mobile, userId and utm headers, then WAITING', async () => {
    const { actor, enrol, emitted } = startEnrolment({});
    await waitFor(actor, (state) => state.matches('NEW'));
    actor.send({ type: 'enrolment.start' });
    expect(actor.getSnapshot().matches('STARTED')).toBe(true);
    expect(actor.getSnapshot().hasTag('prompt')).toBe(true);
    actor.send({ type: 'enrolment.confirm' });
    expect(actor.getSnapshot().matches('ENROLLING')).toBe(true);
    await waitFor(actor, (state) => state.matches('WAITING'));
    expect(enrol).toHaveBeenCalledWith({
      loyaltyCardCode: CARD_CODE,
      headers: { userId: USER_ID, mobile: MOBILE, utm: ENROLMENT_UTM.page },
    });
    expect(emitted).toEqual([{ type: 'enrolment.changed', status: 'WAITING' }]);
  });

  it('leaves the prompt without joining', async () => {
    const { actor, enrol } = startEnrolment({});
    await waitFor(actor, (state) => state.matches('NEW'));
    actor.send({ type: 'enrolment.start' });
    actor.send({ type: 'enrolment.cancel' });
    expect(actor.getSnapshot().matches('NEW')).toBe(true);
    expect(enrol).not.toHaveBeenCalled();
  });

  it('shows a refused enrolment with the server’s words, retries it or gives up', async () => {
    const { actor, enrol } = startEnrolment({
      enrol: vi.fn().mockRejectedValueOnce(WRONG_CARD_CODE).mockResolvedValue(loyaltyInfo('ENROLLED')),
    });
    await waitFor(actor, (state) => state.matches('NEW'));
    actor.send({ type: 'enrolment.start' });
    actor.send({ type: 'enrolment.confirm' });
    const failed = await waitFor(actor, (state) => state.matches('enrolFailed'));
    expect(selectErrorMessage(failed)).toBe(WRONG_CARD_CODE.displayMsg);
    actor.send({ type: 'enrolment.retry' });
    await waitFor(actor, (state) => state.matches('ENROLLED'));
    expect(enrol).toHaveBeenCalledTimes(2);
  });

  it('asks for a fresh card code when the issued one went to another member', async () => {
    const { actor, info } = startEnrolment({ enrol: async () => Promise.reject(CARD_CODE_TAKEN) });
    await waitFor(actor, (state) => state.matches('NEW'));
    actor.send({ type: 'enrolment.start' });
    actor.send({ type: 'enrolment.confirm' });
    await waitFor(actor, (state) => state.matches('NEW') && info.mock.calls.length === 2);
    expect(CARD_CODE_TAKEN.code).toBe(LOYALTY_ERROR_CODES.cardCodeTaken);
  });
});

describe('loyalty enrolment machine: waiting for the programme', () => {
  it('asks again every ENROLMENT_POLL_MS until ENROLLED, and says so', async () => {
    const { actor, clock, info, emitted } = startEnrolment({
      info: answers(loyaltyInfo('WAITING'), loyaltyInfo('WAITING'), loyaltyInfo('ENROLLED')),
    });
    await waitFor(actor, (state) => state.matches('WAITING'));
    expect(info).toHaveBeenCalledTimes(1);
    clock.increment(ENROLMENT_POLL_MS - 1);
    await flush();
    expect(info).toHaveBeenCalledTimes(1);
    clock.increment(1);
    await waitFor(actor, (state) => state.matches({ WAITING: 'pausing' }) && info.mock.calls.length === 2);
    clock.increment(ENROLMENT_POLL_MS);
    const enrolled = await waitFor(actor, (state) => state.matches('ENROLLED'));
    expect(selectEnrollmentStatus(enrolled)).toBe('ENROLLED');
    expect(emitted).toEqual([{ type: 'enrolment.changed', status: 'ENROLLED' }]);
  });

  it('gives up after its bound of attempts, lost answers included, and may be asked to wait again', async () => {
    const { actor, clock, info } = startEnrolment({ info: answers(loyaltyInfo('WAITING')) }, { pollAttempts: 2 });
    await waitFor(actor, (state) => state.matches('WAITING'));
    info.mockRejectedValueOnce(networkFailure());
    clock.increment(ENROLMENT_POLL_MS);
    await waitFor(actor, (state) => state.matches({ WAITING: 'pausing' }) && info.mock.calls.length === 2);
    clock.increment(ENROLMENT_POLL_MS);
    const timedOut = await waitFor(actor, (state) => state.matches('waitTimedOut'));
    expect(timedOut.hasTag('error')).toBe(true);
    expect(timedOut.hasTag('member')).toBe(true);
    actor.send({ type: 'enrolment.retry' });
    expect(actor.getSnapshot().matches({ WAITING: 'pausing' })).toBe(true);
    expect(actor.getSnapshot().context.polls).toBe(0);
  });

  it('bounds the real wait at twice the programme’s confirmation time', () => {
    expect(ENROLMENT_POLL_MS * ENROLMENT_POLL_ATTEMPTS).toBe(60_000);
  });
});

describe('loyalty enrolment machine: opting out and back in', () => {
  it('asks for confirmation, opts out, and joins again through WAITING', async () => {
    const { actor, optOut, enrol, emitted } = startEnrolment({ info: async () => loyaltyInfo('ENROLLED') });
    await waitFor(actor, (state) => state.matches('ENROLLED'));
    expect(selectCanOptOut(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'optOut.request' });
    expect(actor.getSnapshot().matches('confirmingOptOut')).toBe(true);
    actor.send({ type: 'optOut.dismiss' });
    expect(actor.getSnapshot().matches('ENROLLED')).toBe(true);
    actor.send({ type: 'optOut.request' });
    actor.send({ type: 'optOut.confirm' });
    await waitFor(actor, (state) => state.matches('OPT_OUT'));
    expect(optOut).toHaveBeenCalledTimes(1);
    actor.send({ type: 'enrolment.start' });
    actor.send({ type: 'enrolment.cancel' });
    expect(actor.getSnapshot().matches('OPT_OUT')).toBe(true);
    actor.send({ type: 'enrolment.start' });
    actor.send({ type: 'enrolment.confirm' });
    await waitFor(actor, (state) => state.matches('WAITING'));
    expect(enrol).toHaveBeenCalledTimes(1);
    expect(emitted).toEqual([
      { type: 'enrolment.changed', status: 'OPT_OUT' },
      { type: 'enrolment.changed', status: 'WAITING' },
    ]);
  });

  it('keeps a WAITING member waiting when they keep their membership, and shows a failed opt-out with retry', async () => {
    const { actor, optOut } = startEnrolment({
      info: async () => loyaltyInfo('WAITING'),
      optOut: vi.fn().mockRejectedValueOnce(networkFailure()).mockResolvedValue(loyaltyInfo('OPT_OUT')),
    });
    await waitFor(actor, (state) => state.matches('WAITING'));
    actor.send({ type: 'optOut.request' });
    actor.send({ type: 'optOut.dismiss' });
    expect(actor.getSnapshot().matches('WAITING')).toBe(true);
    actor.send({ type: 'optOut.request' });
    actor.send({ type: 'optOut.confirm' });
    const failed = await waitFor(actor, (state) => state.matches('optOutFailed'));
    expect(selectErrorMessage(failed)).toBe('Internet connection Lost');
    actor.send({ type: 'enrolment.retry' });
    await waitFor(actor, (state) => state.matches('OPT_OUT'));
    expect(optOut).toHaveBeenCalledTimes(2);
  });
});

describe('loyalty enrolment machine with its default actors', () => {
  it('calls the loyalty info and enrol endpoints through the configured client, with the SPEC 7 headers', async () => {
    const request = serveCalls(ENDPOINTS, {
      getLoyaltyInfo: async () => loyaltyInfo('NEW'),
      enrolLoyalty: async () => loyaltyInfo('WAITING'),
    });
    const actor = createActor(loyaltyEnrollmentMachine, { input: { userId: USER_ID, mobile: MOBILE, utm: ENROLMENT_UTM.landing } }).start();
    await waitFor(actor, (state) => state.matches('NEW'));
    actor.send({ type: 'enrolment.start' });
    actor.send({ type: 'enrolment.confirm' });
    await waitFor(actor, (state) => state.matches('WAITING'));
    const enrolCall = request.mock.calls.find(([endpoint]) => endpoint === ENDPOINTS.enrolLoyalty);
    expect(enrolCall?.[1]).toMatchObject({
      body: { loyaltyCardCode: CARD_CODE },
      headers: { mobile: MOBILE, userId: USER_ID, utm: ENROLMENT_UTM.landing },
    });
    expect(enrolCall?.[1]?.signal).toBeInstanceOf(AbortSignal);
    actor.stop();
  });
});

describe('pizza loyalty page machine: the ledger', () => {
  function startLedger(pages: Record<number, LoyaltyLedgerPage>, loggedIn = true) {
    const getLedger = vi.fn(async ({ page }: { page: number }) => {
      const answer = pages[page];
      if (!answer) throw networkFailure();
      return answer;
    });
    const actor = createActor(
      pizzaLoyaltyMachine.provide({
        actors: { getLoyaltyLedger: fromPromise<LoyaltyLedgerPage, { page: number }>(({ input }) => getLedger(input)) },
      }),
      { input: { loggedIn } },
    ).start();
    return { actor, getLedger };
  }

  it('sends a guest to login and back to /pizzaLoyalty', () => {
    const { actor, getLedger } = startLedger({}, false);
    expect(selectLoginRoute(actor.getSnapshot())).toBe('/login?from=%2FpizzaLoyalty');
    expect(getLedger).not.toHaveBeenCalled();
  });

  it('loads the ledger a page at a time, newest first, each entry once, and starts over on reload', async () => {
    const { actor, getLedger } = startLedger({ 1: LEDGER_PAGE_1, 2: LEDGER_PAGE_2 });
    await waitFor(actor, (state) => state.matches({ listing: 'more' }));
    expect(selectCanLoadMore(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'ledger.more' });
    const complete = await waitFor(actor, (state) => state.matches({ listing: 'complete' }));
    expect(selectEntries(complete).map((entry) => entry.id)).toEqual(['earn-1', 'earn-2', 'wallet-9']);
    actor.send({ type: 'ledger.reload' });
    await waitFor(actor, (state) => state.matches({ listing: 'more' }));
    expect(selectEntries(actor.getSnapshot())).toHaveLength(2);
    expect(getLedger.mock.calls.map(([input]) => input.page)).toEqual([1, 2, 1]);
  });

  it('shows an empty ledger, and a failed later page keeps what is shown until retried', async () => {
    const empty = startLedger({ 1: LEDGER_EMPTY });
    await waitFor(empty.actor, (state) => state.matches('empty'));
    const { actor } = startLedger({ 1: LEDGER_PAGE_1 });
    await waitFor(actor, (state) => state.matches({ listing: 'more' }));
    actor.send({ type: 'ledger.more' });
    const failed = await waitFor(actor, (state) => state.matches({ listing: 'moreFailed' }));
    expect(failed.hasTag('moreError')).toBe(true);
    expect(selectEntries(failed)).toHaveLength(2);
  });
});
