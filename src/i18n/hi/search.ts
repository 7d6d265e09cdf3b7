import type search from '../en/search';
import { translate } from '../texts';

export default translate<typeof search>({
  documentTitle: 'मेन्यू में खोजें · {brand}',
  heading: 'मेन्यू में खोजें',
  label: 'कोई डिश खोजें',
  placeholder: 'पिज़्ज़ा, साइड्स, डेज़र्ट…',
  loading: 'मेन्यू लोड हो रहा है',
  prompt: 'डिश का नाम या उसमें क्या है, वह लिखें, जैसे पनीर या गार्लिक।',
  noResults: '“{term}” से मिलती कोई डिश नहीं है। कोई दूसरा शब्द लिखें।',
  resultCount: { one: '{count} डिश मिली', other: '{count} डिश मिलीं' },
  loadFailedTitle: 'मेन्यू लोड नहीं हो पाया',
  loadFailedBody: 'कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  retry: 'फिर से कोशिश करें',
});
