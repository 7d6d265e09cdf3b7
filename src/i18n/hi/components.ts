import type components from '../en/components';
import { translate } from '../texts';

export default translate<typeof components>({
  refundNote: 'कटी हुई रकम {days} कामकाजी दिनों में वापस आ जाएगी।',
  map: {
    tilesUnavailable: 'नक्शा लोड नहीं हो पाया — पिन खिसकाएँ या पता खोजें',
    trackingTilesUnavailable: 'नक्शा लोड नहीं हो पाया',
    pinTitle: 'डिलीवरी पिन: इसे खिसकाएँ, या इस पर जाकर ऐरो की से हिलाएँ',
    pinStaticTitle: 'डिलीवरी की जगह',
    storeSelected: '{store}, चुना गया',
  },
  otpEntry: {
    otpLabel: 'वन-टाइम पासवर्ड (OTP)',
    sendingOtp: 'OTP भेजा जा रहा है',
    resend: 'OTP फिर से भेजें',
    resendIn: '{time} में OTP फिर से भेजें',
    changeNumber: 'नंबर बदलें',
  },
  addressForm: {
    labels: { Home: 'घर', Work: 'ऑफ़िस', Other: 'अन्य' },
    labelLegend: 'पता इस नाम से सेव करें',
    fields: {
      firstName: 'पहला नाम',
      lastName: 'उपनाम',
      mobile: 'मोबाइल नंबर',
      email: 'ईमेल',
      address: 'सोसाइटी / गली',
      houseNo: 'मकान / फ़्लैट नंबर',
      locality: 'इलाका',
    },
    localityHint: 'मैप पिन से भरा गया',
    contactHeading: 'संपर्क जानकारी',
    addressHeading: 'पता',
    save: 'पता सेव करें',
    saving: 'पता सेव हो रहा है',
    cancel: 'रद्द करें',
  },
});
