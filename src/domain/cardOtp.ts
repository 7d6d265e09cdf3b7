/**
 * A card OTP entered in the app (SPEC 4 Card OTP payment, SPEC 4 mode `otp`): when the card's bank lets the
 * merchant take the code, the gateway sends the customer back to /paymentTransaction with `mode=otp`, and the app
 * asks for the 6-digit code there. Pure.
 */
import { OTP_DIGITS } from '@/domain/constants';

/** The query the gateway adds to the merchant's return page when the OTP is to be entered in the app. */
export const CARD_OTP_RETURN = { param: 'mode', value: 'otp' } as const;

/** Whether a return page's query asks for the OTP in the app. */
export const isCardOtpReturn = (search: URLSearchParams): boolean => search.get(CARD_OTP_RETURN.param) === CARD_OTP_RETURN.value;

/** SPEC 9: the OTP is 6 digits. */
export const isCompleteCardOtp = (otp: string): boolean => new RegExp(`^\\d{${OTP_DIGITS}}$`).test(otp.trim());
