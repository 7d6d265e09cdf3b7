/**
 * The words of every text the server writes (errors[0].displayMsg, header, btnMsg, bill labels), from the
 * same catalogue the app reads, in the language of the request being handled.
 */
import type { ValidationProblem } from '@/domain/validation';
import billEn from '@/i18n/en/bill';
import contentEn from '@/i18n/en/content';
import menuDataEn from '@/i18n/en/menuData';
import messagesEn, { type MessageCode } from '@/i18n/en/messages';
import paymentMethodsEn from '@/i18n/en/paymentMethods';
import serverEn from '@/i18n/en/server';
import billHi from '@/i18n/hi/bill';
import contentHi from '@/i18n/hi/content';
import menuDataHi from '@/i18n/hi/menuData';
import messagesHi from '@/i18n/hi/messages';
import paymentMethodsHi from '@/i18n/hi/paymentMethods';
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
  content: Translation<typeof contentEn.texts>;
  paymentMethods: Translation<typeof paymentMethodsEn.texts>;
  menuData: Translation<typeof menuDataEn.texts>;
}

const CATALOGUE: Record<Language, ServerCatalogue> = {
  en: {
    messages: messagesEn.texts,
    server: serverEn.texts,
    bill: billEn.texts,
    content: contentEn.texts,
    paymentMethods: paymentMethodsEn.texts,
    menuData: menuDataEn.texts,
  },
  hi: { messages: messagesHi, server: serverHi, bill: billHi, content: contentHi, paymentMethods: paymentMethodsHi, menuData: menuDataHi },
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

type ContentTexts = ServerCatalogue['content'];
export type BannerWords = ContentTexts['banners'][keyof ContentTexts['banners']];

/** A seeded banner's words in the request's language; undefined for a banner the catalogue does not know. */
export function bannerWords(id: string): BannerWords | undefined {
  const { banners } = CATALOGUE[currentRequestLanguage()].content;
  return id in banners ? banners[id as keyof ContentTexts['banners']] : undefined;
}

/** Picks the entry of `id` from a content table of the request's language; undefined for an id the catalogue does not know. */
function contentEntry<TKey extends keyof ContentTexts>(table: TKey, id: string): ContentTexts[TKey][keyof ContentTexts[TKey]] | undefined {
  const entries = CATALOGUE[currentRequestLanguage()].content[table];
  return id in entries ? entries[id as keyof typeof entries] : undefined;
}

/** A seeded landing widget's title in the request's language. */
export const widgetTitle = (id: string): string | undefined => contentEntry('widgets', id)?.title;

/** A seeded widget link's words in the request's language. */
export const widgetLinkWords = (id: string): { title: string; subtitle: string } | undefined => contentEntry('links', id);

/** A seeded nav menu item's label in the request's language. */
export const navMenuLabel = (id: string): string | undefined => contentEntry('navMenu', id);

/** A seeded alert's message in the request's language; undefined for an alert the catalogue does not know. */
export function alertMessage(id: string): string | undefined {
  const { alerts } = CATALOGUE[currentRequestLanguage()].content;
  return id in alerts ? alerts[id as keyof ContentTexts['alerts']] : undefined;
}

/** A seeded menu category's name in the request's language, by its slug; undefined for a category the catalogue does not know. */
export function categoryName(slug: string): string | undefined {
  const { categories } = CATALOGUE[currentRequestLanguage()].menuData;
  return slug in categories ? categories[slug as keyof typeof categories] : undefined;
}

/** A seeded product's description in the request's language, by its code; undefined for a product the catalogue does not know. */
export function productDescription(code: string): string | undefined {
  const { descriptions } = CATALOGUE[currentRequestLanguage()].menuData;
  return code in descriptions ? descriptions[code as keyof typeof descriptions] : undefined;
}

/** A payment method with its name in the request's language, by its payment id; a method the catalogue does not know keeps its stored name. */
export function namedInLanguage<M extends { paymentId: string; name: string }>(method: M): M {
  const names = CATALOGUE[currentRequestLanguage()].paymentMethods;
  return method.paymentId in names ? { ...method, name: names[method.paymentId as keyof typeof names] } : method;
}

/** An amount in paise as the request's language writes rupees. */
export function serverRupees(paise: number): string {
  return formatterFor(currentRequestLanguage()).rupees(paise);
}

/** A time of day in India as the request's language writes it ('7:45 pm'). */
export function serverTime(at: number): string {
  return formatterFor(currentRequestLanguage()).time(at);
}

const VALIDATION = { en: validationEn.texts, hi: validationHi };

/** The words of a SPEC 5 field rule's problem (src/domain/validation). */
export function serverValidationText(problem: ValidationProblem): string {
  const language = currentRequestLanguage();
  return validationText(problem, VALIDATION[language], language);
}
