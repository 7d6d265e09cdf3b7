import { describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { stateNodesOf, transitionsOf } from '@machines/definition';
import {
  ENROLMENT_POLL_MS,
  ENROLMENT_UTM,
  loyaltyEnrollmentMachine,
  type LoyaltyEnrollmentContext,
  type LoyaltyEnrollmentInput,
  type LoyaltyEnrollmentSnapshot,
} from '@machines/loyaltyEnrollment.machine';
import {
  pizzaLoyaltyMachine,
  type PizzaLoyaltyContext,
  type PizzaLoyaltyInput,
  type PizzaLoyaltySnapshot,
} from '@machines/pizzaLoyalty.machine';
import { networkFailure } from './fixtures';
import { coverageLine, reportCoverage, runModel, type ModelEvent, type ModelResult } from './harness';
import {
  CARD_CODE_TAKEN,
  LEDGER_EMPTY,
  LEDGER_PAGE_1,
  LEDGER_PAGE_2,
  ledgerEntry,
  ledgerPage,
  loyaltyInfo,
  MOBILE,
  NOT_ELIGIBLE,
  USER_ID,
  WRONG_CARD_CODE,
} from './loyaltyFixtures';

const STATUSES = ['NEW', 'WAITING', 'ENROLLED', 'OPT_OUT'] as const;
const answersOf = (id: string) => STATUSES.map((status) => ({ type: `xstate.done.actor.${id}`, output: loyaltyInfo(status) }) as const);

const enrolmentEvents: ModelEvent<typeof loyaltyEnrollmentMachine>[] = [
  ...answersOf('checkEligibility'),
  { type: 'xstate.done.actor.checkEligibility', output: NOT_ELIGIBLE },
  { type: 'xstate.error.actor.checkEligibility', error: networkFailure() },
  { type: 'enrolment.start' },
  { type: 'enrolment.confirm' },
  { type: 'enrolment.cancel' },
  { type: 'enrolment.retry' },
  ...answersOf('enrolLoyalty'),
  { type: 'xstate.error.actor.enrolLoyalty', error: WRONG_CARD_CODE },
  { type: 'xstate.error.actor.enrolLoyalty', error: CARD_CODE_TAKEN },
  { type: 'xstate.after.pollDelay.loyaltyEnrollment.WAITING.pausing' },
  ...answersOf('pollMembership'),
  { type: 'xstate.error.actor.pollMembership', error: networkFailure() },
  { type: 'optOut.request' },
  { type: 'optOut.confirm' },
  { type: 'optOut.dismiss' },
  ...answersOf('optOutLoyalty'),
  { type: 'xstate.error.actor.optOutLoyalty', error: networkFailure() },
];

/** Two attempts keep the walk short; the bound's own value is a unit test's. */
const POLL_ATTEMPTS = 2;
const CUSTOMER: LoyaltyEnrollmentInput = { userId: USER_ID, mobile: MOBILE, utm: ENROLMENT_UTM.page, pollAttempts: POLL_ATTEMPTS };

function scheduledDelays(actor: AnyActorRef): number[] {
  return Object.values(actor.system.getSnapshot()._scheduledEvents).map((scheduled) => scheduled.delay);
}

const walked: ModelResult[] = [];

async function walkEnrolment(name: string, input: LoyaltyEnrollmentInput, unreachable: Record<string, string> = {}) {
  const result = await runModel({
    name,
    machine: loyaltyEnrollmentMachine,
    input,
    events: enrolmentEvents,
    unreachable,
    maxPaths: 2_000,
    // What the guards and the screen read of the answer: status, eligibility, card code; and the attempts, the error.
    abstractContext: (context: LoyaltyEnrollmentContext) => ({
      status: context.info?.enrollmentStatus ?? null,
      eligibility: context.eligibility,
      code: context.info?.loyaltyCardCode ?? null,
      polls: context.polls,
      error: context.error?.code ?? null,
    }),
    onStep: ({ step, actor, emitted }) => {
      const snapshot = actor.getSnapshot() as LoyaltyEnrollmentSnapshot;
      const { context } = snapshot;
      // SPEC 4: UNKNOWN until the programme answered.
      expect(context.eligibility === 'UNKNOWN').toBe(context.info === null);
      // Only WAITING's pause waits, by the poll delay.
      expect(scheduledDelays(actor)).toEqual(snapshot.matches({ WAITING: 'pausing' }) ? [ENROLMENT_POLL_MS] : []);
      expect(context.polls).toBeLessThan(POLL_ATTEMPTS + 1);
      // The error shows only where a retry is offered.
      const failing = (['checkFailed', 'enrolFailed', 'optOutFailed'] as const).some((state) => snapshot.matches(state));
      if (failing) expect(context.error).not.toBeNull();
      if (snapshot.matches('NEW') || snapshot.matches('ENROLLED') || snapshot.matches('OPT_OUT')) expect(context.error).toBeNull();
      // Joining is asked for only by an eligible customer with the code the programme issued.
      if (snapshot.matches('STARTED') || snapshot.matches('ENROLLING')) {
        expect(context.eligibility).toBe('ELIGIBLE');
        expect(context.info?.loyaltyCardCode).toBeTruthy();
      }
      // Members carry the tag, the others not.
      const memberStates = ['WAITING', 'ENROLLED', 'waitTimedOut', 'confirmingOptOut', 'optingOut', 'optOutFailed'] as const;
      expect(snapshot.hasTag('member')).toBe(memberStates.some((state) => snapshot.matches(state)));
      // The membership's changes are emitted after a join, a confirmation or an opt-out, never after the first check.
      const type = step.event.type;
      const announces =
        type === 'xstate.done.actor.enrolLoyalty' ||
        type === 'xstate.done.actor.optOutLoyalty' ||
        (type === 'xstate.done.actor.pollMembership' && !snapshot.matches('WAITING') && !snapshot.matches('waitTimedOut'));
      expect(emitted).toEqual(announces ? [{ type: 'enrolment.changed', status: context.info?.enrollmentStatus }] : []);
      if (snapshot.matches('loginRequired')) expect(snapshot.status).toBe('done');
    },
  });
  reportCoverage(result);
  walked.push(result);
  return result;
}

const GUEST_STATE = 'loyaltyEnrollment.loginRequired';
const GUEST_BRANCH = 'loyaltyEnrollment.starting · always [isGuest]';

describe('loyalty enrolment machine model', () => {
  it('walks every state and transition of a customer: check, join, wait (bounded), enrolled, opt-out and back, failures with retry', async () => {
    const result = await walkEnrolment('loyaltyEnrollment', CUSTOMER, {
      [GUEST_STATE]: 'a customer is never sent to login',
      [GUEST_BRANCH]: 'a customer is never sent to login',
    });
    expect(coverageLine(result)).toBe('loyaltyEnrollment: 16/16 states, 43/43 transitions (2 listed unreachable)');
  });

  it('walks a guest straight to login', async () => {
    const customerOnly = [
      ...stateNodesOf(loyaltyEnrollmentMachine).map((node) => node.id),
      ...transitionsOf(loyaltyEnrollmentMachine).map((info) => info.name),
    ].filter((name) => name !== 'loyaltyEnrollment.starting' && name !== GUEST_STATE && name !== GUEST_BRANCH);
    const result = await walkEnrolment(
      'loyaltyEnrollment guest',
      { ...CUSTOMER, userId: null, mobile: null },
      Object.fromEntries(customerOnly.map((name) => [name, 'a guest never reaches the programme'])),
    );
    expect(coverageLine(result)).toBe(`loyaltyEnrollment guest: 2/2 states, 1/1 transitions (${customerOnly.length} listed unreachable)`);
  });

  it('together the walks leave nothing uncovered', () => {
    const uncoveredByAll = walked
      .map((result) => new Set(result.unreachable))
      .reduce((left, right) => new Set([...left].filter((name) => right.has(name))));
    expect([...uncoveredByAll]).toEqual([]);
    expect(stateNodesOf(loyaltyEnrollmentMachine)).toHaveLength(17);
    expect(transitionsOf(loyaltyEnrollmentMachine)).toHaveLength(44);
  });
});

/** A later page after which another follows. */
const MIDDLE_PAGE = ledgerPage(2, [ledgerEntry(4)], true);

const ledgerEvents: ModelEvent<typeof pizzaLoyaltyMachine>[] = [
  { type: 'ledger.more' },
  { type: 'ledger.retry' },
  { type: 'ledger.reload' },
  { type: 'xstate.done.actor.getFirstPage', output: LEDGER_PAGE_1 },
  { type: 'xstate.done.actor.getFirstPage', output: ledgerPage(1, [ledgerEntry(1)], false) },
  { type: 'xstate.done.actor.getFirstPage', output: LEDGER_EMPTY },
  { type: 'xstate.error.actor.getFirstPage', error: networkFailure() },
  { type: 'xstate.done.actor.getNextPage', output: MIDDLE_PAGE },
  { type: 'xstate.done.actor.getNextPage', output: LEDGER_PAGE_2 },
  { type: 'xstate.error.actor.getNextPage', error: networkFailure() },
  { type: 'xstate.done.actor.reloadFirstPage', output: LEDGER_PAGE_1 },
  { type: 'xstate.done.actor.reloadFirstPage', output: ledgerPage(1, [ledgerEntry(1)], false) },
  { type: 'xstate.error.actor.reloadFirstPage', error: networkFailure() },
];

const ledgerWalks: ModelResult[] = [];

async function walkLedger(name: string, input: PizzaLoyaltyInput, unreachable: Record<string, string> = {}) {
  const result = await runModel({
    name,
    machine: pizzaLoyaltyMachine,
    input,
    events: ledgerEvents,
    unreachable,
    abstractContext: (context: PizzaLoyaltyContext) => ({
      listed: context.entries.length > 0,
      nextPage: context.nextPage,
      error: context.error !== null,
    }),
    onStep: ({ actor, emitted }) => {
      const snapshot = actor.getSnapshot() as PizzaLoyaltySnapshot;
      const { context } = snapshot;
      expect(emitted).toEqual([]);
      expect(new Set(context.entries.map((entry) => entry.id)).size).toBe(context.entries.length);
      expect(context.error !== null).toBe(snapshot.hasTag('error') || snapshot.hasTag('moreError'));
      if (snapshot.hasTag('moreError')) expect(context.entries.length).toBeGreaterThan(0);
      if (snapshot.matches({ listing: 'complete' })) expect(context.nextPage).toBeNull();
      if (snapshot.matches({ listing: 'more' })) expect(context.nextPage).not.toBeNull();
      if (snapshot.matches('loginRequired')) expect(snapshot.status).toBe('done');
    },
  });
  reportCoverage(result);
  ledgerWalks.push(result);
  return result;
}

const LEDGER_GUEST_STATE = 'pizzaLoyalty.loginRequired';
const LEDGER_GUEST_BRANCH = 'pizzaLoyalty.starting · always [isGuest]';

describe('pizza loyalty page machine model', () => {
  it('walks a customer’s ledger: loading, empty, pages, the last page, reload, failures with retry', async () => {
    const result = await walkLedger(
      'pizzaLoyalty',
      { loggedIn: true },
      { [LEDGER_GUEST_STATE]: 'a customer is never sent to login', [LEDGER_GUEST_BRANCH]: 'a customer is never sent to login' },
    );
    expect(coverageLine(result)).toBe('pizzaLoyalty: 10/10 states, 16/16 transitions (2 listed unreachable)');
  });

  it('walks a guest straight to login', async () => {
    const customerOnly = [
      ...stateNodesOf(pizzaLoyaltyMachine).map((node) => node.id),
      ...transitionsOf(pizzaLoyaltyMachine).map((info) => info.name),
    ].filter((name) => name !== 'pizzaLoyalty.starting' && name !== LEDGER_GUEST_STATE && name !== LEDGER_GUEST_BRANCH);
    const result = await walkLedger(
      'pizzaLoyalty guest',
      { loggedIn: false },
      Object.fromEntries(customerOnly.map((name) => [name, 'a guest never loads the ledger'])),
    );
    expect(coverageLine(result)).toBe(`pizzaLoyalty guest: 2/2 states, 1/1 transitions (${customerOnly.length} listed unreachable)`);
  });

  it('together the walks leave nothing uncovered', () => {
    const uncoveredByAll = ledgerWalks
      .map((result) => new Set(result.unreachable))
      .reduce((left, right) => new Set([...left].filter((name) => right.has(name))));
    expect([...uncoveredByAll]).toEqual([]);
  });
});
