/**
 * SPEC texts in the customer's language outside React: the words the API layer puts in the errors it
 * makes itself. The app loads the translation as soon as the language is known (keepMessagesLoaded), so
 * it is here before a request can fail; until then, and outside the app, the text is English.
 */
import messages, { type MessageCode } from './en/messages';
import { currentLanguage } from './language';
import { loadedTexts } from './loaded';

export function messageText(code: MessageCode): string {
  const translation = loadedTexts(currentLanguage(), messages.name) as typeof messages.texts | undefined;
  return (translation ?? messages.texts)[code];
}
