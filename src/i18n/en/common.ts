/** Texts of the app shell every screen shares. */
import { defineTexts } from '../texts';

export default defineTexts('common', {
  loading: 'Loading',
  language: {
    label: 'Language',
    en: 'English',
    hi: 'हिन्दी',
  },
});
