/** Texts of the 404 page (SPEC 8 broken link). */
import { defineTexts } from '../texts';

export default defineTexts('notFound', {
  documentTitle: 'Page not found · Slice',
  title: 'Page not found',
  /** SPEC 8, as written there. */
  brokenLink: 'We’re sorry. The link you clicked is not a working one!',
  home: 'Go to home',
});
