/**
 * The shape of the text catalogue. A namespace is the English texts of one screen or domain, written
 * once in `en/<name>.ts` with defineTexts; every other language fills the same keys in
 * `<language>/<name>.ts` with translate, so a missing or extra key fails the type check.
 */
import { LOCALES, type Language } from './languages';

/** Texts that depend on a count: Intl.PluralRules picks the form ('one' and 'other' in English and Hindi). */
export interface Plural {
  readonly one: string;
  readonly other: string;
}

/** One text: a sentence with optional `{param}` holes, or its plural forms. */
export type Text = string | Plural;

export interface TextTree {
  readonly [key: string]: Text | TextTree;
}

/** The English texts of one screen or domain, with the name its translations are found by. */
export interface Namespace<T extends TextTree> {
  readonly name: string;
  readonly texts: T;
}

/** The same keys as T with any words: what a translation of a namespace must hold. */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : T[K] extends Plural ? Plural : Translation<T[K]>;
};

export function defineTexts<const T extends TextTree>(name: string, texts: T): Namespace<T> {
  return { name, texts };
}

/** A translation of a namespace; the type parameter is the English namespace (`typeof en`). */
export function translate<N extends Namespace<TextTree>>(texts: Translation<N['texts']>): Translation<N['texts']> {
  return texts;
}

export function isPlural(text: Text | TextTree): text is Plural {
  return typeof text === 'object' && typeof text.one === 'string' && typeof text.other === 'string';
}

export type Params = Readonly<Record<string, string | number>>;

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralRule(language: Language): Intl.PluralRules {
  let rule = pluralRules.get(language);
  if (!rule) {
    rule = new Intl.PluralRules(LOCALES[language]);
    pluralRules.set(language, rule);
  }
  return rule;
}

/**
 * The words of a text with its holes filled: `{name}` takes params.name; a plural picks its form by
 * params.count. A hole without a param stays visible, so a forgotten param shows in tests.
 */
export function fill(text: Text, params: Params = {}, language: Language = 'en'): string {
  const sentence = isPlural(text) ? (pluralRule(language).select(Number(params.count ?? 0)) === 'one' ? text.one : text.other) : text;
  return sentence.replace(/\{(\w+)\}/g, (hole, key: string) => (key in params ? String(params[key]) : hole));
}
