import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { lazyWithRetry } from '@/app/lazyWithRetry';
import { ForLoggedInCustomer } from '@/app/ForLoggedInCustomer';
import { useMachineLogic } from '@/app/machineLogic';
import { useAppNavigate } from '@/app/useAppNavigate';
import { QUERY } from '@/domain/navigation';
import { selectIsDelivered, trackingMachine } from '@machines/tracking.machine';
import { TrackerView } from './TrackerView';

// Loaded once the order is delivered: the invitation to rate it.
const FeedbackInvitation = lazyWithRetry(() => import('@/screens/feedback/FeedbackInvitation'));

function TrackedOrder({ orderId }: { orderId: string | null }) {
  const actor = useActorRef(useMachineLogic(trackingMachine), { input: { orderId } });
  const navigate = useAppNavigate();
  useEffect(() => {
    // An order to a train seat is tracked on its rail order screen, which replaces this page (Back skips it).
    const subscription = actor.on('navigation.requested', ({ to }) => navigate(to, { replace: true }));
    return () => subscription.unsubscribe();
  }, [actor, navigate]);
  const delivered = useSelector(actor, selectIsDelivered);
  return (
    <>
      <TrackerView actor={actor} />
      {delivered && orderId !== null ? (
        <ForLoggedInCustomer>{(userId) => <FeedbackInvitation key={userId} orderId={orderId} medium="TRACKING" />}</ForLoggedInCustomer>
      ) : null}
    </>
  );
}

/** Tracks the order the URL's orderHistoryId names (null: none); another id starts a fresh tracking. */
export function OrderTracking() {
  const [search] = useSearchParams();
  const orderId = search.get(QUERY.orderHistoryId);
  return <TrackedOrder key={orderId ?? ''} orderId={orderId} />;
}
