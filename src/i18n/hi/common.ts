import type common from '../en/common';
import { translate } from '../texts';

export default translate<typeof common>({
  loading: 'लोड हो रहा है',
  language: {
    label: 'भाषा',
    en: 'English',
    hi: 'हिन्दी',
  },
  homeLink: 'Slice होम',
  account: {
    login: 'लॉगिन',
    profile: 'प्रोफ़ाइल',
    profileOf: 'आपकी प्रोफ़ाइल, {name}',
  },
  menuButton: 'मेन्यू',
  cartLink: { one: 'कार्ट, {count} आइटम', other: 'कार्ट, {count} आइटम' },
  redirecting: 'पेज खुल रहा है',
  retry: 'फिर से कोशिश करें',
  dismiss: 'बंद करें',
});
