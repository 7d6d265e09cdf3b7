import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CmsWidgetsResponse, ContentPage } from '@/contract/contentPages';
import type { PickupCitiesResponse, StoresResponse } from '@/contract/locations';
import type { DeliveryType, StoreDeliveryType } from '@/domain/constants';
import type { Language } from '@/i18n/languages';
import { cartWidgetMachine, selectHasFailed as selectWidgetsFailed, selectWidgets } from '@machines/cartWidget.machine';
import { contentPageMachine, selectIntro, selectIsBusy, selectSections, selectTitle } from '@machines/contentPage.machine';
import { manualSelectorMachine, selectShownCities } from '@machines/manualSelector.machine';
import { CITIES, DELIVERY_WIDGETS, HINDI_TNC_PAGE, MUMBAI_STORES, TNC_PAGE } from '../../model/contentFixtures';
import { networkFailure } from '../../model/fixtures';

function answering<T>(answers: Array<T | Error>) {
  let calls = 0;
  return async (): Promise<T> => {
    const answer = answers[Math.min(calls, answers.length - 1)]!;
    calls += 1;
    if (answer instanceof Error) throw answer;
    return answer;
  };
}

describe('contentPage machine', () => {
  it('loads the page it is given and shows its title, intro and sections', async () => {
    const slugs: string[] = [];
    const actor = createActor(
      contentPageMachine.provide({
        actors: {
          getContentPage: fromPromise<ContentPage, { slug: 'tnc' | 'info' | 'notification' }>(
            async ({ input }) => (slugs.push(input.slug), TNC_PAGE),
          ),
        },
      }),
      { input: { slug: 'tnc' } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    expect(slugs).toEqual(['tnc']);
    const snapshot = actor.getSnapshot();
    expect([selectTitle(snapshot), selectIntro(snapshot)]).toEqual([TNC_PAGE.title, TNC_PAGE.intro]);
    expect(selectSections(snapshot).map((section) => section.id)).toEqual(['ordering', 'delivery', 'refunds', 'rail']);
  });

  it('on a language switch keeps the shown page until the new words arrive', async () => {
    const actor = createActor(
      contentPageMachine.provide({ actors: { getContentPage: fromPromise(answering([TNC_PAGE, HINDI_TNC_PAGE])) } }),
      { input: { slug: 'tnc' } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    actor.send({ type: 'language.change' });
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(selectTitle(actor.getSnapshot())).toBe(TNC_PAGE.title);
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    expect(selectTitle(actor.getSnapshot())).toBe(HINDI_TNC_PAGE.title);
  });

  it('a failed load says why and a retry loads again', async () => {
    const actor = createActor(
      contentPageMachine.provide({ actors: { getContentPage: fromPromise(answering<ContentPage>([networkFailure(), TNC_PAGE])) } }),
      { input: { slug: 'tnc' } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.error).toBeTruthy();
    actor.send({ type: 'page.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
  });
});

describe('cartWidget machine', () => {
  it('asks the CMS for the cart page with the delivery type and language, and shows the notes', async () => {
    const asked: Array<{ deliveryType: DeliveryType; language: Language }> = [];
    const actor = createActor(
      cartWidgetMachine.provide({
        actors: {
          getCmsWidgets: fromPromise<CmsWidgetsResponse, { deliveryType: DeliveryType; language: Language }>(async ({ input }) => {
            asked.push(input);
            return DELIVERY_WIDGETS;
          }),
        },
      }),
      { input: { deliveryType: 'CURB', language: 'hi' } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    expect(asked).toEqual([{ deliveryType: 'CURB', language: 'hi' }]);
    expect(selectWidgets(actor.getSnapshot())).toEqual(DELIVERY_WIDGETS.widgets);
  });

  it('a failed load shows no notes and offers a retry', async () => {
    const actor = createActor(
      cartWidgetMachine.provide({
        actors: { getCmsWidgets: fromPromise(answering<CmsWidgetsResponse>([networkFailure(), DELIVERY_WIDGETS])) },
      }),
      { input: { deliveryType: 'D', language: 'en' } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect([selectWidgets(actor.getSnapshot()), selectWidgetsFailed(actor.getSnapshot())]).toEqual([[], true]);
    actor.send({ type: 'widgets.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
  });
});

describe('manualSelector machine', () => {
  function start() {
    const cityCalls: string[] = [];
    const actor = createActor(
      manualSelectorMachine.provide({
        actors: {
          loadCities: fromPromise<PickupCitiesResponse, { deliveryType: StoreDeliveryType }>(async () => ({ cities: CITIES })),
          loadCityStores: fromPromise<StoresResponse, { city: string; deliveryType: StoreDeliveryType }>(async ({ input }) => {
            cityCalls.push(`${input.city}/${input.deliveryType}`);
            return { stores: MUMBAI_STORES };
          }),
        },
      }),
      { input: { deliveryType: 'P' } },
    );
    const chosen: unknown[] = [];
    actor.on('store.chosen', (event) => chosen.push(event.store));
    actor.start();
    return { actor, cityCalls, chosen };
  }

  it('narrows the cities by what is typed, ignoring case and spaces', async () => {
    const { actor } = start();
    await waitFor(actor, (snapshot) => snapshot.matches('choosingCity'));
    actor.send({ type: 'city.type', text: '  DEL ' });
    expect(selectShownCities(actor.getSnapshot())).toEqual(['New Delhi']);
    actor.send({ type: 'city.type', text: 'xyz' });
    expect(selectShownCities(actor.getSnapshot())).toEqual([]);
  });

  it('lists the chosen city’s stores for the delivery type and hands a chosen store on', async () => {
    const { actor, cityCalls, chosen } = start();
    await waitFor(actor, (snapshot) => snapshot.matches('choosingCity'));
    actor.send({ type: 'city.select', city: 'Mumbai' });
    await waitFor(actor, (snapshot) => snapshot.matches('choosingStore'));
    expect(cityCalls).toEqual(['Mumbai/P']);
    actor.send({ type: 'store.choose', storeId: '66101' });
    expect(chosen).toEqual([MUMBAI_STORES[0]]);
    actor.send({ type: 'city.change' });
    expect(actor.getSnapshot().matches('choosingCity')).toBe(true);
    expect(actor.getSnapshot().context.stores).toEqual([]);
  });

  it('ignores a city that is not listed', async () => {
    const { actor, cityCalls } = start();
    await waitFor(actor, (snapshot) => snapshot.matches('choosingCity'));
    actor.send({ type: 'city.select', city: 'Atlantis' });
    expect(actor.getSnapshot().matches('choosingCity')).toBe(true);
    expect(cityCalls).toEqual([]);
  });
});
