import { afterEach, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { followLanguage, type CartActorRef } from '@/app/cartActor';
import { setLanguage } from '@/i18n/language';

/** A cart that records what it is sent and says whether it is at rest. */
function fakeCart(atRest: () => boolean) {
  const sent: EventObject[] = [];
  const cart = { getSnapshot: () => ({ matches: () => atRest() }), send: (event: EventObject) => sent.push(event) };
  return { cart: cart as unknown as CartActorRef, sent };
}

afterEach(() => setLanguage('en'));

describe('the cart and the language', () => {
  it('loads a cart at rest again in the new language, and leaves a cart in the middle of a change alone', () => {
    let atRest = true;
    const { cart, sent } = fakeCart(() => atRest);
    const stop = followLanguage(cart);
    setLanguage('hi');
    expect(sent).toEqual([{ type: 'cart.reload' }]);
    atRest = false;
    setLanguage('en');
    expect(sent).toHaveLength(1);
    atRest = true;
    stop();
    setLanguage('hi');
    expect(sent).toHaveLength(1);
  });
});
