import type contentPage from '../en/contentPage';
import { translate } from '../texts';

export default translate<typeof contentPage>({
  documentTitle: '{title} · Slice',
  titles: { tnc: 'नियम और शर्तें', info: 'Slice के बारे में', notification: 'सूचनाएँ' },
  contentsLabel: 'इस पेज पर',
  loading: 'पेज लोड हो रहा है…',
  loadFailedTitle: 'यह पेज लोड नहीं हो पाया',
  retry: 'फिर से कोशिश करें',
  call: '{phone} पर कॉल करें',
});
