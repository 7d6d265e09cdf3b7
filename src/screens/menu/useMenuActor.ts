import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { useCartActor } from '@/app/cartActor';
import { useRootActors } from '@/app/RootActorsContext';
import { useAppNavigate } from '@/app/useAppNavigate';
import { useMachineLogic } from '@/app/machineLogic';
import { menuMachine } from '@machines/menu.machine';
import menuTexts from '@/i18n/en/menu';
import { useTexts } from '@/i18n/useTexts';
import { selectIsLoggedIn, selectUserId, type SessionSnapshot } from '@machines/session.machine';

/** The logged-in customer's id; null for a guest. */
const selectCustomerId = (snapshot: SessionSnapshot): string | null => (selectIsLoggedIn(snapshot) ? selectUserId(snapshot) : null);

/** What /customise passes back to the menu in the history state after adding. */
export interface AddedState {
  addedName: string;
}

function addedNameOf(state: unknown): string | null {
  const name = (state as Partial<AddedState> | null)?.addedName;
  return typeof name === 'string' ? name : null;
}

export interface MenuActorOptions {
  categoryId: number | null;
  searchDebounceMs?: number;
}

/**
 * One visit's menu actor wired to the app: it follows the session's customer (favourites), sends added
 * products to the cart actor with a confirmation toast, and turns its `navigation.requested` into a route change.
 */
export function useMenuActor({ categoryId, searchDebounceMs }: MenuActorOptions) {
  const { t, fill } = useTexts(menuTexts);
  const { session, store } = useRootActors();
  const cart = useCartActor();
  const navigate = useAppNavigate();
  const routerNavigate = useNavigate();
  const location = useLocation();
  const customerId = useSelector(session, selectCustomerId);
  const actor = useActorRef(useMachineLogic(menuMachine), { input: { storeActor: store, categoryId, customerId, searchDebounceMs } });
  const [addedName, setAddedName] = useState<string | null>(() => addedNameOf(location.state));
  const dismissToast = useCallback(() => setAddedName(null), []);

  // The confirmation is shown once: a reload or a return to this history entry does not repeat it.
  useEffect(() => {
    if (addedNameOf(location.state) === null) return;
    void routerNavigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [location, routerNavigate]);

  useEffect(() => {
    actor.send({ type: 'customer.set', customerId });
  }, [actor, customerId]);

  useEffect(() => {
    const subscriptions = [
      actor.on('navigation.requested', (event) => navigate(event.to, { replace: event.replace === true })),
      actor.on('product.added', (event) => {
        cart.send({ type: 'cart.add', item: event.item });
        setAddedName(event.product.name);
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, cart, navigate]);

  const toast = addedName === null ? null : fill(t.addedToCart, { name: addedName });
  return { actor, toast, dismissToast };
}
