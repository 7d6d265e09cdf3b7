import type codOtp from '../en/codOtp';
import { translate } from '../texts';

export default translate<typeof codOtp>({
  header: 'अपना कैश ऑर्डर कन्फ़र्म करें',
  sentTo: 'कैश ऑन डिलीवरी ऑर्डर कन्फ़र्म करने के लिए {prefix} {mobile} पर भेजा गया {digits} अंकों का कोड डालें।',
  otpLabel: 'वन-टाइम पासवर्ड',
  confirm: 'ऑर्डर कन्फ़र्म करें',
  confirming: 'कोड जाँचा जा रहा है',
  payAnotherWay: 'दूसरे तरीके से पेमेंट करें',
  sending: 'कोड भेजा जा रहा है',
  resend: 'OTP दोबारा भेजें',
  resendIn: '{time} में OTP दोबारा भेजें',
  cancelling: 'यह ऑर्डर कैंसल किया जा रहा है',
  checkingOrder: 'आपका ऑर्डर जाँचा जा रहा है',
  sendFailedHeader: 'कोड नहीं भेजा जा सका',
  sendAgain: 'दोबारा भेजें',
  failedHeader: 'ऑर्डर कन्फ़र्म नहीं हुआ',
});
