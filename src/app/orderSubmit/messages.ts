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

/** Field names of the card form posted straight to the gateway page (never to our API). */
export const CARD_FORM_FIELDS = {
  number: 'cardNumber',
  expiry: 'cardExpiry',
  cvv: 'cardCvv',
  name: 'nameOnCard',
  saveCard: 'saveCard',
} as const;
