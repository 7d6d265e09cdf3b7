/**
 * The cart's actor, created by the first screen or component that reads the cart (not at boot, so the
 * landing route stays small); once created it lives as long as the app. It follows the session: when
 * the user id changes (login, logout) the cart hears `session.changed` and loads that user's cart; and
 * the app config: when its SPEC 9 limits change the cart hears `limits.changed`. The selected store
 * comes from the app's store actor, given in its input.
 */
import { createActor, type ActorRefFrom, type Subscription } from 'xstate';
import { selectAppConfig, type AppConfigSnapshot } from '@machines/appConfig.machine';
import type { CartLimits } from '@/domain/cartLines';
import { cartMachine } from '@machines/cart.machine';
import { selectUserId, type sessionMachine } from '@machines/session.machine';
import { appConfigActorOf, type AppConfigActorRef } from './appConfig';
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

function limitsOf(snapshot: AppConfigSnapshot): CartLimits {
  const { maximumcartitems, maximumcartprice } = selectAppConfig(snapshot);
  return { maximumcartitems, maximumcartprice };
}

/** Tells the cart whenever the app config's SPEC 9 cart limits change, so a config refresh applies at once. */
export function followLimits(cart: CartActorRef, config: AppConfigActorRef): Subscription {
  let limits = limitsOf(config.getSnapshot());
  return config.subscribe((snapshot) => {
    const next = limitsOf(snapshot);
    if (next.maximumcartitems === limits.maximumcartitems && next.maximumcartprice === limits.maximumcartprice) return;
    limits = next;
    cart.send({ type: 'limits.changed', limits: next });
  });
}

/** Tells the cart when the browser is online again, so the changes kept meanwhile are sent. */
export function followNetwork(cart: CartActorRef, target: Pick<Window, 'addEventListener'>): void {
  target.addEventListener('online', () => cart.send({ type: 'network.online' }));
}

/** The app's cart actor, created and started on first use; tests may pass the machine with fake actors. */
export function cartActorOf(actors: RootActors, machine: typeof cartMachine = cartMachine): CartActorRef {
  if (!actors.cart) {
    const config = appConfigActorOf(actors);
    const cart = createActor(machine, {
      input: { userId: selectUserId(actors.session.getSnapshot()), storeActor: actors.store, limits: limitsOf(config.getSnapshot()) },
      ...(actors.inspect ? { inspect: actors.inspect } : {}),
    });
    followSession(cart, actors.session);
    followLimits(cart, config);
    followNetwork(cart, window);
    actors.cart = cart.start();
  }
  return actors.cart;
}

export function useCartActor(): CartActorRef {
  return cartActorOf(useRootActors());
}
