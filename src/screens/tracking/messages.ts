/** Texts of the tracking screens: /trackOrder, /track and /thankYouAndTracking (SPEC 2, 4, 5, 8; the rest ours). */
import type { TrackerStage } from '@/contract/codes';
import { INDIA_TIME_ZONE } from '@/domain/afterOrder';
import type { StepState } from '@/domain/tracking';

export const TRACK_ORDER_TITLE = 'Track your order';
export const TRACK_ANOTHER_TITLE = 'Track another order';
export const TRACK_ANOTHER_INTRO = 'Enter the mobile number the order was placed with and its order id.';

/** The tracker's heading. */
export const orderHeading = (sliceOrderId: string): string => `Order ${sliceOrderId}`;

/** Announced (polite live region) and shown when the stage changes; SPEC 4 labels for cancelled, delivered and picked up. */
const DELIVERY_STAGE_STATUS: Record<TrackerStage, string> = {
  CONFIRMED: 'Your order is confirmed',
  BEING_BAKED: 'Your order is being baked',
  DISPATCHED: 'Your order is on its way',
  CANCELLED: 'Order Cancelled',
  DELIVERED: 'Order Delivered',
};
const PICKUP_STAGE_STATUS: Record<TrackerStage, string> = {
  ...DELIVERY_STAGE_STATUS,
  DISPATCHED: 'Your order is ready',
  DELIVERED: 'Order Picked Up',
};
export const stageStatus = (stage: TrackerStage, toAddress: boolean): string =>
  (toAddress ? DELIVERY_STAGE_STATUS : PICKUP_STAGE_STATUS)[stage];

/** The step list's accessible name. */
export const STEPS_LABEL = 'Order progress';
/** Read after each step's name, since the step's look carries its state. */
export const STEP_STATE_TEXT: Record<StepState, string> = {
  done: 'completed',
  active: 'in progress',
  upcoming: 'not started yet',
  cancelled: 'cancelled',
};

const TIME_FORMAT = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: INDIA_TIME_ZONE });
/** '7:35 pm', India time (as the order history shows it). */
export const formatTime = (epochMs: number): string => TIME_FORMAT.format(epochMs);

export const expectedBy = (time: string): string => `Expected by ${time}`;
export const readyBy = (time: string): string => `Ready by ${time}`;
export const deliveredAt = (time: string): string => `Delivered at ${time}`;
export const pickedUpAt = (time: string): string => `Picked up at ${time}`;

/** The map's text alternative. */
export const riderAway = (distance: string): string => `Rider is ${distance} away`;
export const deliveryRoute = (storeName: string, address: string): string => `From ${storeName} to ${address}`;
export const deliverTo = (address: string): string => `Delivering to ${address}`;
export const landmarkNote = (landmark: string): string => `Landmark: ${landmark}`;
export const pickupPlace = (storeName: string, storeAddress: string): string => `Pick up at ${storeName}, ${storeAddress}`;
export const LOADING_MAP = 'Loading map';
/** The rider marker's tooltip. */
export const RIDER_MARKER = 'Your rider';

export const LOADING = 'Loading tracking';
export const LOAD_FAILED_TITLE = 'We could not update the tracking';
export const LOAD_FAILED_BODY = 'The latest tracking of this order did not load.';
export const RETRY = 'Try again';

/** Track another order form (SPEC 5 messages come from src/domain). */
export const MOBILE_LABEL = 'Mobile number';
export const ORDER_ID_LABEL = 'Order ID';
export const ORDER_ID_HINT = 'As on your order confirmation, e.g. SL1234567890';
export const TRACK_BUTTON = 'Track order';

/** Where to go next. */
export const NEXT_LINKS_LABEL = 'More';
export const ORDER_HISTORY_LINK = 'Order history';
export const MENU_LINK = 'Back to menu';
