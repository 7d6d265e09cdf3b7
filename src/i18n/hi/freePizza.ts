import type freePizza from '../en/freePizza';
import { translate } from '../texts';

export default translate<typeof freePizza>({
  heading: 'आपका फ़्री पिज़्ज़ा',
  available: {
    one: 'आपके Pizza Pals पॉइंट्स से {count} रेगुलर पिज़्ज़ा फ़्री मिलता है। यहाँ से चुनें: इसकी कीमत ₹0 है।',
    other: 'आपके Pizza Pals पॉइंट्स से {count} रेगुलर पिज़्ज़ा फ़्री मिलते हैं। यहाँ से चुनें: इनकी कीमत ₹0 है।',
  },
  allInCart: 'आपका फ़्री पिज़्ज़ा कार्ट में है।',
  notYet: 'अगले फ़्री रेगुलर पिज़्ज़ा के लिए {points} पॉइंट्स और चाहिए (हर पिज़्ज़ा {perItem} पॉइंट्स)।',
  pending: 'पेंडिंग: {points} पॉइंट्स आने बाकी हैं, डिलीवरी के 24 घंटे बाद इस्तेमाल कर सकेंगे।',
  regular: 'रेगुलर · {crust}',
  originalPrice: 'आम कीमत',
  free: 'फ़्री',
  add: 'फ़्री में जोड़ें',
  addLabel: 'रेगुलर {name} फ़्री में जोड़ें',
  added: 'फ़्री {name} कार्ट में जुड़ गया',
});
