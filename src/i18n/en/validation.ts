/** SPEC 5 messages of the login, sign-up, profile and address fields, keyed by the rule's problem (src/domain/validation). */
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
  /** Worded like SPEC 5's 'Enter {n} digit valid mobile number' (the spec gives no OTP text). */
  otpInvalid: 'Enter {otpDigits} digit valid OTP',
  addressFirstNameRequired: 'Enter First Name',
  addressLastNameRequired: 'Enter Last Name',
  addressStreetRequired: 'Enter Society/ Street Name',
  houseNoRequired: 'Enter House No',
  localityRequired: 'Please select Locality',
  addressMobileInvalid: 'Please enter valid mobile number',
  addressEmailInvalid: 'Please enter valid email Address',
  /** SPEC 5 gives no landmark message; ours. */
  landmarkTooLong: 'Landmark can have at most {landmarkMax} characters',
  pnrInvalid: 'Valid PNR Number is Mandatory',
});
