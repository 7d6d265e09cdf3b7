/** Texts of the cart screen (SPEC 2 /cart). SPEC's cart texts are in cartRules; these are ours. */
import { defineTexts } from '../texts';

export default defineTexts('cart', {
  documentTitle: 'Cart · {brand}',
  heading: 'Your cart',
  offlineChanges: {
    one: 'You are offline: {count} change is kept on this phone and will be sent when you are back online.',
    other: 'You are offline: {count} changes are kept on this phone and will be sent when you are back online.',
  },
  offlineCart: 'You are offline: this is your cart as it was last saved.',
  checkoutNeedsNetwork: 'Checkout needs the internet. Connect and your cart is ready to order.',
  itemCount: { one: '{count} item', other: '{count} items' },
  loading: 'Loading your cart',
  updating: 'Updating your cart',
  loadFailedTitle: 'We could not load your cart',
  loadFailedBody: 'Please check your connection and try again.',
  retry: 'Try again',
  widgetLabel: 'Notes for your order',
  widgetFailed: 'We could not load the notes for your order.',
  emptyTitle: 'Your cart is empty',
  emptyBody: 'Pick something tasty from the menu and it will show up here.',
  browseMenu: 'Browse the menu',

  itemsHeading: 'Items',
  quantityOf: 'Quantity of {name}',
  decrease: 'Decrease quantity of {name}',
  increase: 'Increase quantity of {name}',
  /** Why a + is disabled: which SPEC 9 limit one more would break. */
  limitAheadItems: 'Your cart has the most items allowed ({count}).',
  limitAheadPrice: 'One more would take your cart over {amount}, the most allowed.',
  remove: 'Remove',
  removeLine: 'Remove {name} from cart',
  priceBeforeDiscount: 'Price before discount',
  toppingsAdded: 'Added',
  toppingsReplaced: 'Replaced with',
  toppingsRemoved: 'Without',
  /** When the topping names could not be loaded. */
  toppingCount: { one: '{count} topping', other: '{count} toppings' },
  dealApplied: 'Deal applied',
  /** SPEC 3 menuType LOYALTY: a free regular pizza paid with points, its usual price struck through. */
  freeWithPoints: 'Free with Pizza Pals points',
  usualPrice: 'Usual price',

  unavailableHeading: 'Unavailable items',
  unavailableNote: 'These items cannot be ordered right now and will not be charged.',
  unavailableHeader: 'Items unavailable',
  unavailableAccept: 'Continue',
  unavailableCancel: 'Go back',
  /** SPEC 9: a free pizza the points do not cover; the order waits until it is removed. */
  refusedFreeHeading: 'Free pizza not available',
  refusedFreeNote: 'Your order can’t be placed with this free pizza. Remove it to check out.',

  couponHeading: 'Offers & coupons',
  couponLabel: 'Coupon code',
  couponApply: 'Apply',
  couponApplying: 'Applying coupon',
  couponApplied: '{code} applied',
  couponSaving: 'You save {amount}',
  couponRemove: 'Remove coupon {code}',
  viewOffers: 'View all offers',
  offerNudge: 'Add items worth {amount} more to unlock an offer',

  tipHeading: 'Tip your delivery partner',
  tipNote: 'The whole tip goes to your delivery partner.',
  noTip: 'No tip',

  billHeading: 'Bill details',

  upsellHeading: 'Add more to your meal',
  add: 'Add',
  addProduct: 'Add {name} to cart',

  checkout: 'Checkout',
  reviewHeader: 'Review your order',
  reviewItems: 'Items in your order',
  reviewLine: '{quantity} × {name}',
  placeOrder: 'Place order',
  editCart: 'Edit cart',
  toPay: 'To pay',
  /** SPEC 4: a pickup order placed from the cart with the payment chosen last time. */
  placingTitle: 'Placing your order',
  placingBody: 'With the payment you chose last time. This takes a few seconds.',
});
