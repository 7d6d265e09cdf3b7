/**
 * SPEC 4 pickup confirmation: an order paid as last time is submitted from the cart. The cart asks for it
 * (`checkout.submitRequested`); this hands the payment to the order submit the cart screen hosts, and tells the cart
 * how the order submit says it ended when it did not leave the page: to be paid another way, or nothing decided.
 */
import { useEffect, useEffectEvent } from 'react';
import type { CartActorRef } from '@/app/cartActor';
import type { OrderSubmitFlow } from '@/app/orderSubmitFlow';

export function useDirectSubmit(cart: CartActorRef, flow: OrderSubmitFlow): void {
  const submit = useEffectEvent(flow.submit);
  useEffect(() => {
    const requested = cart.on('checkout.submitRequested', ({ selection }) => submit(selection));
    const ended = flow.actor.on('submit.ended', ({ outcome }) =>
      cart.send(outcome === 'chooseAgain' ? { type: 'checkout.refused' } : { type: 'checkout.cancel' }),
    );
    return () => {
      requested.unsubscribe();
      ended.unsubscribe();
      // The cart was left (the order went on to its next page, or the customer went elsewhere): its checkout ends.
      cart.send({ type: 'checkout.cancel' });
    };
  }, [cart, flow.actor]);
}
