import type edv from '../en/edv';
import { translate } from '../texts';

export default translate<typeof edv>({
  documentTitle: 'एवरीडे वैल्यू · {brand}',
  heading: 'एवरीडे वैल्यू ऑफ़र',
  intro: 'अपने पिज़्ज़ा चुनें और हर पिज़्ज़ा के लिए एक ही कम कीमत दें।',
  loading: 'एवरीडे वैल्यू ऑफ़र लोड हो रहे हैं',
  failedTitle: 'एवरीडे वैल्यू ऑफ़र लोड नहीं हो पाए',
  failedBody: 'कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  retry: 'फिर से कोशिश करें',
  emptyTitle: 'यहाँ कोई एवरीडे वैल्यू ऑफ़र नहीं है',
  emptyBody: 'इस स्टोर में अभी कोई एवरीडे वैल्यू ऑफ़र नहीं चल रहा। पूरा मेन्यू अब भी उपलब्ध है।',
  browseMenu: 'मेन्यू देखें',
  notAtSeatTitle: 'इस स्टेशन पर एवरीडे वैल्यू डील ट्रेन की सीट तक नहीं पहुँचाई जातीं',
  notAtSeatBody: 'मेन्यू की बाकी सभी चीज़ें आपकी सीट तक आ सकती हैं।',
  dealsLabel: 'एवरीडे वैल्यू डील',
  pricePerPizza: '{price} प्रति पिज़्ज़ा',
  pizzasLabel: 'इस डील के पिज़्ज़ा',
  noPizzas: 'इस डील में अभी कोई पिज़्ज़ा उपलब्ध नहीं है। कोई दूसरी डील देखें।',
  pickCounter: { one: '{count} पिज़्ज़ा चुनें (अब तक {picked} चुने)', other: '{count} पिज़्ज़ा चुनें (अब तक {picked} चुने)' },
  addToCart: 'कार्ट में डालें — {price}',
});
