/** Texts of the order submit overlay (duplicate-order question, errors, the card post to the gateway). */
export const ORDER_SUBMIT_TEXTS = {
  placing: 'Placing your order',
  /** SPEC 8 duplicate order: a question about this order, never reading as if it went through already. */
  duplicateHeader: 'Place another order?',
  duplicateContinue: 'Yes, place this order',
  duplicateCancel: 'No, not now',
  cancel: 'Cancel',
  retry: 'Try again',
  paymentHeader: 'Payment',
  openingGateway: 'Opening the payment page',
} as const;
