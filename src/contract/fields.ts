/**
 * Field schemas shared by the resources: request fields checked with the SPEC 5 rules of src/domain (a failing
 * rule answers its user-facing message), and the small shapes several answers carry.
 */
import { z } from 'zod';
import { DEFAULT_DELIVERY_TYPE, DELIVERY_TYPES } from '@/domain/constants';
import { MAX_PLACE_FIELD, MAX_RAW_FIELD, PG_INTEGER_MAX, SHORT_CODE } from '@/domain/limits';
import { validateEmail, validateMobile, validateOtp } from '@/domain/validation';

/** Marks a custom issue whose message is a user-facing text (SPEC 5): the server answers it as is. */
export const USER_FACING = { userFacing: true } as const;

/** A SPEC 5 rule (message or null) as a zod check answering its message. */
export const rule =
  (check: (value: string) => string | null) =>
  (value: string, ctx: z.RefinementCtx): void => {
    const message = check(value);
    if (message !== null) ctx.addIssue({ code: 'custom', message, params: USER_FACING });
  };

export const rawText = () => z.string().max(MAX_RAW_FIELD);

/** SPEC 5: 10 digits, no leading 0; answered trimmed. */
export const mobileField = rawText()
  .superRefine(rule(validateMobile))
  .transform((value) => value.trim());

export const otpCodeField = rawText()
  .superRefine(rule(validateOtp))
  .transform((value) => value.trim());

/** Sign-up: 'Enter Email Address' / 'Invalid email.'. */
export const emailField = rawText()
  .superRefine(rule(validateEmail))
  .transform((value) => value.trim());

/** An id kept in an integer column. */
export const integerId = z.number().int().positive().max(PG_INTEGER_MAX);

/** Store, deal and coupon ids. */
export const shortCode = z.string().regex(SHORT_CODE);

export const deliveryType = z.enum(DELIVERY_TYPES);
/** A query's delivery type: delivery when absent. */
export const deliveryTypeParam = deliveryType.default(DEFAULT_DELIVERY_TYPE);

export const latitude = z.number().min(-90).max(90);
export const longitude = z.number().min(-180).max(180);

const numberParam = (min: number, max: number) => z.string().trim().min(1).transform(Number).pipe(z.number().min(min).max(max));
export const latitudeParam = numberParam(-90, 90);
export const longitudeParam = numberParam(-180, 180);

export const placeText = (max = MAX_PLACE_FIELD) => z.string().trim().max(max);

export const geoPoint = z.object({ latitude: z.number(), longitude: z.number() });
export type GeoPoint = z.infer<typeof geoPoint>;

/** An answer without a body (204). */
export const noContent = z.undefined();

/** An HTML page (the sandbox providers' pages, never read by the app). */
export const htmlPage = z.string();
