import { describe, expect, it } from 'vitest';
import { stateNodesOf, transitionsOf } from '@machines/definition';
import { contentPageMachine, type ContentPageSnapshot } from '@machines/contentPage.machine';
import { HINDI_TNC_PAGE, TNC_PAGE } from './contentFixtures';
import { networkFailure, serverError } from './fixtures';
import { coverageLine, reportCoverage, runModel, type ModelEvent, type StepCheck } from './harness';

const events: ModelEvent<typeof contentPageMachine>[] = [
  { type: 'xstate.done.actor.getContentPage', output: TNC_PAGE },
  { type: 'xstate.done.actor.getContentPage', output: HINDI_TNC_PAGE },
  { type: 'xstate.error.actor.getContentPage', error: networkFailure() },
  { type: 'xstate.error.actor.getContentPage', error: serverError('CONTENT_PAGE_NOT_FOUND', 'This page does not exist.', 404) },
  { type: 'page.retry' },
  { type: 'language.change' },
];

/** A shown page is the last one loaded; a failure keeps no page and says why; loading states are busy. */
function checkStep({ actor, emitted }: StepCheck): void {
  const snapshot = actor.getSnapshot() as ContentPageSnapshot;
  expect(emitted).toEqual([]);
  if (snapshot.matches('shown')) expect([TNC_PAGE, HINDI_TNC_PAGE]).toContainEqual(snapshot.context.page);
  if (snapshot.matches('reloading')) expect(snapshot.context.page).not.toBeNull();
  if (snapshot.matches('failed'))
    expect({ page: snapshot.context.page, hasError: snapshot.context.error !== null }).toEqual({ page: null, hasError: true });
  expect(snapshot.hasTag('busy')).toBe(snapshot.matches('loading') || snapshot.matches('reloading'));
}

describe('contentPage machine model', () => {
  it('walks every state and transition: loading, shown, reloading in another language, failed and retry', async () => {
    const result = await runModel({ name: 'contentPage', machine: contentPageMachine, input: { slug: 'tnc' }, events, onStep: checkStep });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('contentPage: 4/4 states, 8/8 transitions');
    expect(stateNodesOf(contentPageMachine)).toHaveLength(4);
    expect(transitionsOf(contentPageMachine)).toHaveLength(8);
  });
});
