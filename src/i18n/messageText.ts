/**
 * SPEC texts in the customer's language outside React: the words the API layer puts in the errors it
 * makes itself. The translation is fetched as soon as the language is known, so it is here before a
 * request can fail; until then the text is English.
 */
import messages, { type MessageCode } from './en/messages';
import { currentLanguage, subscribeLanguage } from './language';
import { loadedTexts, loadTexts } from './load';

function preload(): void {
  loadTexts(currentLanguage(), messages.name).catch(() => undefined);
}
preload();
subscribeLanguage(preload);

export function messageText(code: MessageCode): string {
  const translation = loadedTexts(currentLanguage(), messages.name) as typeof messages.texts | undefined;
  return (translation ?? messages.texts)[code];
}
