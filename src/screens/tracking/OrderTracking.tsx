import { useSearchParams } from 'react-router-dom';
import { useActorRef } from '@xstate/react';
import { QUERY } from '@/domain/navigation';
import { trackingMachine } from '@machines/tracking.machine';
import { TrackerView } from './TrackerView';

export interface OrderTrackingProps {
  machine: typeof trackingMachine;
}

function TrackedOrder({ orderId, machine }: { orderId: string | null; machine: typeof trackingMachine }) {
  const actor = useActorRef(machine, { input: { orderId } });
  return <TrackerView actor={actor} />;
}

/** Tracks the order the URL's orderHistoryId names (null: none); another id starts a fresh tracking. */
export function OrderTracking({ machine }: OrderTrackingProps) {
  const [search] = useSearchParams();
  const orderId = search.get(QUERY.orderHistoryId);
  return <TrackedOrder key={orderId ?? ''} orderId={orderId} machine={machine} />;
}
