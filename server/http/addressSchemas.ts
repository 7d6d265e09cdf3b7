/**
 * SPEC 5 address rules as the body schema of address save and update; the first failing rule is answered.
 * Like the form: a required field that is empty or longer than its limit gets the field's 'Enter' message.
 */
import { z } from 'zod';
import type { AddressBody } from '@/api/contract';
import {
  ADDRESS_EMAIL_INVALID,
  ADDRESS_EMAIL_REQUIRED,
  ADDRESS_FIELD_MAX,
  ADDRESS_FIRST_NAME_REQUIRED,
  ADDRESS_HOUSE_NO_REQUIRED,
  ADDRESS_LABELS,
  ADDRESS_LAST_NAME_REQUIRED,
  ADDRESS_LOCALITY_REQUIRED,
  ADDRESS_MOBILE_INVALID,
  ADDRESS_MOBILE_REQUIRED,
  ADDRESS_STREET_REQUIRED,
} from '@/domain/address';
import { DEFAULT_DELIVERY_TYPE, DELIVERY_TYPES } from '@/domain/constants';
import { isEmailFormat, validateMobile } from '@/domain/validation';
import { USER_FACING } from './validate';

/** Long enough for any locality, city or area name. */
const MAX_PLACE_FIELD = 120;
const MAX_COMPONENT_KEYS = 20;
/** Longer raw input is refused before a rule looks at it. */
const MAX_RAW_FIELD = 256;

/** A SPEC 5 rule (message or null) as a refinement answering its message. */
const rule = (check: (value: string) => string | null) => (value: string, ctx: z.RefinementCtx) => {
  const message = check(value);
  if (message !== null) ctx.addIssue({ code: 'custom', message, params: USER_FACING });
};

const requiredWithin = (max: number, message: string) =>
  z
    .string()
    .max(MAX_RAW_FIELD)
    .trim()
    .superRefine(rule((value) => (value === '' || value.length > max ? message : null)));

const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

const mobileRule = (value: string): string | null => {
  const problem = validateMobile(value);
  if (problem === null) return null;
  return problem === 'mobileRequired' ? ADDRESS_MOBILE_REQUIRED : ADDRESS_MOBILE_INVALID;
};

const emailRule = (value: string): string | null => {
  if (value === '') return ADDRESS_EMAIL_REQUIRED;
  return isEmailFormat(value) ? null : ADDRESS_EMAIL_INVALID;
};

export const addressBody = z.object({
  label: z.enum(ADDRESS_LABELS),
  firstName: requiredWithin(ADDRESS_FIELD_MAX.firstName, ADDRESS_FIRST_NAME_REQUIRED),
  lastName: requiredWithin(ADDRESS_FIELD_MAX.lastName, ADDRESS_LAST_NAME_REQUIRED),
  fullName: optionalText(ADDRESS_FIELD_MAX.fullName),
  mobile_no: z.string().max(MAX_RAW_FIELD).trim().superRefine(rule(mobileRule)),
  email: z.string().max(MAX_RAW_FIELD).trim().superRefine(rule(emailRule)),
  address: requiredWithin(ADDRESS_FIELD_MAX.address, ADDRESS_STREET_REQUIRED),
  houseNo: requiredWithin(ADDRESS_FIELD_MAX.houseNo, ADDRESS_HOUSE_NO_REQUIRED),
  locality: requiredWithin(MAX_PLACE_FIELD, ADDRESS_LOCALITY_REQUIRED),
  sub_locality: optionalText(MAX_PLACE_FIELD),
  city: z.string().trim().min(1).max(MAX_PLACE_FIELD),
  area1: optionalText(MAX_PLACE_FIELD),
  area2: optionalText(MAX_PLACE_FIELD),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  deliveryType: z.enum(DELIVERY_TYPES).optional().default(DEFAULT_DELIVERY_TYPE),
  address_component: z
    .record(z.string().max(MAX_PLACE_FIELD), z.string().max(MAX_PLACE_FIELD))
    .refine((component) => Object.keys(component).length <= MAX_COMPONENT_KEYS)
    .optional(),
}) satisfies z.ZodType<AddressBody, unknown>;

export type ValidAddress = z.output<typeof addressBody>;
