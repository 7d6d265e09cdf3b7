import type cardOtp from '../en/cardOtp';
import { translate } from '../texts';

export default translate<typeof cardOtp>({
  heading: 'अपने कार्ड पेमेंट की पुष्टि करें',
  body: 'आपके बैंक ने कार्ड से जुड़े मोबाइल नंबर पर जो {digits} अंकों का OTP भेजा है, उसे दर्ज करें।',
  otpLabel: 'कार्ड OTP',
  verify: 'पुष्टि करें और भुगतान करें',
  verifying: 'आपके बैंक से OTP जाँचा जा रहा है',
  resend: 'OTP दोबारा भेजें',
  notes: {
    otpIncomplete: 'कृपया {digits} अंकों का OTP दर्ज करें।',
    otpResent: 'हमने आपके बैंक से नया OTP भेजने को कहा है।',
    callFailed: 'हम आपके बैंक तक नहीं पहुँच सके। कृपया फिर से कोशिश करें।',
    otpWrong: {
      one: 'गलत OTP। आपके पास {count} और कोशिश है।',
      other: 'गलत OTP। आपके पास {count} और कोशिशें हैं।',
    },
  },
  confirming: 'आपके पेमेंट की पुष्टि हो रही है',
  timedOutHeader: 'पेमेंट की पुष्टि नहीं हुई',
  backToCart: 'कार्ट पर वापस जाएँ',
});
