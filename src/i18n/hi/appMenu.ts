import type appMenu from '../en/appMenu';
import { translate } from '../texts';

export default translate<typeof appMenu>({
  title: 'मेन्यू',
  close: 'मेन्यू बंद करें',
  loading: 'मेन्यू लोड हो रहा है',
  loadFailed: 'मेन्यू लोड नहीं हो पाया।',
  retry: 'फिर से कोशिश करें',
  opensOutside: '(नए टैब में खुलेगा)',
});
