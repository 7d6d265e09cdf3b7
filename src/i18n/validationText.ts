/** The words of a field rule's problem (src/domain/validation), for screens and for the server. */
import { LANDMARK_MAX } from '@/domain/address';
import { BRAND, MOBILE_DIGITS, OTP_DIGITS } from '@/domain/constants';
import type { ValidationProblem } from '@/domain/validation';
import validation from './en/validation';
import type { Language } from './languages';
import { fill, type Translation } from './texts';

type ValidationTexts = Translation<typeof validation.texts>;

/** The holes of the validation texts. */
const PARAMS = { mobileDigits: MOBILE_DIGITS, otpDigits: OTP_DIGITS, landmarkMax: LANDMARK_MAX, brand: BRAND };

export function validationText(problem: ValidationProblem, texts: ValidationTexts = validation.texts, language: Language = 'en'): string {
  return fill(texts[problem], PARAMS, language);
}
