import { ForLoggedInCustomer } from '@/app/ForLoggedInCustomer';
import { lazyWithRetry } from '@/app/lazyWithRetry';

/** The row, its machine, calls and texts are their own chunk: the landing page carries only this wrapper. */
const QuickReorderRow = lazyWithRetry(() => import('./QuickReorderRow'));

/** SPEC 7 recent orders: the quick reorder row, only for a logged-in customer. */
export function QuickReorderWidget() {
  return <ForLoggedInCustomer>{(userId) => <QuickReorderRow key={userId} />}</ForLoggedInCustomer>;
}
