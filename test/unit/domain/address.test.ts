import { validationText } from '@/i18n/validationText';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_FIELD_MAX,
  ADDRESS_LABELS,
  type AddressForm,
  addressFullName,
  isAddressFormValid,
  isAddressLabel,
  validateAddressForm,
  withoutEmptyAddressComponent,
} from '@/domain/address';

const VALID: AddressForm = {
  firstName: 'Asha',
  lastName: 'Rao',
  mobile: '9876543210',
  email: 'asha@example.com',
  address: 'Green Park Society',
  houseNo: 'B-12',
  locality: 'Koramangala',
};

const form = (overrides: Partial<AddressForm>): AddressForm => ({ ...VALID, ...overrides });

describe('SPEC 5 address texts and limits', () => {
  it('are the exact strings of the spec', () => {
    expect(validationText('addressFirstNameRequired')).toBe('Enter First Name');
    expect(validationText('addressLastNameRequired')).toBe('Enter Last Name');
    expect(validationText('mobileRequired')).toBe('Enter Mobile Number');
    expect(validationText('emailRequired')).toBe('Enter Email Address');
    expect(validationText('addressStreetRequired')).toBe('Enter Society/ Street Name');
    expect(validationText('houseNoRequired')).toBe('Enter House No');
    expect(validationText('addressEmailInvalid')).toBe('Please enter valid email Address');
    expect(validationText('addressMobileInvalid')).toBe('Please enter valid mobile number');
    expect(validationText('localityRequired')).toBe('Please select Locality');
  });

  it('has the spec max lengths', () => {
    expect(ADDRESS_FIELD_MAX).toEqual({ address: 40, houseNo: 10, firstName: 50, lastName: 50, email: 50, fullName: 80 });
  });

  it('has the labels Home, Work, Other', () => {
    expect(ADDRESS_LABELS).toEqual(['Home', 'Work', 'Other']);
    expect(isAddressLabel('Work')).toBe(true);
    expect(isAddressLabel('work')).toBe(false);
  });
});

describe('validateAddressForm', () => {
  it('accepts a complete form', () => {
    expect(validateAddressForm(VALID)).toEqual({});
    expect(isAddressFormValid(VALID)).toBe(true);
  });

  it('reports every empty field with its message', () => {
    const empty = form({ firstName: ' ', lastName: '', mobile: '', email: '', address: '', houseNo: '', locality: '' });
    expect(validateAddressForm(empty)).toEqual({
      firstName: 'addressFirstNameRequired',
      lastName: 'addressLastNameRequired',
      mobile: 'mobileRequired',
      email: 'emailRequired',
      address: 'addressStreetRequired',
      houseNo: 'houseNoRequired',
      locality: 'localityRequired',
    });
    expect(isAddressFormValid(empty)).toBe(false);
  });

  it.each(['98765', '0987654321', '98765abcde', '98765432101'])('refuses mobile %s as not valid', (mobile) => {
    expect(validateAddressForm(form({ mobile }))).toEqual({ mobile: 'addressMobileInvalid' });
  });

  it.each(['asha', 'asha@example', 'a sha@example.com'])('refuses email %s as not valid', (email) => {
    expect(validateAddressForm(form({ email }))).toEqual({ email: 'addressEmailInvalid' });
  });

  describe('max lengths', () => {
    const atLimit = (n: number) => 'a'.repeat(n);
    const cases = [
      ['firstName', 50, 'addressFirstNameRequired'],
      ['lastName', 50, 'addressLastNameRequired'],
      ['address', 40, 'addressStreetRequired'],
      ['houseNo', 10, 'houseNoRequired'],
    ] as const;

    it.each(cases)('%s accepts %i characters and refuses one more', (field, max, message) => {
      expect(validateAddressForm(form({ [field]: atLimit(max) }))).toEqual({});
      expect(validateAddressForm(form({ [field]: atLimit(max + 1) }))).toEqual({ [field]: message });
    });

    it('email accepts 50 characters and refuses 51', () => {
      const email = (n: number) => `${'a'.repeat(n - '@example.com'.length)}@example.com`;
      expect(email(50)).toHaveLength(50);
      expect(validateAddressForm(form({ email: email(50) }))).toEqual({});
      expect(validateAddressForm(form({ email: email(51) }))).toEqual({ email: 'addressEmailInvalid' });
    });

    it('full name is first and last name cut at 80 characters', () => {
      expect(addressFullName(' Asha ', 'Rao')).toBe('Asha Rao');
      expect(addressFullName('Asha', '')).toBe('Asha');
      expect(addressFullName('a'.repeat(50), 'b'.repeat(50))).toBe(`${'a'.repeat(50)} ${'b'.repeat(29)}`);
      expect(addressFullName('a'.repeat(50), 'b'.repeat(50))).toHaveLength(80);
    });
  });
});

describe('withoutEmptyAddressComponent', () => {
  const payload = { address: 'Green Park', latitude: 12.93, longitude: 77.62 };

  it('drops address_component when all values are empty', () => {
    const result = withoutEmptyAddressComponent({ ...payload, address_component: { area: '', sector: ' ', block: null } });
    expect(result).toEqual(payload);
    expect('address_component' in result).toBe(false);
  });

  it('drops an empty address_component object', () => {
    expect(withoutEmptyAddressComponent({ ...payload, address_component: {} })).toEqual(payload);
  });

  it('keeps address_component when any value is filled', () => {
    const withComponent = { ...payload, address_component: { area: '', sector: '5' } };
    expect(withoutEmptyAddressComponent(withComponent)).toEqual(withComponent);
  });

  it('leaves a payload without address_component as it is', () => {
    expect(withoutEmptyAddressComponent(payload)).toBe(payload);
  });
});
