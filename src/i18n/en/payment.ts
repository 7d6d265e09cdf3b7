/** Texts of the payment screens (/paymentType, /payment) and the SPEC 5 / SPEC 8 payment rule messages they show. */
import { defineTexts } from '../texts';

export default defineTexts('payment', {
  documentTitle: 'Payment · Slice',
  cardDocumentTitle: 'Card payment · Slice',
  heading: 'Payment',
  cardHeading: 'Pay by card',
  loading: 'Loading payment options',
  cartLoading: 'Loading your order',
  loadFailedTitle: 'We could not load the payment options',
  loadFailedBody: 'Please check your connection and try again.',
  retry: 'Try again',
  amountToPay: 'Amount to pay',
  billDetails: 'Bill details',
  itemsInOrder: { one: '{count} item', other: '{count} items' },
  chooseMethod: 'Choose a payment method',
  noMethods: 'No payment method is available for this order right now.',
  noCardMethod: 'Card payments are not available for this order.',
  otherMethods: 'Other payment methods',
  groups: {
    cards: 'Cards',
    upi: 'UPI',
    netBanking: 'Net banking',
    wallets: 'Wallets',
    cash: 'Cash on delivery',
    eVouchers: 'e-Vouchers & Gift cards',
    sliceWallet: 'Slice Wallet',
  },
  wallet: {
    label: 'Use Slice Wallet',
    balance: 'Balance {amount}',
    used: '{amount} paid from your wallet',
    coversOrder: 'Your Slice Wallet covers the whole order.',
    /** SPEC 8. */
    notCombinable: 'This payment option cannot be used with Slice Wallet',
  },
  /** SPEC 3 enroll: joining Pizza Pals with this order (logged-in customers not enrolled, off by default). */
  pizzaPals: {
    heading: 'Pizza Pals',
    join: 'Join Pizza Pals with this order and earn {points} points on it',
    hint: 'Free to join. Your first order every day earns points; 600 points get you a free regular pizza.',
  },
  upi: {
    modesLegend: 'How do you want to pay by UPI?',
    intent: 'Pay with a UPI app',
    collect: 'Enter UPI ID',
    id: 'UPI ID',
    idHint: 'For example name@bank. You will approve the request in your UPI app.',
    invalid: 'Please enter a valid UPI ID, like name@bank',
  },
  card: {
    legend: 'Card details',
    number: 'Card number',
    expiryMonth: 'Expiry month',
    expiryYear: 'Expiry year',
    monthPlaceholder: 'MM',
    yearPlaceholder: 'YYYY',
    cvv: 'CVV',
    name: 'Name on card',
    save: 'Save this card for faster checkout',
    checking: 'Checking your card',
    secureNote: 'Your card details go straight to the secure payment page and are never stored by us.',
    brand: 'Card brand: {name}',
    brandNames: {
      mastercard: 'Mastercard',
      visa: 'Visa',
      amex: 'American Express',
      maestro: 'Maestro',
      rupay: 'RuPay',
      generic: 'Card',
    },
    /** Short badge texts so the number keeps its room. */
    brandBadges: {
      mastercard: 'MC',
      visa: 'VISA',
      amex: 'AMEX',
      maestro: 'Maestro',
      rupay: 'RuPay',
      generic: 'Card',
    },
    /** SPEC 5 card messages, by CardError code. */
    errors: {
      cardNumberInvalid: 'Invalid card Number',
      cardNumberLuhn: 'Incorrect card number.',
      cvvInvalid: 'Invalid CVV',
      monthRequired: 'Please select Month',
      monthInvalid: 'Invalid Month',
      yearRequired: 'Please select Year',
      nameInvalid: 'Please Enter Valid Name',
    },
  },
  /** Messages about the whole choice, by PaymentMessage code (walletConflict is SPEC 8's, as written there). */
  messages: {
    walletConflict: "Wallet can't be choosen with CASH OR EGV, Please change PaymentMode",
    walletInsufficient: 'Your Slice Wallet balance does not cover this order. Please choose a second payment method for the rest.',
    methodRequired: 'Please select a payment method',
  },
  /** Why a method cannot be chosen, by ChoiceNote code (eVoucherNotAllowed is SPEC 8's, given only up to the ellipsis). */
  notes: {
    promoRestricted: 'Not available with coupon {promoCode}',
    eVoucherNotAllowed: 'Payment by eVouchers is not allowed...',
  },
  pay: 'Pay {amount}',
  placeOrder: 'Place order',
});
