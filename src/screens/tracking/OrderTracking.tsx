import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useActorRef } from '@xstate/react';
import { useMachineLogic } from '@/app/machineLogic';
import { useAppNavigate } from '@/app/useAppNavigate';
import { QUERY } from '@/domain/navigation';
import { trackingMachine } from '@machines/tracking.machine';
import { TrackerView } from './TrackerView';

function TrackedOrder({ orderId }: { orderId: string | null }) {
  const actor = useActorRef(useMachineLogic(trackingMachine), { input: { orderId } });
  const navigate = useAppNavigate();
  useEffect(() => {
    // An order to a train seat is tracked on its rail order screen, which replaces this page (Back skips it).
    const subscription = actor.on('navigation.requested', ({ to }) => navigate(to, { replace: true }));
    return () => subscription.unsubscribe();
  }, [actor, navigate]);
  return <TrackerView actor={actor} />;
}

/** Tracks the order the URL's orderHistoryId names (null: none); another id starts a fresh tracking. */
export function OrderTracking() {
  const [search] = useSearchParams();
  const orderId = search.get(QUERY.orderHistoryId);
  return <TrackedOrder key={orderId ?? ''} orderId={orderId} />;
}
