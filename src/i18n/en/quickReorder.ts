/** Texts of the landing's quick reorder row (SPEC 7 recent orders; SPEC 8 reorder popups). */
import { defineTexts } from '../texts';

export default defineTexts('quickReorder', {
  heading: 'Order again',
  loading: 'Loading your recent orders',
  loadFailed: 'Your recent orders did not load.',
  retry: 'Try again',
  /** One item of an order's summary line: 'Margherita × 2'. */
  itemOfSummary: '{name} × {quantity}',
  reorder: 'Order again',
  /** The button's full name for a screen reader: 'Order again: order SL-100001'. */
  reorderLabel: 'Order again: order {orderId}',
  reordering: 'Adding the items to your cart',
  unavailable: {
    header: 'Some items are not available',
    body: 'These items from your order could not be added to your cart:',
    continue: 'Continue',
  },
});
