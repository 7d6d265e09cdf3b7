/** Texts of the tracking screens: /trackOrder, /track and /thankYouAndTracking (SPEC 2, 4, 5, 8, 9; the rest ours). */
import { defineTexts } from '../texts';

const deliveryStages = {
  CONFIRMED: 'Your order is confirmed',
  BEING_BAKED: 'Your order is being baked',
  DISPATCHED: 'Your order is on its way',
  CANCELLED: 'Order Cancelled',
  DELIVERED: 'Order Delivered',
};

export default defineTexts('tracking', {
  trackOrderTitle: 'Track your order',
  trackAnotherTitle: 'Track another order',
  trackAnotherIntro: 'Enter the mobile number the order was placed with and its order id.',
  /** Announced (polite live region) and shown when the stage changes; SPEC 4 labels for cancelled, delivered and picked up. */
  stageStatus: {
    delivery: deliveryStages,
    pickup: { ...deliveryStages, DISPATCHED: 'Your order is ready', DELIVERED: 'Order Picked Up' },
  },
  /** SPEC 8, while the tracker has no stage. */
  notAvailable: 'Tracking Information is not available for this order yet. Please try again after some time.',
  notFound: {
    ownOrder: 'We could not find this order.',
    otherOrder: 'We could not find an order with this mobile number and order id. Please check them and try again.',
  },
  /** The step list's accessible name. */
  stepsLabel: 'Order progress',
  /** SPEC 4 tracking steps. */
  steps: {
    CONFIRMED: 'Confirmed',
    BEING_BAKED: 'Being Baked',
    DISPATCHED: 'Dispatched',
    DELIVERED: 'Delivered',
  },
  /** Read after each step's name, since the step's look carries its state. */
  stepStates: {
    done: 'completed',
    active: 'in progress',
    upcoming: 'not started yet',
    cancelled: 'cancelled',
  },
  expectedBy: 'Expected by {time}',
  readyBy: 'Ready by {time}',
  deliveredAt: 'Delivered at {time}',
  pickedUpAt: 'Picked up at {time}',
  /** SPEC 9 delivery guarantee. */
  guarantee: {
    delivery: 'Delivery guaranteed within {minutes} minutes.',
    allNight: 'All-night delivery (11 PM to 3 AM) guaranteed within {minutes} minutes.',
    liability: 'If we are late, we cover up to Rs {rupees} of this order.',
  },
  /** The map's text alternative. */
  riderAway: 'Rider is {distance} away',
  distanceKm: '{km} km',
  deliveryRoute: 'From {store} to {address}',
  deliverTo: 'Delivering to {address}',
  pickupPlace: 'Pick up at {store}, {address}',
  loadingMap: 'Loading map',
  /** The rider marker's tooltip. */
  riderMarker: 'Your rider',
  loading: 'Loading tracking',
  loadFailedTitle: 'We could not update the tracking',
  loadFailedBody: 'The latest tracking of this order did not load.',
  form: {
    mobile: 'Mobile number',
    orderId: 'Order ID',
    orderIdHint: 'As on your order confirmation, e.g. SL1234567890',
    submit: 'Track order',
    /** SPEC 5 track order messages. */
    errors: {
      mobileRequired: 'Please Enter Mobile No.',
      orderIdRequired: 'Please Enter Order Id No.',
    },
  },
  /** Where to go next. */
  next: {
    label: 'More',
    orderHistory: 'Order history',
    menu: 'Back to menu',
  },
});
