import type paymentTransaction from '../en/paymentTransaction';
import { translate } from '../texts';

export default translate<typeof paymentTransaction>({
  documentTitle: 'आपका पेमेंट कन्फ़र्म हो रहा है',
  confirming: 'आपका पेमेंट कन्फ़र्म हो रहा है',
  confirmingBody: 'इसमें एक-दो मिनट लग सकते हैं। पेमेंट कन्फ़र्म होते ही हम आपको आपके ऑर्डर पर ले जाएँगे।',
  waiting: 'पेमेंट कन्फ़र्म होने का इंतज़ार है',
  requestSentTo: 'हमने {upiId} पर पेमेंट रिक्वेस्ट भेजी है। अपना UPI ऐप खोलें और उसे मंज़ूर करें।',
  approveInApp: 'अपना UPI ऐप खोलें और वहाँ पेमेंट मंज़ूर करें।',
  lessThanMinuteLeft: 'पेमेंट मंज़ूर करने के लिए एक मिनट से कम समय बचा है।',
  minutesLeft: 'पेमेंट मंज़ूर करने के लिए लगभग {minutes} मिनट बचे हैं।',
  cancel: 'पेमेंट रद्द करें',
  cancelling: 'पेमेंट रद्द किया जा रहा है',
  cancelFailed: 'अभी पेमेंट रद्द नहीं हो सका। अगर आप UPI ऐप में इसे मंज़ूर कर देते हैं, तो आपका ऑर्डर फिर भी हो जाएगा।',
});
