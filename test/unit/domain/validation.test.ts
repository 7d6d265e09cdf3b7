import { describe, expect, it } from 'vitest';
import {
  PROFILE_FIELD_MAX,
  isBlockedNumericKey,
  validateEmail,
  validateMobile,
  validateName,
  validateOtp,
  validatePassword,
  validateProfileField,
} from '@/domain/validation';
import { validationText } from '@/i18n/validationText';

describe('SPEC 5 texts', () => {
  it('word each problem with the exact strings of the spec', () => {
    expect(validationText('mobileRequired')).toBe('Enter Mobile Number');
    expect(validationText('mobileDigitsOnly')).toBe('Mobile number should only contain numbers');
    expect(validationText('mobileLeadingZero')).toBe('Please do not add 0 in front of your mobile number');
    expect(validationText('mobileLength')).toBe('Mobile Number should be of 10 digits');
    expect(validationText('passwordRequired')).toBe('Enter Slice Password');
    expect(validationText('nameRequired')).toBe('Enter Name');
    expect(validationText('emailRequired')).toBe('Enter Email Address');
    expect(validationText('emailInvalid')).toBe('Invalid email.');
    expect(validationText('firstNameRequired')).toBe('Please enter first name.');
    expect(validationText('lastNameRequired')).toBe('Please enter last name.');
    expect(validationText('firstNameUnchanged')).toBe('Please change first name.');
    expect(validationText('lastNameUnchanged')).toBe('Please change last name.');
    expect(validationText('emailUnchanged')).toBe('Please change email.');
    expect(validationText('otpInvalid')).toBe('Enter 6 digit valid OTP');
    expect(validationText('addressFirstNameRequired')).toBe('Enter First Name');
    expect(validationText('addressLastNameRequired')).toBe('Enter Last Name');
    expect(validationText('addressStreetRequired')).toBe('Enter Society/ Street Name');
    expect(validationText('houseNoRequired')).toBe('Enter House No');
    expect(validationText('localityRequired')).toBe('Please select Locality');
    expect(validationText('addressMobileInvalid')).toBe('Please enter valid mobile number');
    expect(validationText('addressEmailInvalid')).toBe('Please enter valid email Address');
    expect(validationText('landmarkTooLong')).toBe('Landmark can have at most 40 characters');
  });
});

describe('validateMobile', () => {
  it.each([
    ['', 'mobileRequired'],
    ['   ', 'mobileRequired'],
    ['98765abcde', 'mobileDigitsOnly'],
    ['+919876543210', 'mobileDigitsOnly'],
    ['98765 43210', 'mobileDigitsOnly'],
    ['0987654321', 'mobileLeadingZero'],
    ['0a', 'mobileDigitsOnly'],
    ['012', 'mobileLeadingZero'],
    ['987654321', 'mobileLength'],
    ['98765432101', 'mobileLength'],
  ])('refuses %j with %j', (value, problem) => {
    expect(validateMobile(value)).toBe(problem);
  });

  it('accepts 10 digits not starting with 0', () => {
    expect(validateMobile('9876543210')).toBeNull();
  });
});

describe('isBlockedNumericKey', () => {
  it.each(['e', 'E', '+', '-', '.'])('blocks %j', (key) => {
    expect(isBlockedNumericKey(key)).toBe(true);
  });
  it.each(['0', '9', 'Backspace', 'Tab', 'a'])('lets %j through', (key) => {
    expect(isBlockedNumericKey(key)).toBe(false);
  });
});

describe('validateOtp', () => {
  it('accepts exactly 6 digits', () => {
    expect(validateOtp('123456')).toBeNull();
  });
  it.each(['', '12345', '1234567', '12345a'])('refuses %j', (value) => {
    expect(validateOtp(value)).toBe('otpInvalid');
  });
});

describe('login fields', () => {
  it('asks for the Slice password when empty', () => {
    expect(validatePassword('')).toBe('passwordRequired');
    expect(validatePassword('secret')).toBeNull();
  });
  it('asks for a name when blank', () => {
    expect(validateName(' ')).toBe('nameRequired');
    expect(validateName('Asha')).toBeNull();
  });
  it('asks for an email, then checks its format and length', () => {
    expect(validateEmail('')).toBe('emailRequired');
    expect(validateEmail('asha@')).toBe('emailInvalid');
    expect(validateEmail('asha example.com')).toBe('emailInvalid');
    expect(validateEmail(`${'a'.repeat(40)}@example.com`)).toBe('emailInvalid');
    expect(validateEmail('asha@example.com')).toBeNull();
  });
});

describe('validateProfileField', () => {
  it('asks for first and last names when empty', () => {
    expect(validateProfileField('firstName', '  ', 'Asha')).toBe('firstNameRequired');
    expect(validateProfileField('lastName', '', 'Rao')).toBe('lastNameRequired');
  });
  it('refuses names over 50 characters', () => {
    expect(PROFILE_FIELD_MAX).toEqual({ firstName: 50, lastName: 50, email: 50 });
    expect(validateProfileField('firstName', 'a'.repeat(51), 'Asha')).toBe('firstNameRequired');
    expect(validateProfileField('lastName', 'a'.repeat(50), 'Rao')).toBeNull();
  });
  it('asks for a change when the value is the current one', () => {
    expect(validateProfileField('firstName', 'Asha ', 'Asha')).toBe('firstNameUnchanged');
    expect(validateProfileField('lastName', 'Rao', 'Rao')).toBe('lastNameUnchanged');
    expect(validateProfileField('email', 'asha@example.com', 'asha@example.com')).toBe('emailUnchanged');
  });
  it('refuses a malformed or empty email', () => {
    expect(validateProfileField('email', 'asha@', 'old@example.com')).toBe('emailInvalid');
    expect(validateProfileField('email', '', 'old@example.com')).toBe('emailInvalid');
  });
  it('accepts a changed valid value', () => {
    expect(validateProfileField('firstName', 'Asha', 'Ash')).toBeNull();
    expect(validateProfileField('email', 'new@example.com', 'old@example.com')).toBeNull();
  });
});
