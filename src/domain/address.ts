/** SPEC 5 address form rules: limits, messages, labels and the payload's address_component rule. */
import { EMAIL_MAX, FIRST_NAME_MAX, LAST_NAME_MAX, isEmailFormat, validateMobile } from '@/domain/validation';

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

/** SPEC 5: address form messages. */
export const ADDRESS_FIRST_NAME_REQUIRED = 'Enter First Name';
export const ADDRESS_LAST_NAME_REQUIRED = 'Enter Last Name';
export const ADDRESS_MOBILE_REQUIRED = 'Enter Mobile Number';
export const ADDRESS_EMAIL_REQUIRED = 'Enter Email Address';
export const ADDRESS_STREET_REQUIRED = 'Enter Society/ Street Name';
export const ADDRESS_HOUSE_NO_REQUIRED = 'Enter House No';
export const ADDRESS_EMAIL_INVALID = 'Please enter valid email Address';
export const ADDRESS_MOBILE_INVALID = 'Please enter valid mobile number';
export const ADDRESS_LOCALITY_REQUIRED = 'Please select Locality';

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
export type AddressFormErrors = Partial<Record<AddressFormField, string>>;

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
const REQUIRED_TEXT: readonly [Exclude<AddressFormField, 'mobile' | 'email' | 'locality'>, string][] = [
  ['firstName', ADDRESS_FIRST_NAME_REQUIRED],
  ['lastName', ADDRESS_LAST_NAME_REQUIRED],
  ['address', ADDRESS_STREET_REQUIRED],
  ['houseNo', ADDRESS_HOUSE_NO_REQUIRED],
];

function validateAddressMobile(value: string): string | null {
  const problem = validateMobile(value);
  if (problem === null) return null;
  return problem === 'mobileRequired' ? ADDRESS_MOBILE_REQUIRED : ADDRESS_MOBILE_INVALID;
}

function validateAddressEmail(value: string): string | null {
  const email = value.trim();
  if (email === '') return ADDRESS_EMAIL_REQUIRED;
  return isEmailFormat(email) ? null : ADDRESS_EMAIL_INVALID;
}

/** SPEC 5: one message per invalid field; an empty map means the form can be saved. */
export function validateAddressForm(form: AddressForm): AddressFormErrors {
  const errors: AddressFormErrors = {};
  for (const [field, message] of REQUIRED_TEXT) {
    const value = form[field].trim();
    if (value === '' || value.length > ADDRESS_FIELD_MAX[field]) errors[field] = message;
  }
  const mobile = validateAddressMobile(form.mobile);
  if (mobile !== null) errors.mobile = mobile;
  const email = validateAddressEmail(form.email);
  if (email !== null) errors.email = email;
  if (form.locality.trim() === '') errors.locality = ADDRESS_LOCALITY_REQUIRED;
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
export type DoorstepErrors = Partial<Record<keyof Doorstep, string>>;

/** Landmark: SPEC 5 gives no message; ours. */
export const LANDMARK_TOO_LONG = `Landmark can have at most ${LANDMARK_MAX} characters`;

/** SPEC 5: 'Enter House No' when the house number is empty or too long; the landmark may be empty. */
export function validateDoorstep(doorstep: Doorstep): DoorstepErrors {
  const errors: DoorstepErrors = {};
  const houseNo = doorstep.houseNo.trim();
  if (houseNo === '' || houseNo.length > HOUSE_NO_MAX) errors.houseNo = ADDRESS_HOUSE_NO_REQUIRED;
  if (doorstep.landmark.trim().length > LANDMARK_MAX) errors.landmark = LANDMARK_TOO_LONG;
  return errors;
}
