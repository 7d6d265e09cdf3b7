import type common from '../en/common';
import { translate } from '../texts';

export default translate<typeof common>({
  loading: 'लोड हो रहा है',
  language: {
    label: 'भाषा',
    en: 'English',
    hi: 'हिन्दी',
  },
});
