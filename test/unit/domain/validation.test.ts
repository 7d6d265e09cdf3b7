import { describe, expect, it } from 'vitest';
import {
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  EMAIL_UNCHANGED,
  FIRST_NAME_REQUIRED,
  FIRST_NAME_UNCHANGED,
  LAST_NAME_REQUIRED,
  LAST_NAME_UNCHANGED,
  MOBILE_DIGITS_ONLY,
  MOBILE_LEADING_ZERO,
  MOBILE_LENGTH,
  MOBILE_REQUIRED,
  NAME_REQUIRED,
  OTP_INVALID,
  PASSWORD_REQUIRED,
  PROFILE_FIELD_MAX,
  enterDigitMobileMessage,
  enterDigitOtpMessage,
  isBlockedNumericKey,
  validateEmail,
  validateMobile,
  validateName,
  validateOtp,
  validatePassword,
  validateProfileField,
} from '@/domain/validation';

describe('SPEC 5 texts', () => {
  it('are the exact strings of the spec', () => {
    expect(MOBILE_REQUIRED).toBe('Enter Mobile Number');
    expect(MOBILE_DIGITS_ONLY).toBe('Mobile number should only contain numbers');
    expect(MOBILE_LEADING_ZERO).toBe('Please do not add 0 in front of your mobile number');
    expect(MOBILE_LENGTH).toBe('Mobile Number should be of 10 digits');
    expect(enterDigitMobileMessage(10)).toBe('Enter 10 digit valid mobile number');
    expect(PASSWORD_REQUIRED).toBe('Enter Slice Password');
    expect(NAME_REQUIRED).toBe('Enter Name');
    expect(EMAIL_REQUIRED).toBe('Enter Email Address');
    expect(EMAIL_INVALID).toBe('Invalid email.');
    expect(FIRST_NAME_REQUIRED).toBe('Please enter first name.');
    expect(LAST_NAME_REQUIRED).toBe('Please enter last name.');
    expect(FIRST_NAME_UNCHANGED).toBe('Please change first name.');
    expect(LAST_NAME_UNCHANGED).toBe('Please change last name.');
    expect(EMAIL_UNCHANGED).toBe('Please change email.');
    expect(OTP_INVALID).toBe(enterDigitOtpMessage(6));
    expect(OTP_INVALID).toBe('Enter 6 digit valid OTP');
  });
});

describe('validateMobile', () => {
  it.each([
    ['', MOBILE_REQUIRED],
    ['   ', MOBILE_REQUIRED],
    ['98765abcde', MOBILE_DIGITS_ONLY],
    ['+919876543210', MOBILE_DIGITS_ONLY],
    ['98765 43210', MOBILE_DIGITS_ONLY],
    ['0987654321', MOBILE_LEADING_ZERO],
    ['0a', MOBILE_DIGITS_ONLY],
    ['012', MOBILE_LEADING_ZERO],
    ['987654321', MOBILE_LENGTH],
    ['98765432101', MOBILE_LENGTH],
  ])('refuses %j with %j', (value, message) => {
    expect(validateMobile(value)).toBe(message);
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
    expect(validateOtp(value)).toBe(OTP_INVALID);
  });
});

describe('login fields', () => {
  it('asks for the Slice password when empty', () => {
    expect(validatePassword('')).toBe(PASSWORD_REQUIRED);
    expect(validatePassword('secret')).toBeNull();
  });
  it('asks for a name when blank', () => {
    expect(validateName(' ')).toBe(NAME_REQUIRED);
    expect(validateName('Asha')).toBeNull();
  });
  it('asks for an email, then checks its format and length', () => {
    expect(validateEmail('')).toBe(EMAIL_REQUIRED);
    expect(validateEmail('asha@')).toBe(EMAIL_INVALID);
    expect(validateEmail('asha example.com')).toBe(EMAIL_INVALID);
    expect(validateEmail(`${'a'.repeat(40)}@example.com`)).toBe(EMAIL_INVALID);
    expect(validateEmail('asha@example.com')).toBeNull();
  });
});

describe('validateProfileField', () => {
  it('asks for first and last names when empty', () => {
    expect(validateProfileField('firstName', '  ', 'Asha')).toBe(FIRST_NAME_REQUIRED);
    expect(validateProfileField('lastName', '', 'Rao')).toBe(LAST_NAME_REQUIRED);
  });
  it('refuses names over 50 characters', () => {
    expect(PROFILE_FIELD_MAX).toEqual({ firstName: 50, lastName: 50, email: 50 });
    expect(validateProfileField('firstName', 'a'.repeat(51), 'Asha')).toBe(FIRST_NAME_REQUIRED);
    expect(validateProfileField('lastName', 'a'.repeat(50), 'Rao')).toBeNull();
  });
  it('asks for a change when the value is the current one', () => {
    expect(validateProfileField('firstName', 'Asha ', 'Asha')).toBe(FIRST_NAME_UNCHANGED);
    expect(validateProfileField('lastName', 'Rao', 'Rao')).toBe(LAST_NAME_UNCHANGED);
    expect(validateProfileField('email', 'asha@example.com', 'asha@example.com')).toBe(EMAIL_UNCHANGED);
  });
  it('refuses a malformed or empty email', () => {
    expect(validateProfileField('email', 'asha@', 'old@example.com')).toBe(EMAIL_INVALID);
    expect(validateProfileField('email', '', 'old@example.com')).toBe(EMAIL_INVALID);
  });
  it('accepts a changed valid value', () => {
    expect(validateProfileField('firstName', 'Asha', 'Ash')).toBeNull();
    expect(validateProfileField('email', 'new@example.com', 'old@example.com')).toBeNull();
  });
});
