import type { FieldMessage } from '@/domain/validation';
import validation from './en/validation';
import { useTexts } from './useTexts';
import { validationText } from './validationText';

/** Words a field message in the customer's language: a rule's problem from the catalogue, the server's text as sent. */
export function useFieldMessage(): (message: FieldMessage | null) => string | null {
  const { t, language } = useTexts(validation);
  return (message) => {
    if (message === null) return null;
    return 'problem' in message ? validationText(message.problem, t, language) : message.text;
  };
}
