/** Texts of the COD OTP step (SPEC 4 COD_OTP): a cash on delivery order confirmed by the code sent to its mobile. */
import { defineTexts } from '../texts';

export default defineTexts('codOtp', {
  header: 'Confirm your cash order',
  sentTo: 'Enter the {digits}-digit code we sent to {prefix} {mobile} to confirm your cash on delivery order.',
  otpLabel: 'One-time password',
  confirm: 'Confirm order',
  confirming: 'Checking the code',
  payAnotherWay: 'Pay another way',
  sending: 'Sending the code',
  resend: 'Resend OTP',
  resendIn: 'Resend OTP in {time}',
  cancelling: 'Cancelling this order',
  checkingOrder: 'Checking your order',
  sendFailedHeader: 'Code not sent',
  sendAgain: 'Send again',
  failedHeader: 'Order not confirmed',
});
