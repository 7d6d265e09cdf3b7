/** Texts of a failed order's refunds on the order details page: loaded with that page, not the landing page. */
export const orderRefundsEn = {
  heading: 'Refund',
  amount: 'Amount',
  statusLabel: 'Status',
  status: {
    INITIATED: 'Refund initiated',
    COMPLETED: 'Refund completed',
  },
  destination: 'Refunded to',
  destinations: {
    SOURCE: 'Your original payment method',
    WALLET: 'Your Slice Wallet as Refund Points',
  },
  initiatedOn: 'Initiated on',
  completedOn: 'Completed on',
  moveToWallet: 'Get it in your Slice Wallet now',
  moveToWalletHint: 'Refund Points reach your Slice Wallet at once and can be used on your next order.',
  movingToWallet: 'Moving your refund to the wallet',
  movedToWallet: 'Your refund is in your Slice Wallet as Refund Points.',
} as const;

export type OrderRefundMessages = typeof orderRefundsEn;
