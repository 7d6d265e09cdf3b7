import { describe, expect, it } from 'vitest';
import type { NavMenuItem } from '@/contract/content';
import { navMenuMachine, type NavMenuSnapshot } from '@machines/navMenu.machine';
import { networkFailure } from './fixtures';
import { coverageLine, reportCoverage, runModel } from './harness';

const ITEMS: NavMenuItem[] = [
  { id: 'home', label: 'Home', link: '/', requiresLogin: false },
  { id: 'orders', label: 'My Orders', link: '/orderHistory', requiresLogin: true },
];

describe('nav menu machine model', () => {
  it('walks every state and transition, a guest never seeing login-only items', async () => {
    const result = await runModel({
      name: 'navMenu',
      machine: navMenuMachine,
      input: { loggedIn: false },
      events: [
        { type: 'xstate.done.actor.getNavMenu', output: { items: ITEMS } },
        { type: 'xstate.error.actor.getNavMenu', error: networkFailure() },
        { type: 'menu.retry' },
        { type: 'language.change' },
      ],
      onStep: ({ actor }) => {
        const snapshot = actor.getSnapshot() as NavMenuSnapshot;
        expect(snapshot.context.items.some((item) => item.requiresLogin)).toBe(false);
        if (snapshot.matches('failed')) expect(snapshot.context.error).not.toBeNull();
        if (snapshot.matches('ready')) expect(snapshot.context.items.map((item) => item.id)).toEqual(['home']);
      },
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('navMenu: 3/3 states, 4/4 transitions');
  });
});
