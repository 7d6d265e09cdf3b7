import { useActorRef } from '@xstate/react';
import { trackingMachine } from '@machines/tracking.machine';
import { TrackerView } from './TrackerView';

export interface OrderTrackingProps {
  /** The orderHistoryId query value; null when the URL has none. */
  orderId: string | null;
  machine: typeof trackingMachine;
}

/** Tracks the order of the page's URL; the screens key it by the id, so another id starts a fresh tracking. */
export function OrderTracking({ orderId, machine }: OrderTrackingProps) {
  const actor = useActorRef(machine, { input: { orderId } });
  return <TrackerView actor={actor} />;
}
