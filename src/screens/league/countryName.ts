/** A country's name in the customer's language, from its ISO 3166-1 alpha-2 code, through Intl.DisplayNames. */
const names = new Map<string, Intl.DisplayNames>();

export function countryName(country: string, locale: string): string {
  let format = names.get(locale);
  if (!format) {
    format = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    names.set(locale, format);
  }
  return format.of(country) ?? country;
}
