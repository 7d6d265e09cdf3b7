import { ForLoggedInCustomer } from '@/app/ForLoggedInCustomer';
import { lazyWithRetry } from '@/app/lazyWithRetry';

/** The invitation, its machine and texts are their own chunk: the landing page carries only this wrapper. */
const FeedbackInvitation = lazyWithRetry(() => import('@/screens/feedback/FeedbackInvitation'));

/** After a delivery, the invitation to rate the newest delivered order (once per feedbackOrderShownLimitInSec); logged-in customers only. */
export function FeedbackInvitationWidget() {
  return <ForLoggedInCustomer>{(userId) => <FeedbackInvitation key={userId} orderId={null} medium="LANDING" />}</ForLoggedInCustomer>;
}
