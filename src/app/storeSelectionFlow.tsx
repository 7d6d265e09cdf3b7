/**
 * One store selection per screen visit: the screen says which point (or saved address, or chosen
 * store) it wants served; the flow asks the timing and, for curbside, the vehicle details the first
 * time, then looks the store up, hands it to the app's store actor and navigates (SPEC 4 Store selection).
 */
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { StoreDeliveryType } from '@/domain/constants';
import {
  storeSelectionMachine,
  selectIsBusy,
  type StorePoint,
  type StoreSelectionNext,
  type StoreSelectionSnapshot,
} from '@machines/storeSelection.machine';
import { useMachineLogic } from './machineLogic';
import { useRootActors } from './RootActorsContext';
import { StoreSelectionOverlay } from './storeSelection/StoreSelectionOverlay';
import { useAppNavigate } from './useAppNavigate';

export type StoreSelectionActorRef = ActorRefFrom<typeof storeSelectionMachine>;

export interface StoreSelectionFlowOptions {
  deliveryType: StoreDeliveryType;
  next: StoreSelectionNext;
}

export interface StoreSelectionFlow {
  actor: StoreSelectionActorRef;
  /** Serve this point: looked up at once when timing (and vehicle) are known, else after they are asked. */
  choose: (point: StorePoint) => void;
  /** Render once: the timing and vehicle popups, the busy loader and the lookup's popups. */
  overlay: ReactNode;
  busy: boolean;
}

const selectIsChoosingLocation = (snapshot: StoreSelectionSnapshot) => snapshot.matches('choosingLocation');

export function useStoreSelectionFlow({ deliveryType, next }: StoreSelectionFlowOptions): StoreSelectionFlow {
  const { store } = useRootActors();
  const actor = useActorRef(useMachineLogic(storeSelectionMachine), { input: { deliveryType, next, storeActor: store } });
  const busy = useSelector(actor, selectIsBusy);
  const isChoosingLocation = useSelector(actor, selectIsChoosingLocation);
  /** The point waiting while timing or vehicle details are asked; null when none waits. */
  const [pending, setPending] = useState<StorePoint | null>(null);
  const appNavigate = useAppNavigate();
  const navigate = useEffectEvent((to: string) => appNavigate(to));

  useEffect(() => {
    const subscription = actor.on('navigation.requested', ({ to }) => navigate(to));
    return () => subscription.unsubscribe();
  }, [actor]);

  // Timing and vehicle answered: the waiting point is looked up.
  useEffect(() => {
    if (pending !== null && isChoosingLocation) {
      actor.send({ type: 'store.lookup', ...pending });
      setPending(null);
    }
  }, [actor, pending, isChoosingLocation]);

  const choose = (point: StorePoint) => {
    const lookup = { type: 'store.lookup', ...point } as const;
    if (actor.getSnapshot().can(lookup)) actor.send(lookup);
    else setPending(point);
  };

  const overlay = <StoreSelectionOverlay actor={actor} asking={pending !== null} onCancel={() => setPending(null)} />;
  return { actor, choose, overlay, busy };
}
