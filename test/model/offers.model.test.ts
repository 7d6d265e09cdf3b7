import { describe, expect, it } from 'vitest';
import { stateNodesOf, transitionsOf } from '@machines/definition';
import { offersMachine, type OffersInput, type OffersSnapshot } from '@machines/offers.machine';
import { FLAT100, LOCATION_ROUTE, SAVED_STORE, UPI20 } from './dealFixtures';
import { networkFailure, serverError } from './fixtures';
import { coverageLine, reportCoverage, runModel, type ModelEvent, type ModelResult, type StepCheck } from './harness';
import { storeActorWith } from '../support/storeActor';

type OffersModelEvent = ModelEvent<typeof offersMachine>;

const LIST_EVENTS: OffersModelEvent[] = [
  { type: 'xstate.done.actor.readStore', output: SAVED_STORE },
  { type: 'xstate.done.actor.readStore', output: null },
  { type: 'xstate.error.actor.readStore', error: new Error('IndexedDB is not available') },
  { type: 'xstate.done.actor.loadDeals', output: { deals: [FLAT100, UPI20] } },
  { type: 'xstate.done.actor.loadDeals', output: { deals: [] } },
  { type: 'xstate.error.actor.loadDeals', error: networkFailure() },
  { type: 'deals.retry' },
  { type: 'deal.apply', code: 'FLAT100' },
  { type: 'promo.applied', code: 'FLAT100' },
  { type: 'promo.rejected' },
];

const TERMS_EVENTS: OffersModelEvent[] = [
  { type: 'xstate.done.actor.loadTerms', output: FLAT100 },
  { type: 'xstate.error.actor.loadTerms', error: serverError('DEAL_NOT_FOUND', 'No such deal.', 404) },
  { type: 'xstate.error.actor.loadTerms', error: networkFailure() },
  { type: 'terms.retry' },
];

const TERMS_PAGE = 'offers.terms';
const NO_CODE_BRANCH = 'offers.terms.choosing · always';

/** Every state and transition of the machine that `isOutside` says the walk cannot reach, with the reason. */
function unreachableWhere(isOutside: (name: string) => boolean, reason: string): Record<string, string> {
  const names = [...stateNodesOf(offersMachine).map((node) => node.id), ...transitionsOf(offersMachine).map((info) => info.name)];
  return Object.fromEntries(names.filter(isOutside).map((name) => [name, reason]));
}

const onTermsPage = (name: string) => name === TERMS_PAGE || name.startsWith(`${TERMS_PAGE}.`) || name.includes(`→ ${TERMS_PAGE}`);
const isTermsEntry = (name: string) => name === 'offers.start · always [isTermsPage]';

/** Navigation only on reaching a final page; the cart is asked only when a deal is applied. */
function checkStep({ step, index, actor, emitted }: StepCheck): void {
  const snapshot = actor.getSnapshot() as OffersSnapshot;
  if (index > 0 && snapshot.matches('noStore')) expect(emitted).toEqual([{ type: 'navigation.requested', to: LOCATION_ROUTE }]);
  else if (index > 0 && snapshot.matches('applied')) expect(emitted).toEqual([{ type: 'navigation.requested', to: '/cart' }]);
  else if (step.event.type === 'deal.apply') expect(emitted).toEqual([{ type: 'promo.chosen', code: 'FLAT100' }]);
  else expect(emitted).toEqual([]);
  if (step.event.type === 'promo.rejected') expect(snapshot.context.rejectedCode).toBe('FLAT100');
  if (snapshot.matches({ terms: 'shown' })) expect(snapshot.context.termsDeal).toEqual(FLAT100);
}

const walked: ModelResult[] = [];

async function walk(name: string, input: OffersInput, events: OffersModelEvent[], unreachable: Record<string, string>) {
  const result = await runModel({ name, machine: offersMachine, input, events, unreachable, onStep: checkStep });
  reportCoverage(result);
  walked.push(result);
  return result;
}

describe('offers machine model', () => {
  it('walks the offers list: no store, loading, empty, failure and retry, applying, refused and applied', async () => {
    const result = await walk(
      'offers list',
      { storeActor: storeActorWith(), page: 'list' },
      LIST_EVENTS,
      unreachableWhere((name) => onTermsPage(name) || isTermsEntry(name), 'only the /tncOffers input opens the terms page'),
    );
    expect(coverageLine(result)).toBe('offers list: 10/10 states, 11/11 transitions (13 listed unreachable)');
  });

  it('walks the terms page of a code: shown, not found (404), failure and retry', async () => {
    const result = await walk('offers terms', { storeActor: storeActorWith(), page: 'terms', code: 'FLAT100' }, TERMS_EVENTS, {
      ...unreachableWhere((name) => !onTermsPage(name) && !name.startsWith('offers.start'), 'the /tncOffers input never opens the list'),
      'offers.start · always': 'the /tncOffers input always opens the terms page',
      [NO_CODE_BRANCH]: 'needs a link without a code; the next walk covers it',
    });
    expect(coverageLine(result)).toBe('offers terms: 7/7 states, 6/6 transitions (21 listed unreachable)');
  });

  it('walks the terms page of a link without a code straight to not found', async () => {
    const result = await walk('offers terms without code', { storeActor: storeActorWith(), page: 'terms', code: null }, TERMS_EVENTS, {
      ...unreachableWhere((name) => !onTermsPage(name) && !name.startsWith('offers.start'), 'the /tncOffers input never opens the list'),
      'offers.start · always': 'the /tncOffers input always opens the terms page',
      ...unreachableWhere(
        (name) => onTermsPage(name) && !['offers.terms', 'offers.terms.choosing', 'offers.terms.notFound', NO_CODE_BRANCH].includes(name),
        'without a code nothing is loaded',
      ),
    });
    expect(coverageLine(result)).toBe('offers terms without code: 4/4 states, 2/2 transitions (28 listed unreachable)');
  });

  it('together the three walks leave nothing uncovered', () => {
    expect(walked).toHaveLength(3);
    const uncoveredByAll = walked
      .map((result) => new Set(result.unreachable))
      .reduce((left, right) => new Set([...left].filter((name) => right.has(name))));
    expect([...uncoveredByAll]).toEqual([]);
    expect(stateNodesOf(offersMachine)).toHaveLength(16);
    expect(transitionsOf(offersMachine)).toHaveLength(18);
  });
});
