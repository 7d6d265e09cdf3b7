import type content from '../en/content';
import { BRAND } from '@/domain/constants';
import { translate } from '../texts';

export default translate<typeof content>({
  banners: {
    edv: { title: 'रोज़ की बचत', subtitle: 'कोई भी 2 मीडियम पिज़्ज़ा, ₹199 प्रति पिज़्ज़ा', altText: 'प्राइस टैग के पास रखे दो पिज़्ज़ा' },
    offers: { title: 'आपके लिए ऑफ़र', subtitle: 'हर दिन नए कूपन और डील', altText: 'प्रतिशत के निशान वाला कूपन' },
    irctc: { title: 'ट्रेन की सीट पर पिज़्ज़ा', subtitle: 'अपने PNR से रास्ते के स्टेशनों पर ऑर्डर करें', altText: 'पिज़्ज़ा बॉक्स ले जाती ट्रेन' },
    bestsellers: { title: 'बेस्टसेलर', subtitle: 'वो पिज़्ज़ा जो भारत सबसे ज़्यादा ऑर्डर करता है', altText: 'सुनहरे सितारे वाला पिज़्ज़ा' },
    'world-pizza-league': {
      title: 'वर्ल्ड पिज़्ज़ा लीग',
      subtitle: 'दुनिया भर की रसोई से प्रेरित पिज़्ज़ा',
      altText: 'पिज़्ज़ा के पास रखी फ़ुटबॉल',
    },
    leaderboard: { title: 'लीग लीडरबोर्ड', subtitle: 'देखें इस हफ़्ते कौन-सा पिज़्ज़ा आगे है', altText: 'पोडियम पर रखी ट्रॉफ़ी' },
    essentials: { title: 'रोज़ की ज़रूरतें', subtitle: 'चीज़, ब्रेड और मसाले, घर तक', altText: 'ब्रेड और चीज़ से भरी किराने की टोकरी' },
    hygiene: { title: 'सुरक्षित और साफ़-सुथरा', subtitle: 'सैनिटाइज़ की गई रसोई और बिना संपर्क डिलीवरी', altText: 'सही के निशान वाली ढाल' },
  },
  widgets: {
    offers: { title: 'ऑफ़र और पसंदीदा' },
    explore: { title: 'और देखें' },
  },
  links: {
    'everyday-value': { title: 'रोज़ की बचत', subtitle: '₹99 और ₹199 में पिज़्ज़ा' },
    'full-menu': { title: 'पूरा मेन्यू', subtitle: 'पिज़्ज़ा, साइड्स, ड्रिंक्स और डेज़र्ट' },
    deals: { title: 'डील और कूपन', subtitle: 'आज के ऑर्डर पर बचत करें' },
    rewards: { title: 'Pizza Pals रिवॉर्ड', subtitle: 'पॉइंट कमाएँ, फ़्री पिज़्ज़ा पाएँ' },
  },
  navMenu: {
    home: 'होम',
    menu: 'मेन्यू',
    offers: 'ऑफ़र',
    edv: 'रोज़ की बचत',
    'track-order': 'ऑर्डर ट्रैक करें',
    orders: 'मेरे ऑर्डर',
    wallet: `${BRAND} वॉलेट`,
    loyalty: 'Pizza Pals',
    train: 'ट्रेन में ऑर्डर करें',
    profile: 'मेरी प्रोफ़ाइल',
    feedback: 'फ़ीडबैक',
    tnc: 'नियम और शर्तें',
  },
  alerts: {
    'zero-contact': 'हर ऑर्डर पर बिना संपर्क डिलीवरी उपलब्ध है। चेकआउट पर इसे चुनें।',
    'cod-paused': 'कुछ इलाकों में कैश ऑन डिलीवरी अभी बंद है। बिना देरी के ऑर्डर के लिए ऑनलाइन पेमेंट करें।',
    'diwali-hours': 'दिवाली की शाम हमारे स्टोर रात 8 बजे बंद हो जाते हैं।',
  },
});
