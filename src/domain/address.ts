/** SPEC 5 address form rules: limits, labels, the refusals' problems and the payload's address_component rule. */
import { EMAIL_MAX, FIRST_NAME_MAX, LAST_NAME_MAX, isEmailFormat, validateMobile, type ValidationProblem } from '@/domain/validation';

/** SPEC 3: address labels. */
export const ADDRESS_LABELS = ['Home', 'Work', 'Other'] as const;
export type AddressLabel = (typeof ADDRESS_LABELS)[number];
export const isAddressLabel = (value: string): value is AddressLabel => (ADDRESS_LABELS as readonly string[]).includes(value);

/** SPEC 5: address max lengths. */
export const ADDRESS_MAX = 40;
export const HOUSE_NO_MAX = 10;
export const FULL_NAME_MAX = 80;
/**
 * The landmark of a delivery address: SPEC 5 names no limit; ours, as long as the address field.
 * @alias
 */
export const LANDMARK_MAX = ADDRESS_MAX;
export { EMAIL_MAX, FIRST_NAME_MAX, LAST_NAME_MAX };

/** SPEC 3: the address form fields; `address` is the society/street. */
export interface AddressForm {
  firstName: string;
  lastName: string;
  mobile: string;
  email: string;
  address: string;
  houseNo: string;
  locality: string;
}
export type AddressFormField = keyof AddressForm;
/** Each invalid field's problem, worded by the `validation` texts (SPEC 5 address messages). */
export type AddressFormErrors = Partial<Record<AddressFormField, ValidationProblem>>;

/** SPEC 5: max length per free-text field, for input `maxLength` and server schemas. */
export const ADDRESS_FIELD_MAX = {
  firstName: FIRST_NAME_MAX,
  lastName: LAST_NAME_MAX,
  email: EMAIL_MAX,
  address: ADDRESS_MAX,
  houseNo: HOUSE_NO_MAX,
  fullName: FULL_NAME_MAX,
} as const;

/** Required text fields: empty or longer than the limit (inputs cut at it) gets the 'Enter' message. */
export const ADDRESS_REQUIRED_PROBLEMS = {
  firstName: 'addressFirstNameRequired',
  lastName: 'addressLastNameRequired',
  address: 'addressStreetRequired',
  houseNo: 'houseNoRequired',
} as const satisfies Partial<Record<AddressFormField, ValidationProblem>>;

/** SPEC 5: 'Enter Mobile Number' when empty, one message for any other refusal. */
export function validateAddressMobile(value: string): ValidationProblem | null {
  const problem = validateMobile(value);
  if (problem === null) return null;
  return problem === 'mobileRequired' ? 'mobileRequired' : 'addressMobileInvalid';
}

export function validateAddressEmail(value: string): ValidationProblem | null {
  const email = value.trim();
  if (email === '') return 'emailRequired';
  return isEmailFormat(email) ? null : 'addressEmailInvalid';
}

/** SPEC 5: one message per invalid field; an empty map means the form can be saved. */
export function validateAddressForm(form: AddressForm): AddressFormErrors {
  const errors: AddressFormErrors = {};
  for (const [field, problem] of Object.entries(ADDRESS_REQUIRED_PROBLEMS) as [
    keyof typeof ADDRESS_REQUIRED_PROBLEMS,
    ValidationProblem,
  ][]) {
    const value = form[field].trim();
    if (value === '' || value.length > ADDRESS_FIELD_MAX[field]) errors[field] = problem;
  }
  const mobile = validateAddressMobile(form.mobile);
  if (mobile !== null) errors.mobile = mobile;
  const email = validateAddressEmail(form.email);
  if (email !== null) errors.email = email;
  if (form.locality.trim() === '') errors.locality = 'localityRequired';
  return errors;
}

export const isAddressFormValid = (form: AddressForm): boolean => Object.keys(validateAddressForm(form)).length === 0;

/** The full name sent with an address: first and last name, cut at FULL_NAME_MAX. */
export const addressFullName = (firstName: string, lastName: string): string =>
  [firstName.trim(), lastName.trim()]
    .filter((part) => part !== '')
    .join(' ')
    .slice(0, FULL_NAME_MAX);

type WithAddressComponent = { address_component?: Record<string, string | null | undefined> };

const isEmptyValue = (value: string | null | undefined): boolean => value === undefined || value === null || value.trim() === '';

/** SPEC 5: address_component is dropped from the payload when all its values are empty. */
export function withoutEmptyAddressComponent<T extends object>(payload: T & WithAddressComponent): T {
  const component = payload.address_component;
  if (component === undefined || !Object.values(component).every(isEmptyValue)) return payload;
  const { address_component: _dropped, ...rest } = payload;
  return rest as T;
}

/** A delivery location as a customer reads it: 'Flat 4B, Koramangala, Bengaluru'; the landmark apart. */
export function doorstepAddress(location: { address: string; houseNo?: string }): string {
  return [location.houseNo, location.address]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

/** The delivery details asked before a delivery order: SPEC 5 house number (required) and an optional landmark. */
export interface Doorstep {
  houseNo: string;
  landmark: string;
}
export type DoorstepErrors = Partial<Record<keyof Doorstep, ValidationProblem>>;

/** SPEC 5: 'Enter House No' when the house number is empty or too long; the landmark may be empty. */
export function validateDoorstep(doorstep: Doorstep): DoorstepErrors {
  const errors: DoorstepErrors = {};
  const houseNo = doorstep.houseNo.trim();
  if (houseNo === '' || houseNo.length > HOUSE_NO_MAX) errors.houseNo = 'houseNoRequired';
  if (doorstep.landmark.trim().length > LANDMARK_MAX) errors.landmark = 'landmarkTooLong';
  return errors;
}
