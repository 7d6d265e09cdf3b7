import type landing from '../en/landing';
import { translate } from '../texts';

export default translate<typeof landing>({
  title: 'गरमागरम पिज़्ज़ा, आपके अंदाज़ में',
  subtitle: 'ओवन से सीधे आपके दरवाज़े, टेबल या ट्रेन की सीट तक।',
  choiceHeading: 'आप अपना ऑर्डर कैसे लेना चाहेंगे?',
  choices: {
    delivery: { label: 'डिलीवरी', hint: 'सीधे आपके दरवाज़े तक' },
    takeaway: { label: 'टेकअवे/डाइन-इन', hint: 'ले जाएँ या वहीं खाएँ' },
    drivePick: { label: 'ड्राइव-एन-पिक', hint: 'हम आपकी कार तक लाएँगे' },
    train: { label: 'ट्रेन पर डिलीवरी', hint: 'अपने PNR से ऑर्डर करें' },
  },
  vegOnly: 'सिर्फ़ वेज',
  vegOnlyHint: 'सिर्फ़ शाकाहारी डिश दिखाएँ',
  alertsLabel: 'सूचनाएँ',
  loadingOffers: 'ऑफ़र लोड हो रहे हैं',
  loadFailedTitle: 'आज के ऑफ़र लोड नहीं हो पाए।',
  loadFailedBody: 'अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  retry: 'फिर से कोशिश करें',
  spinWidget: { title: 'व्हील घुमाइए', body: 'हर दिन एक फ़्री स्पिन: पॉइंट्स या कूपन जीतिए।' },
  footer: 'पूरे भारत में, ताज़ा-ताज़ा बेक किया हुआ।',
});
