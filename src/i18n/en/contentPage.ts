/** Texts around the pages the server's content fills (SPEC 2 /tnc, /info, /notification): titles while loading, contents, states. */
import { defineTexts } from '../texts';

export default defineTexts('contentPage', {
  documentTitle: '{title} · Slice',
  titles: { tnc: 'Terms and Conditions', info: 'About Slice', notification: 'Notices' },
  contentsLabel: 'On this page',
  loading: 'Loading the page…',
  loadFailedTitle: 'We could not load this page',
  retry: 'Try again',
  call: 'Call {phone}',
});
