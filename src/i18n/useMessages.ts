/** Puts a machine's or component's message (a SPEC text code, or the server's own words) into the customer's language. */
import messages, { type Message, type MessageCode } from './en/messages';
import { useTexts } from './useTexts';

export function useMessages(): (message: Message | MessageCode) => string {
  const { t } = useTexts(messages);
  return (message) => {
    if (typeof message === 'string') return t[message];
    return 'code' in message ? t[message.code] : message.text;
  };
}
