/**
 * Saved addresses (SPEC 3 Address and its form fields). The body applies the SPEC 5 address rules: the first
 * failing rule is answered; like the form, a required field that is empty or too long gets its 'Enter' message.
 */
import { z } from 'zod';
import {
  ADDRESS_FIELD_MAX,
  ADDRESS_LABELS,
  ADDRESS_REQUIRED_PROBLEMS,
  validateAddressEmail,
  validateAddressMobile,
} from '@/domain/address';
import { DEFAULT_DELIVERY_TYPE } from '@/domain/constants';
import { MAX_ADDRESS_COMPONENT_KEYS, MAX_PLACE_FIELD } from '@/domain/limits';
import type { ValidationProblem } from '@/domain/validation';
import { deliveryType, latitude, longitude, placeText, problemRule, rawText, rule } from './fields';

const requiredWithin = (max: number, problem: ValidationProblem) =>
  rawText()
    .trim()
    .superRefine(rule((value) => (value === '' || value.length > max ? { problem } : null)));

const optionalText = (max: number) => placeText(max).optional().default('');

/** SPEC 3 address_component: dropped from the payload when all its values are empty. */
const addressComponent = z
  .record(z.string().max(MAX_PLACE_FIELD), z.string().max(MAX_PLACE_FIELD))
  .refine((component) => Object.keys(component).length <= MAX_ADDRESS_COMPONENT_KEYS);
export type AddressComponent = z.infer<typeof addressComponent>;

/** POST addresses / PUT address body. */
export const addressBody = z.object({
  label: z.enum(ADDRESS_LABELS),
  firstName: requiredWithin(ADDRESS_FIELD_MAX.firstName, ADDRESS_REQUIRED_PROBLEMS.firstName),
  lastName: requiredWithin(ADDRESS_FIELD_MAX.lastName, ADDRESS_REQUIRED_PROBLEMS.lastName),
  fullName: optionalText(ADDRESS_FIELD_MAX.fullName),
  mobile_no: rawText().trim().superRefine(problemRule(validateAddressMobile)),
  email: rawText().trim().superRefine(problemRule(validateAddressEmail)),
  /** Society/ street. */
  address: requiredWithin(ADDRESS_FIELD_MAX.address, ADDRESS_REQUIRED_PROBLEMS.address),
  houseNo: requiredWithin(ADDRESS_FIELD_MAX.houseNo, ADDRESS_REQUIRED_PROBLEMS.houseNo),
  locality: requiredWithin(MAX_PLACE_FIELD, 'localityRequired'),
  sub_locality: optionalText(MAX_PLACE_FIELD),
  city: placeText().min(1),
  area1: optionalText(MAX_PLACE_FIELD),
  area2: optionalText(MAX_PLACE_FIELD),
  latitude,
  longitude,
  deliveryType: deliveryType.optional().default(DEFAULT_DELIVERY_TYPE),
  address_component: addressComponent.optional(),
});
export type AddressBody = z.input<typeof addressBody>;
/** An address body as the server reads it: trimmed, defaults filled. */
export type ValidAddress = z.output<typeof addressBody>;

/** A saved address; childStoreId is the store delivering there (null when none does). */
export const savedAddress = z.object({
  address_id: z.string(),
  label: z.enum(ADDRESS_LABELS),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  mobile_no: z.string(),
  email: z.string(),
  address: z.string(),
  houseNo: z.string(),
  locality: z.string(),
  sub_locality: z.string(),
  city: z.string(),
  area1: z.string(),
  area2: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  deliveryType,
  address_component: z.record(z.string(), z.string()).optional(),
  childStoreId: z.string().nullable(),
});
export type SavedAddress = z.infer<typeof savedAddress>;

/** GET addresses, newest first. */
export const addressListResponse = z.object({ addresses: z.array(savedAddress) });
export type AddressListResponse = z.infer<typeof addressListResponse>;
