/** Texts of the app shell every screen shares (the header, the loader, the language switch). */
import { defineTexts } from '../texts';

export default defineTexts('common', {
  loading: 'Loading',
  language: {
    label: 'Language',
    en: 'English',
    hi: 'हिन्दी',
  },
  homeLink: 'Slice home',
  account: {
    login: 'Login',
    profile: 'Profile',
    /** The account link's accessible name when the user's first name is shown. */
    profileOf: 'Your profile, {name}',
  },
  /** The header's button that opens the app's menu. */
  menuButton: 'Menu',
  cartLink: { one: 'Cart, {count} item', other: 'Cart, {count} items' },
  redirecting: 'Opening page',
  retry: 'Try again',
  dismiss: 'Dismiss',
});
