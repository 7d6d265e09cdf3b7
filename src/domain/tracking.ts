/**
 * Order tracking rules: the SPEC 4 tracking steps and which of them is done, current or cancelled for a
 * tracker stage, which stages keep the tracking pages polling, the SPEC 9 delivery guarantee and the
 * SPEC 5 track-order form validation. Shared by the tracking machines, the tracking screens and the server.
 */
import { validateMobile } from '@/domain/validation';

/** SPEC 4 tracker stages; the same union as the API contract's `TrackerStage` (a test keeps them equal). */
export type TrackingStage = 'CONFIRMED' | 'BEING_BAKED' | 'DISPATCHED' | 'CANCELLED' | 'DELIVERED';

/** SPEC 4: DELIVERED stops the tracking pages' polling; CONFIRMED, BEING_BAKED, DISPATCHED and CANCELLED keep it going. */
export const FINAL_TRACKING_STAGE = 'DELIVERED' satisfies TrackingStage;
export const CANCELLED_STAGE = 'CANCELLED' satisfies TrackingStage;

export const isFinalStage = (stage: TrackingStage | null): boolean => stage === FINAL_TRACKING_STAGE;

/** A stage the step list has a step for: every stage but CANCELLED. */
export type StepStage = Exclude<TrackingStage, typeof CANCELLED_STAGE>;

/** SPEC 4 'Tracking steps: Confirmed, Being Baked, Dispatched, Delivered', in order (the screens name them). */
export const TRACKING_STEPS: readonly StepStage[] = ['CONFIRMED', 'BEING_BAKED', 'DISPATCHED', 'DELIVERED'];

/**
 * `done`: the order went through it; `active`: the order is at it now; `upcoming`: not reached yet;
 * `cancelled`: the order was cancelled before reaching it.
 */
export type StepState = 'done' | 'active' | 'upcoming' | 'cancelled';

export interface TrackingStep {
  stage: StepStage;
  state: StepState;
  /** The step the order is at (aria-current): the active step, or Delivered once delivered; none when cancelled. */
  current: boolean;
  /** When the order reached it (epoch ms); null when not reached or not known. */
  reachedAt: number | null;
}

/**
 * The step list for a tracker `stage` (null: tracking not available yet) and the times each stage was
 * reached. Delivered marks every step done; a cancelled order keeps the steps it reached as done and shows
 * the rest as cancelled.
 */
export function trackingSteps(stage: TrackingStage | null, reachedAt: Partial<Record<TrackingStage, number>>): TrackingStep[] {
  const currentIndex = TRACKING_STEPS.findIndex((step) => step === stage);
  return TRACKING_STEPS.map((stepStage, index) => {
    const time = reachedAt[stepStage] ?? null;
    const state = stepStateOf(stage, index, currentIndex, time !== null);
    const current = stage !== CANCELLED_STAGE && index === currentIndex;
    return { stage: stepStage, state, current, reachedAt: state === 'done' || state === 'active' ? time : null };
  });
}

function stepStateOf(stage: TrackingStage | null, index: number, currentIndex: number, reached: boolean): StepState {
  if (stage === null) return 'upcoming';
  if (stage === CANCELLED_STAGE) return reached ? 'done' : 'cancelled';
  if (index < currentIndex || isFinalStage(stage)) return 'done';
  return index === currentIndex ? 'active' : 'upcoming';
}

// SPEC 9 delivery guarantee

/** SPEC 9: delivery guaranteed in 30 minutes, 45 for all-night delivery (11 PM to 3 AM), liability up to Rs 300. */
export const DELIVERY_GUARANTEE_MINUTES = 30;
export const ALL_NIGHT_GUARANTEE_MINUTES = 45;
export const GUARANTEE_LIABILITY_RUPEES = 300;

/** What a tracker promises: within `minutes` (45 for an all-night order, 11 PM to 3 AM), liability up to `liabilityRupees`. */
export interface DeliveryGuarantee {
  minutes: number;
  allNight: boolean;
  liabilityRupees: number;
}

/** The guarantee for the server-given minutes (30, or 45 for an all-night order). */
export function deliveryGuarantee(minutes: number): DeliveryGuarantee {
  return { minutes, allNight: minutes === ALL_NIGHT_GUARANTEE_MINUTES, liabilityRupees: GUARANTEE_LIABILITY_RUPEES };
}

/** The guarantee a tracker shows: only for orders the server gave a guarantee (delivery orders), and not once cancelled. */
export function trackerGuarantee(stage: TrackingStage | null, guaranteeMinutes: number | null): DeliveryGuarantee | null {
  if (guaranteeMinutes === null || stage === CANCELLED_STAGE) return null;
  return deliveryGuarantee(guaranteeMinutes);
}

// SPEC 5 track-order form

export interface TrackOrderForm {
  /** The mobile number the order was placed with. */
  mobile: string;
  /** The Slice order id (e.g. SL1234567890). */
  orderId: string;
}

export type TrackOrderField = keyof TrackOrderForm;

/** A field's message: a SPEC 5 track-order message by its code, or the SPEC 5 mobile rule a typed number breaks. */
export type TrackOrderError =
  { code: 'mobileRequired' | 'orderIdRequired' } | { mobileRule: NonNullable<ReturnType<typeof validateMobile>> };
export type TrackOrderFormErrors = Partial<Record<TrackOrderField, TrackOrderError>>;

/** SPEC 5: a blank field gets its track-order message; a typed mobile must pass the mobile rules (10 digits, no leading 0). */
export function validateTrackOrderForm(form: TrackOrderForm): TrackOrderFormErrors {
  const errors: TrackOrderFormErrors = {};
  if (form.mobile.trim() === '') errors.mobile = { code: 'mobileRequired' };
  else {
    const mobileRule = validateMobile(form.mobile);
    if (mobileRule !== null) errors.mobile = { mobileRule };
  }
  if (form.orderId.trim() === '') errors.orderId = { code: 'orderIdRequired' };
  return errors;
}

export const isTrackOrderFormValid = (form: TrackOrderForm): boolean => Object.keys(validateTrackOrderForm(form)).length === 0;
