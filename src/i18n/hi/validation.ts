import type validation from '../en/validation';
import { translate } from '../texts';

export default translate<typeof validation>({
  mobileRequired: 'मोबाइल नंबर डालें',
  mobileDigitsOnly: 'मोबाइल नंबर में सिर्फ़ अंक होने चाहिए',
  mobileLeadingZero: 'कृपया मोबाइल नंबर के आगे 0 न लगाएँ',
  mobileLength: 'मोबाइल नंबर {mobileDigits} अंकों का होना चाहिए',
  passwordRequired: '{brand} पासवर्ड डालें',
  nameRequired: 'नाम डालें',
  emailRequired: 'ईमेल पता डालें',
  emailInvalid: 'ईमेल सही नहीं है।',
  firstNameRequired: 'कृपया पहला नाम डालें।',
  lastNameRequired: 'कृपया उपनाम डालें।',
  firstNameUnchanged: 'कृपया पहला नाम बदलें।',
  lastNameUnchanged: 'कृपया उपनाम बदलें।',
  emailUnchanged: 'कृपया ईमेल बदलें।',
  otpInvalid: '{otpDigits} अंकों का सही OTP डालें',
  addressFirstNameRequired: 'पहला नाम डालें',
  addressLastNameRequired: 'उपनाम डालें',
  addressStreetRequired: 'सोसाइटी/गली का नाम डालें',
  houseNoRequired: 'मकान नंबर डालें',
  localityRequired: 'कृपया इलाका चुनें',
  addressMobileInvalid: 'कृपया सही मोबाइल नंबर डालें',
  addressEmailInvalid: 'कृपया सही ईमेल पता डालें',
  landmarkTooLong: 'लैंडमार्क में ज़्यादा से ज़्यादा {landmarkMax} अक्षर हो सकते हैं',
  pnrInvalid: 'मान्य PNR नंबर ज़रूरी है',
});
