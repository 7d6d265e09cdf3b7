/** Texts of the refund page and the REFUND_PAGE step (SPEC 4 'A refund is initiated on failure'; SPEC 8 and 9 refund times). */
import { defineTexts } from '../texts';

export default defineTexts('refund', {
  documentTitle: 'Refund · Slice',
  title: 'Your refund',
  order: 'Order {sliceOrderId}',
  loading: 'Loading your refund',
  loadFailedTitle: 'We could not load your refund',
  tryAgain: 'Try again',
  why: 'What happened',
  /** Why the order failed, by failure reason. */
  reasons: {
    PAYMENT_FAILED: 'Your payment did not go through after the money was taken, so the order was not placed.',
    SUPERSEDED: 'You started a newer payment for this cart, so this one was stopped.',
    CANCELLED: 'You cancelled this payment, so the order was not placed.',
    EXPIRED: 'The payment was not completed in time, so the order was not placed.',
    UNDELIVERED: 'Your train arrived too late for us to deliver the order.',
  },
  /** SPEC 8, when no reason is known. */
  unknownReason: 'Unable to process your order',
  amount: 'Amount',
  to: 'Refunded to',
  destinations: {
    SOURCE: 'The card, bank account or UPI app you paid with',
    WALLET: 'Your Slice Wallet as Refund Points',
  },
  statusLabel: 'Status',
  status: {
    INITIATED: 'Refund on its way',
    COMPLETED: 'Refunded',
  },
  initiatedOn: 'Started on',
  completedOn: 'Completed on',
  expectedBy: 'Expected by',
  /** SPEC 8/9: 4-10 business days. */
  window: 'between {from} and {by}',
  /** UPI refunds by T+5. */
  upiBy: 'by {by}',
  walletAtOnce: 'Credited at once',
  /** SPEC 8 and 9 refund times. */
  timesNote: 'Refunds to a card or bank account take 4-10 business days; UPI refunds arrive within 5 days (T+5).',
  noRefund: 'No money was taken for this order, so there is nothing to refund.',
  refresh: 'Check refund status',
  refreshing: 'Checking refund status',
  moveToWallet: 'Get it in your Slice Wallet now',
  moveToWalletHint: 'Refund Points reach your Slice Wallet at once and can be used on your next order.',
  movingToWallet: 'Moving your refund to the wallet',
  close: 'Close',
  openPage: 'Follow your refund',
  myOrders: 'My orders',
});
