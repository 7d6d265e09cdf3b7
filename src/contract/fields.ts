/**
 * Field schemas shared by the resources: request fields checked with the SPEC 5 rules of src/domain (a failing
 * rule answers its wording), and the small shapes several answers carry.
 */
import { z } from 'zod';
import { DEFAULT_DELIVERY_TYPE, DELIVERY_TYPES } from '@/domain/constants';
import { MAX_PLACE_FIELD, MAX_RAW_FIELD, PG_INTEGER_MAX, SHORT_CODE } from '@/domain/limits';
import { validateEmail, validateMobile, validateOtp, validatePnr, type ValidationProblem } from '@/domain/validation';

/**
 * How the server words a refused field, in the request's language: a SPEC 5 rule's problem, or one of its own
 * texts (a key of the catalogue's `server` namespace and its holes). With
 * `aboutField` the text is said of the field ("storeId: ...").
 */
export type Wording = (
  { readonly problem: ValidationProblem } | { readonly server: string; readonly params?: Readonly<Record<string, number>> }
) & { readonly aboutField?: true };

/** The params of a custom issue the server answers with this wording. */
export const worded = (wording: Wording) => ({ wording });

const issueMessage = (wording: Wording): string => ('problem' in wording ? wording.problem : wording.server);

/** A custom issue carrying its wording; the message is the wording's key (the client never shows it). */
export const refusal = (wording: Wording) => ({ message: issueMessage(wording), params: worded(wording) });

/** A SPEC 5 rule (its wording or null) as a zod check answering that wording. */
export const rule =
  (check: (value: string) => Wording | null) =>
  (value: string, ctx: z.RefinementCtx): void => {
    const wording = check(value);
    if (wording !== null) ctx.addIssue({ code: 'custom', ...refusal(wording) });
  };

/** A SPEC 5 rule answering a validation problem (or null). */
export const problemRule = (check: (value: string) => ValidationProblem | null) =>
  rule((value) => {
    const problem = check(value);
    return problem === null ? null : { problem };
  });

export const rawText = () => z.string().max(MAX_RAW_FIELD);

/** SPEC 5: 10 digits, no leading 0; answered trimmed. */
export const mobileField = rawText()
  .superRefine(problemRule(validateMobile))
  .transform((value) => value.trim());

/** SPEC 5: a PNR is exactly 10 digits ('Valid PNR Number is Mandatory'). */
export const pnrField = rawText().superRefine(problemRule(validatePnr));
/** A railway station code ('SBC', 'CSMT'): the station id of a rail order. */
export const stationId = z.string().regex(/^[A-Z]{1,5}$/);

export const otpCodeField = rawText()
  .superRefine(problemRule(validateOtp))
  .transform((value) => value.trim());

/** Sign-up: 'Enter Email Address' / 'Invalid email.'. */
export const emailField = rawText()
  .superRefine(problemRule(validateEmail))
  .transform((value) => value.trim());

/** An id kept in an integer column. */
export const integerId = z.number().int().positive().max(PG_INTEGER_MAX);

/** Store, deal and coupon ids. */
export const shortCode = z.string().regex(SHORT_CODE);

/** The languages of src/i18n/languages.ts, written out: the contract imports nothing of ours but src/domain. */
export const language = z.enum(['en', 'hi']);

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
