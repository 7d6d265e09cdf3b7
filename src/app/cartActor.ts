/**
 * The cart's actor, created by the first screen or component that reads the cart (not at boot, so the
 * landing route stays small); once created it lives as long as the app. It follows the session: when
 * the user id changes (login, logout) the cart hears `session.changed` and loads that user's cart.
 */
import { createActor, type ActorRefFrom, type Subscription } from 'xstate';
import { selectAppConfig } from '@machines/appConfig.machine';
import type { CartLimits } from '@/domain/cartLines';
import { cartMachine } from '@machines/cart.machine';
import { selectUserId, type sessionMachine } from '@machines/session.machine';
import { appConfigActorOf } from './appConfig';
import { useRootActors } from './RootActorsContext';
import type { RootActors } from './rootActors';

export type CartActorRef = ActorRefFrom<typeof cartMachine>;

/** Tells the cart whenever the session's user id changes (SPEC 4 login and logout). */
export function followSession(cart: CartActorRef, session: ActorRefFrom<typeof sessionMachine>): Subscription {
  let userId = selectUserId(session.getSnapshot());
  return session.subscribe((snapshot) => {
    const next = selectUserId(snapshot);
    if (next === userId) return;
    userId = next;
    cart.send({ type: 'session.changed', userId: next });
  });
}

/** The app's cart actor, created and started on first use; tests may pass the machine with fake actors. */
export function cartActorOf(actors: RootActors, machine: typeof cartMachine = cartMachine): CartActorRef {
  if (!actors.cart) {
    const config = appConfigActorOf(actors);
    // SPEC 9 limits are read at each change, so a config refresh applies at once.
    const readLimits = (): CartLimits => {
      const { maximumcartitems, maximumcartprice } = selectAppConfig(config.getSnapshot());
      return { maximumcartitems, maximumcartprice };
    };
    const cart = createActor(machine, {
      input: { userId: selectUserId(actors.session.getSnapshot()), readLimits },
      ...(actors.inspect ? { inspect: actors.inspect } : {}),
    });
    followSession(cart, actors.session);
    actors.cart = cart.start();
  }
  return actors.cart;
}

export function useCartActor(): CartActorRef {
  return cartActorOf(useRootActors());
}
