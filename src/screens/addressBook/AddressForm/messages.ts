/** The address form's own UI texts; the SPEC 5 validation messages come from src/domain/address.ts. */
import type { AddressFormField } from '@/domain/address';

export const ADDRESS_FORM_TEXTS = {
  labelLegend: 'Save address as',
  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    mobile: 'Mobile number',
    email: 'Email',
    address: 'Society / Street',
    houseNo: 'House / Flat no.',
    locality: 'Locality',
  } satisfies Record<AddressFormField, string>,
  localityHint: 'Filled in from the map pin',
  contactHeading: 'Contact details',
  addressHeading: 'Address',
  save: 'Save address',
  saving: 'Saving address',
  cancel: 'Cancel',
} as const;
