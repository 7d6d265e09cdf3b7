/** Numbers, rupees, dates and times as each language writes them: through Intl (en-IN, hi-IN), rupees by hand. */
import { formatRupees } from '@/domain/money';
import { LOCALES, type Language } from './languages';

const INDIA_TIME_ZONE = 'Asia/Kolkata';

type Cache = Map<string, Intl.NumberFormat | Intl.DateTimeFormat>;
const formats: Cache = new Map();

function numberFormat(language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n:${language}:${JSON.stringify(options)}`;
  let format = formats.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], options);
    formats.set(key, format);
  }
  return format;
}

function dateFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d:${language}:${JSON.stringify(options)}`;
  let format = formats.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], { timeZone: INDIA_TIME_ZONE, ...options });
    formats.set(key, format);
  }
  return format;
}

export interface Formatter {
  /** '1,299' (Indian grouping). */
  number(value: number): string;
  /** An amount in paise: '₹ 199', '₹ 1,299', '₹ 10.50', a no-break space after the sign. */
  rupees(paise: number): string;
  /** A day in India time: '12 Mar 2025' / '12 मार्च 2025'. */
  date(at: number | Date): string;
  /** A time of day in India time: '7:45 pm' / '7:45 pm'. */
  time(at: number | Date): string;
  /** Day and time in India time. */
  dateTime(at: number | Date): string;
}

export function formatterFor(language: Language): Formatter {
  return {
    number: (value) => numberFormat(language, { maximumFractionDigits: 2 }).format(value),
    // en-IN and hi-IN write rupees alike (Latin digits, Indian grouping).
    rupees: formatRupees,
    date: (at) => dateFormat(language, { day: 'numeric', month: 'short', year: 'numeric' }).format(at),
    time: (at) => dateFormat(language, { hour: 'numeric', minute: '2-digit' }).format(at),
    dateTime: (at) =>
      dateFormat(language, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(at),
  };
}
