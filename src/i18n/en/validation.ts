/** SPEC 5 messages of the login, sign-up and profile fields, keyed by the rule's problem (src/domain/validation). */
import { defineTexts } from '../texts';

export default defineTexts('validation', {
  mobileRequired: 'Enter Mobile Number',
  mobileDigitsOnly: 'Mobile number should only contain numbers',
  mobileLeadingZero: 'Please do not add 0 in front of your mobile number',
  mobileLength: 'Mobile Number should be of {mobileDigits} digits',
  passwordRequired: 'Enter {brand} Password',
  nameRequired: 'Enter Name',
  emailRequired: 'Enter Email Address',
  emailInvalid: 'Invalid email.',
  firstNameRequired: 'Please enter first name.',
  lastNameRequired: 'Please enter last name.',
  firstNameUnchanged: 'Please change first name.',
  lastNameUnchanged: 'Please change last name.',
  emailUnchanged: 'Please change email.',
});
