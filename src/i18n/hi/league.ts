import type league from '../en/league';
import { translate } from '../texts';

export default translate<typeof league>({
  documentTitle: 'वर्ल्ड पिज़्ज़ा लीग · Slice',
  heading: 'वर्ल्ड पिज़्ज़ा लीग',
  intro: 'दुनिया भर की रसोई से आए पिज़्ज़ा, इस हफ़्ते के ऑर्डर के हिसाब से रैंक किए गए।',
  week: 'सोमवार {date} से शुरू हुआ हफ़्ता',
  loading: 'लीग लोड हो रही है',
  loadFailedTitle: 'लीग लोड नहीं हो पाई',
  retry: 'फिर से कोशिश करें',
  empty: 'इस हफ़्ते अभी तक लीग का कोई पिज़्ज़ा ऑर्डर नहीं हुआ। अपना पसंदीदा ऑर्डर करें और उसे सबसे आगे ले जाएँ!',
  listLabel: 'लीग रैंकिंग',
  rank: 'रैंक {rank}',
  from: '{country} से',
  ordersThisWeek: { one: 'इस हफ़्ते {count} ऑर्डर', other: 'इस हफ़्ते {count} ऑर्डर' },
  foodTypes: { VEG: 'वेज', NON_VEG: 'नॉन-वेज' },
  order: 'ऑर्डर करें',
  orderLabel: '{name} ऑर्डर करें',
  menuLink: 'लीग के पिज़्ज़ा मेन्यू में देखें',
});
