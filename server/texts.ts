/**
 * The words of every text the server writes (errors[0].displayMsg, header, btnMsg, bill labels), from the
 * same catalogue the app reads, in the language of the request being handled.
 */
import type { ValidationProblem } from '@/domain/validation';
import billEn from '@/i18n/en/bill';
import messagesEn, { type MessageCode } from '@/i18n/en/messages';
import serverEn from '@/i18n/en/server';
import billHi from '@/i18n/hi/bill';
import messagesHi from '@/i18n/hi/messages';
import serverHi from '@/i18n/hi/server';
import validationHi from '@/i18n/hi/validation';
import validationEn from '@/i18n/en/validation';
import { formatterFor } from '@/i18n/format';
import type { Language } from '@/i18n/languages';
import { fill, type Params, type Text, type Translation } from '@/i18n/texts';
import { validationText } from '@/i18n/validationText';
import { currentRequestLanguage } from './http/language';

export type ServerTextKey = keyof typeof serverEn.texts;
export type BillLabelCode = keyof typeof billEn.texts;

interface ServerCatalogue {
  messages: Translation<typeof messagesEn.texts>;
  server: Translation<typeof serverEn.texts>;
  bill: Translation<typeof billEn.texts>;
}

const CATALOGUE: Record<Language, ServerCatalogue> = {
  en: { messages: messagesEn.texts, server: serverEn.texts, bill: billEn.texts },
  hi: { messages: messagesHi, server: serverHi, bill: billHi },
};

function say(pick: (catalogue: ServerCatalogue) => Text, params?: Params): string {
  const language = currentRequestLanguage();
  return fill(pick(CATALOGUE[language]), params, language);
}

/** One of the server's own texts, its `{param}` holes filled. */
export function serverText(key: ServerTextKey, params?: Params): string {
  return say((catalogue) => catalogue.server[key], params);
}

/** A SPEC text the app shares with the server (src/i18n/<language>/messages.ts). */
export function messageText(code: MessageCode): string {
  return say((catalogue) => catalogue.messages[code]);
}

/** The label of a bill row. */
export function billLabel(code: BillLabelCode, params?: Params): string {
  return say((catalogue) => catalogue.bill[code], params);
}

/** An amount in paise as the request's language writes rupees. */
export function serverRupees(paise: number): string {
  return formatterFor(currentRequestLanguage()).rupees(paise);
}

const VALIDATION = { en: validationEn.texts, hi: validationHi };

/** The words of a SPEC 5 field rule's problem (src/domain/validation). */
export function serverValidationText(problem: ValidationProblem): string {
  const language = currentRequestLanguage();
  return validationText(problem, VALIDATION[language], language);
}
