import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { NavMenuItem, NavMenuResponse } from '@/contract/content';
import { navMenuMachine, selectHasFailed, selectIsLoading, selectItems, type NavMenuSnapshot } from '@machines/navMenu.machine';
import { networkFailure } from '../../model/fixtures';

const HOME: NavMenuItem = { id: 'home', label: 'Home', link: '/', requiresLogin: false };
const ORDERS: NavMenuItem = { id: 'orders', label: 'My Orders', link: '/orderHistory', requiresLogin: true };
const TNC: NavMenuItem = { id: 'tnc', label: 'Terms & Conditions', link: '/tnc', requiresLogin: false };
const MENU = { items: [HOME, ORDERS, TNC] };
const HINDI_MENU = {
  items: [
    { ...HOME, label: 'होम' },
    { ...ORDERS, label: 'मेरे ऑर्डर' },
    { ...TNC, label: 'नियम और शर्तें' },
  ],
};

/** Each load takes the next answer: the menu, or an error it throws. */
function startNavMenu(loggedIn: boolean, answers: Array<NavMenuResponse | Error> = [MENU]) {
  const getNavMenu = vi.fn(async () => {
    const answer = answers.shift() ?? MENU;
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const actor = createActor(navMenuMachine.provide({ actors: { getNavMenu: fromPromise<NavMenuResponse>(getNavMenu) } }), {
    input: { loggedIn },
  }).start();
  return { actor, getNavMenu };
}

const isReady = (snapshot: NavMenuSnapshot) => snapshot.matches('ready');

describe('nav menu machine', () => {
  it("a guest sees the menu's items in the server's order without those needing login", async () => {
    const { actor } = startNavMenu(false);
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    const ready = await waitFor(actor, isReady);
    expect(selectItems(ready)).toEqual([HOME, TNC]);
    expect(selectIsLoading(ready)).toBe(false);
    expect(selectHasFailed(ready)).toBe(false);
  });

  it('a logged-in customer sees every item, login-only ones included, in order', async () => {
    const { actor } = startNavMenu(true);
    const ready = await waitFor(actor, isReady);
    expect(selectItems(ready)).toEqual([HOME, ORDERS, TNC]);
  });

  it('a failed load shows the failure with no items, and retry loads the menu', async () => {
    const { actor, getNavMenu } = startNavMenu(false, [networkFailure(), MENU]);
    const failed = await waitFor(actor, selectHasFailed);
    expect(failed.context.error?.displayMsg).toBe('Internet connection Lost');
    expect(selectItems(failed)).toEqual([]);
    actor.send({ type: 'menu.retry' });
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    const ready = await waitFor(actor, isReady);
    expect(selectItems(ready)).toEqual([HOME, TNC]);
    expect(ready.context.error).toBeNull();
    expect(getNavMenu).toHaveBeenCalledTimes(2);
  });

  it('a new language loads the labels again in that language', async () => {
    const { actor, getNavMenu } = startNavMenu(true, [MENU, HINDI_MENU]);
    await waitFor(actor, isReady);
    actor.send({ type: 'language.change' });
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    const ready = await waitFor(actor, isReady);
    expect(selectItems(ready).map((item) => item.label)).toEqual(['होम', 'मेरे ऑर्डर', 'नियम और शर्तें']);
    expect(getNavMenu).toHaveBeenCalledTimes(2);
  });

  it('retry does nothing while the menu is shown', async () => {
    const { actor, getNavMenu } = startNavMenu(false);
    await waitFor(actor, isReady);
    actor.send({ type: 'menu.retry' });
    expect(isReady(actor.getSnapshot())).toBe(true);
    expect(getNavMenu).toHaveBeenCalledTimes(1);
  });
});
