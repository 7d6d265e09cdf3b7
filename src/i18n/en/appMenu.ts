/** Texts of the app's menu opened from the header (SPEC 7 nav menu). */
import { defineTexts } from '../texts';

export default defineTexts('appMenu', {
  title: 'Menu',
  close: 'Close menu',
  loading: 'Loading the menu',
  loadFailed: 'The menu did not load.',
  retry: 'Try again',
  /** Said after an external link's name: it opens outside the app. */
  opensOutside: '(opens in a new tab)',
});
