import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LoyaltyMenuResponse } from '@/contract/loyaltyMenu';
import { freeItemsLeft, freePizzaMachine, selectHasFailed, selectOffer, type FreePizzaInput } from '@machines/freePizza.machine';
import { networkFailure } from '../../model/fixtures';
import { FREE_MARGHERITA, LOYALTY_MENU } from '../../model/freePizzaFixtures';

function start(input: FreePizzaInput, answers: Array<LoyaltyMenuResponse | Error>) {
  const calls: string[] = [];
  const actor = createActor(
    freePizzaMachine.provide({
      actors: {
        getLoyaltyMenu: fromPromise<LoyaltyMenuResponse, { storeId: string }>(async ({ input: call }) => {
          calls.push(call.storeId);
          const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
          if (answer === undefined || answer instanceof Error) throw answer ?? new Error('no answer');
          return answer;
        }),
      },
    }),
    { input },
  );
  const added: Array<{ productId: number; menuType: string | undefined; name: string }> = [];
  actor.on('free.added', (event) => added.push({ productId: event.item.productId, menuType: event.item.menuType, name: event.name }));
  actor.start();
  return { actor, calls, added };
}

describe('free pizza machine', () => {
  it('SPEC 6: makes no loyalty call for a guest or without a store', () => {
    const guest = start({ storeId: '66001', customerId: null }, [LOYALTY_MENU]);
    expect(guest.actor.getSnapshot().value).toBe('hidden');
    const storeless = start({ storeId: null, customerId: 'user-42' }, [LOYALTY_MENU]);
    expect(storeless.actor.getSnapshot().value).toBe('hidden');
    expect([...guest.calls, ...storeless.calls]).toEqual([]);
    expect(selectOffer(guest.actor.getSnapshot())).toBeNull();
  });

  it('loads the store’s free pizzas for a logged-in customer and offers what the credited points buy, pending points apart', async () => {
    const { actor, calls } = start({ storeId: '66001', customerId: 'user-42' }, [LOYALTY_MENU]);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(calls).toEqual(['66001']);
    expect(selectOffer(actor.getSnapshot())).toEqual({
      items: [FREE_MARGHERITA],
      freeItemsLeft: 1,
      points: 700,
      pendingPoints: 100,
      pointsPerFreeItem: 600,
    });
  });

  it('adds a free pizza as a LOYALTY line at Rs 0, and no more than the points buy', async () => {
    const { actor, added } = start({ storeId: '66001', customerId: 'user-42' }, [LOYALTY_MENU]);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'free.add', productId: 101 });
    actor.send({ type: 'free.add', productId: 101 });
    expect(added).toEqual([{ productId: 101, menuType: 'LOYALTY', name: 'Margherita' }]);
    expect(freeItemsLeft(actor.getSnapshot().context)).toBe(0);
    actor.send({ type: 'cart.counted', freeInCart: 0 });
    actor.send({ type: 'free.add', productId: 999 });
    expect(added).toHaveLength(1);
  });

  it('counts the free pizzas the cart already holds', async () => {
    const { actor, added } = start({ storeId: '66001', customerId: 'user-42', freeInCart: 1 }, [LOYALTY_MENU]);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(selectOffer(actor.getSnapshot())?.freeItemsLeft).toBe(0);
    actor.send({ type: 'free.add', productId: 101 });
    expect(added).toEqual([]);
  });

  it('shows nothing to a customer who is not a member, or who has neither free items nor pending points', async () => {
    const outsider = start({ storeId: '66001', customerId: 'user-42' }, [{ ...LOYALTY_MENU, member: false, freeItems: 0 }]);
    await waitFor(outsider.actor, (snapshot) => snapshot.matches('ready'));
    expect(selectOffer(outsider.actor.getSnapshot())).toBeNull();
    const empty = start({ storeId: '66001', customerId: 'user-42' }, [{ ...LOYALTY_MENU, points: 0, freeItems: 0, pendingPoints: 0 }]);
    await waitFor(empty.actor, (snapshot) => snapshot.matches('ready'));
    expect(selectOffer(empty.actor.getSnapshot())).toBeNull();
  });

  it('shows nothing after a failed load, and loads afresh when the store or the customer changes', async () => {
    const { actor, calls } = start({ storeId: '66001', customerId: 'user-42' }, [networkFailure(), LOYALTY_MENU]);
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(selectHasFailed(actor.getSnapshot())).toBe(true);
    expect(selectOffer(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'free.load', storeId: '66001', customerId: 'user-42' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'free.load', storeId: '66002', customerId: 'user-42' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(calls).toEqual(['66001', '66001', '66002']);
    actor.send({ type: 'free.load', storeId: '66002', customerId: null });
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(selectOffer(actor.getSnapshot())).toBeNull();
  });
});
