import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stateNodesOf, transitionsOf } from '@machines/definition';
import { edvCartLines, pizzasForDeal } from '@/domain/edv';
import { edvMachine, selectSelectedDeal, type EdvInput, type EdvSnapshot } from '@machines/edv.machine';
import { EDV_ELSEWHERE, EDV_MEDIUM, EDV_REGULAR, LOCATION_ROUTE, MIX_MATCH, SAVED_STORE, SEAT_WITHOUT_EDV } from './dealFixtures';
import { networkFailure, serverError } from './fixtures';
import { coverageLine, reportCoverage, runModel, type ModelEvent, type ModelResult, type StepCheck } from './harness';
import { storeActorWith } from '../support/storeActor';

type EdvModelEvent = ModelEvent<typeof edvMachine>;

const EVENTS: EdvModelEvent[] = [
  { type: 'xstate.done.actor.readStore', output: SAVED_STORE },
  { type: 'xstate.done.actor.readStore', output: null },
  { type: 'xstate.done.actor.readStore', output: SEAT_WITHOUT_EDV },
  { type: 'xstate.error.actor.readStore', error: new Error('IndexedDB is not available') },
  { type: 'xstate.done.actor.loadDeals', output: { status: 'SUCCESS', data: [EDV_MEDIUM, EDV_REGULAR] } },
  { type: 'xstate.done.actor.loadDeals', output: { status: 'SUCCESS', data: [] } },
  { type: 'xstate.error.actor.loadDeals', error: networkFailure() },
  { type: 'xstate.done.actor.loadLinkedDeal', output: { status: 'SUCCESS', data: EDV_ELSEWHERE } },
  { type: 'xstate.error.actor.loadLinkedDeal', error: serverError('DEAL_NOT_FOUND', 'No such deal.', 404) },
  { type: 'xstate.done.actor.loadMenu', output: MIX_MATCH },
  { type: 'xstate.error.actor.loadMenu', error: networkFailure() },
  { type: 'edv.retry' },
  { type: 'deal.select', dealId: 'EDV2R99' },
  { type: 'pizza.pick', productId: 101 },
  { type: 'pizza.pick', productId: 102 },
  { type: 'pizza.unpick', productId: 101 },
  { type: 'deal.confirm' },
];

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

/** SPEC 4 data, the picking limits and the emitted events, after every step. */
function checkStep({ step, index, actor, emitted }: StepCheck): void {
  const snapshot = actor.getSnapshot() as EdvSnapshot;
  const { data, picks } = snapshot.context;
  if ((['gettingData', 'failed', 'loadingStore', 'notOfferedAtSeat'] as const).some((state) => snapshot.matches(state)))
    expect(data).toBeNull();
  const deal = selectSelectedDeal(snapshot);
  if (deal && snapshot.matches('ready')) {
    expect(picks.length).toBeLessThanOrEqual(deal.pizzasRequired);
    expect(snapshot.matches({ ready: 'complete' })).toBe(picks.length === deal.pizzasRequired);
  }
  if (index > 0 && snapshot.matches('noStore')) expect(emitted).toEqual([{ type: 'navigation.requested', to: LOCATION_ROUTE }]);
  else if (index > 0 && snapshot.matches('added')) {
    const reached = (step.state as EdvSnapshot).context;
    const confirmed = reached.data?.deals.find((entry) => entry.dealId === reached.selectedDealId);
    expect(confirmed).toBeDefined();
    if (!confirmed || !reached.data) return;
    const items = edvCartLines(confirmed, pizzasForDeal(confirmed, reached.data.menu), reached.picks);
    expect(items).toHaveLength(confirmed.pizzasRequired);
    expect(emitted).toEqual([
      { type: 'deal.added', items },
      { type: 'navigation.requested', to: '/cart' },
    ]);
  } else expect(emitted).toEqual([]);
  if (step.event.type.startsWith('xstate.error.actor.load')) expect(warn).toHaveBeenCalled();
}

const walked: ModelResult[] = [];

async function walk(name: string, input: EdvInput, unreachable: Record<string, string>) {
  const result = await runModel({ name, machine: edvMachine, input, events: EVENTS, unreachable, onStep: checkStep });
  reportCoverage(result);
  walked.push(result);
  return result;
}

describe('EDV machine model', () => {
  it('walks a link with an itemId: a seat without EDV, getting data, the linked deal or its failure, empty, failure and retry, picking and confirming', async () => {
    const result = await walk(
      'edv with itemId',
      { storeActor: storeActorWith(), itemId: 'EDV3M299' },
      {
        'edv.gettingData.linkedDeal.choosing · always': 'with an itemId the linked deal is always loaded',
      },
    );
    expect(coverageLine(result)).toBe('edv with itemId: 23/23 states, 22/22 transitions (1 listed unreachable)');
  });

  it('walks a link without an itemId: nothing linked is loaded', async () => {
    const linked = 'without an itemId no linked deal is loaded';
    const result = await walk(
      'edv without itemId',
      { storeActor: storeActorWith(), itemId: null },
      {
        'edv.gettingData.linkedDeal.loading': linked,
        'edv.gettingData.linkedDeal.loaded': linked,
        'edv.gettingData.linkedDeal.choosing · always [hasItemId]': linked,
        'edv.gettingData.linkedDeal.loading · done: loadLinkedDeal': linked,
        'edv.gettingData.linkedDeal.loading · error: loadLinkedDeal': linked,
      },
    );
    expect(coverageLine(result)).toBe('edv without itemId: 21/21 states, 20/20 transitions (5 listed unreachable)');
  });

  it('together the two walks leave nothing uncovered', () => {
    expect(walked).toHaveLength(2);
    const [first, second] = walked.map((result) => new Set(result.unreachable));
    expect([...(first ?? [])].filter((name) => second?.has(name))).toEqual([]);
    expect(stateNodesOf(edvMachine)).toHaveLength(23);
    expect(transitionsOf(edvMachine)).toHaveLength(23);
  });
});
