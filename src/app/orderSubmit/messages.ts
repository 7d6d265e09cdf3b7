/** Texts of the order submit overlay (duplicate-order question, errors, the card post to the gateway). */
export const ORDER_SUBMIT_TEXTS = {
  placing: 'Placing your order',
  duplicateHeader: 'Order already placed',
  continue: 'Continue',
  cancel: 'Cancel',
  retry: 'Try again',
  paymentHeader: 'Payment',
  openingGateway: 'Opening the payment page',
} as const;
