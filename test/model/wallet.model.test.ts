import { describe, expect, it } from 'vitest';
import { stateNodesOf, transitionsOf } from '@machines/definition';
import { walletMachine, type WalletContext, type WalletInput, type WalletSnapshot } from '@machines/wallet.machine';
import { networkFailure } from './fixtures';
import { coverageLine, reportCoverage, runModel, type ModelEvent, type ModelResult } from './harness';
import { EMPTY_PAGE, LAST_PAGE_1, MOBILE, PAGE_1, PAGE_2, walletEntry, walletPage } from './walletFixtures';

/** A later page after which another follows. */
const MIDDLE_PAGE = walletPage(2, [walletEntry(4)], 3);

const events: ModelEvent<typeof walletMachine>[] = [
  { type: 'history.more' },
  { type: 'history.retry' },
  { type: 'xstate.done.actor.getFirstPage', output: PAGE_1 },
  { type: 'xstate.done.actor.getFirstPage', output: LAST_PAGE_1 },
  { type: 'xstate.done.actor.getFirstPage', output: EMPTY_PAGE },
  { type: 'xstate.error.actor.getFirstPage', error: networkFailure() },
  { type: 'xstate.done.actor.getNextPage', output: MIDDLE_PAGE },
  { type: 'xstate.done.actor.getNextPage', output: PAGE_2 },
  { type: 'xstate.error.actor.getNextPage', error: networkFailure() },
];

const GUEST_STATE = 'wallet.loginRequired';
const GUEST_BRANCH = 'wallet.starting · always [isGuest]';
/** Every state and transition but the start-up choice and the guest's way out. */
const customerOnly = () =>
  [...stateNodesOf(walletMachine).map((node) => node.id), ...transitionsOf(walletMachine).map((info) => info.name)].filter(
    (name) => name !== 'wallet.starting' && name !== GUEST_STATE && name !== GUEST_BRANCH,
  );

const walked: ModelResult[] = [];

async function walk(name: string, input: WalletInput, unreachable: Record<string, string>): Promise<ModelResult> {
  const result = await runModel({
    name,
    machine: walletMachine,
    input,
    events,
    unreachable,
    // Which entries are listed only matters as: any, and the next page.
    abstractContext: (context: WalletContext) => ({
      mobile: context.mobile,
      listed: context.entries.length > 0,
      balance: context.balance !== null,
      nextPage: context.nextPage,
      error: context.error?.displayMsg ?? null,
    }),
    onStep: ({ actor, emitted }) => {
      const snapshot = actor.getSnapshot() as WalletSnapshot;
      const { context } = snapshot;
      // The machine speaks through its state: it emits nothing.
      expect(emitted).toEqual([]);
      // Each entry is listed once, whatever the pages repeat.
      expect(new Set(context.entries.map((entry) => entry.id)).size).toBe(context.entries.length);
      // The error shows only in the two failure states; what is shown stays when a later page fails.
      expect(context.error !== null).toBe(snapshot.hasTag('error') || snapshot.hasTag('moreError'));
      if (snapshot.hasTag('moreError')) expect(context.entries.length).toBeGreaterThan(0);
      // The balance is there once any page answered; a guest never gets one.
      expect(context.balance !== null).toBe(snapshot.matches('empty') || snapshot.matches('listing'));
      if (snapshot.matches('empty') || snapshot.hasTag('busy')) expect(context.entries).toEqual([]);
      if (snapshot.matches({ listing: 'complete' })) expect(context.nextPage).toBeNull();
      if (snapshot.matches({ listing: 'more' })) expect(context.nextPage).not.toBeNull();
      if (snapshot.matches('loginRequired')) expect(snapshot.status).toBe('done');
    },
  });
  reportCoverage(result);
  walked.push(result);
  return result;
}

describe('wallet machine model', () => {
  it('walks a customer’s wallet: loading, empty, pages, the last page, failures with retry', async () => {
    const result = await walk(
      'wallet',
      { mobile: MOBILE },
      { [GUEST_STATE]: 'a customer is never sent to login', [GUEST_BRANCH]: 'a customer is never sent to login' },
    );
    expect(coverageLine(result)).toBe('wallet: 9/9 states, 11/11 transitions (2 listed unreachable)');
  });

  it('walks a guest straight to login', async () => {
    const unreachable = Object.fromEntries(customerOnly().map((name) => [name, 'a guest never loads the wallet']));
    const result = await walk('wallet guest', { mobile: null }, unreachable);
    expect(coverageLine(result)).toBe('wallet guest: 2/2 states, 1/1 transitions (19 listed unreachable)');
  });

  it('together the walks leave nothing uncovered', () => {
    expect(walked).toHaveLength(2);
    const uncoveredByAll = walked
      .map((result) => new Set(result.unreachable))
      .reduce((left, right) => new Set([...left].filter((name) => right.has(name))));
    expect([...uncoveredByAll]).toEqual([]);
    expect(stateNodesOf(walletMachine)).toHaveLength(10);
    expect(transitionsOf(walletMachine)).toHaveLength(12);
  });
});
