/** Texts of the card OTP entered in the app (SPEC 4 Card OTP payment, SPEC 7 Card OTP / resend). */
import { defineTexts } from '../texts';

export default defineTexts('cardOtp', {
  heading: 'Verify your card payment',
  body: 'Enter the {digits}-digit OTP your bank sent to the mobile number registered with your card.',
  otpLabel: 'Card OTP',
  verify: 'Verify and pay',
  verifying: 'Checking the OTP with your bank',
  resend: 'Resend OTP',
  notes: {
    otpIncomplete: 'Please enter the {digits}-digit OTP.',
    otpResent: 'We asked your bank to send a new OTP.',
    callFailed: 'We could not reach your bank. Please try again.',
    otpWrong: {
      one: 'Wrong OTP. You have {count} more try.',
      other: 'Wrong OTP. You have {count} more tries.',
    },
  },
  confirming: 'Confirming your payment',
  timedOutHeader: 'Payment not confirmed',
  backToCart: 'Back to cart',
});
