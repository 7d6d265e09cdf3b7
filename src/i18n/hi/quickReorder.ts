import type quickReorder from '../en/quickReorder';
import { translate } from '../texts';

export default translate<typeof quickReorder>({
  heading: 'फिर से ऑर्डर करें',
  loading: 'आपके हाल के ऑर्डर लोड हो रहे हैं',
  loadFailed: 'आपके हाल के ऑर्डर लोड नहीं हो पाए।',
  retry: 'फिर से कोशिश करें',
  itemOfSummary: '{name} × {quantity}',
  reorder: 'फिर से ऑर्डर करें',
  reorderLabel: 'फिर से ऑर्डर करें: ऑर्डर {orderId}',
  reordering: 'आइटम आपके कार्ट में जोड़े जा रहे हैं',
  unavailable: {
    header: 'कुछ आइटम उपलब्ध नहीं हैं',
    body: 'आपके ऑर्डर के ये आइटम कार्ट में नहीं जोड़े जा सके:',
    continue: 'आगे बढ़ें',
  },
});
