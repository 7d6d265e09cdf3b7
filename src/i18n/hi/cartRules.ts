import type cartRules from '../en/cartRules';
import { translate } from '../texts';

export default translate<typeof cartRules>({
  limitReached: 'माफ़ कीजिए, इस आइटम की सीमित मात्रा ही ऑर्डर की जा सकती है।',
  limitItems: 'एक कार्ट में ज़्यादा से ज़्यादा {count} आइटम हो सकते हैं।',
  limitPrice: 'एक कार्ट के आइटम ज़्यादा से ज़्यादा {amount} तक के हो सकते हैं।',
  itemsUnavailable: 'आपके कार्ट के कुछ आइटम अभी उपलब्ध नहीं हैं। क्या आप बाकी आइटम के साथ ऑर्डर करना चाहेंगे?',
  couponRequired: 'कृपया कूपन कोड डालें',
  couponNotValid: 'माफ़ कीजिए, यह कूपन मान्य नहीं है',
  chooseLocationFirst: 'कार्ट में आइटम जोड़ने से पहले कृपया अपनी डिलीवरी लोकेशन या कोई स्टोर चुनें।',
});
