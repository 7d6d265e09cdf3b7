/** World Pizza League rules shared by the server and the app: the league week in India time, countries and their flags. */
import { INDIA_UTC_OFFSET_MINUTES, MS_PER_DAY, MS_PER_MINUTE } from './time';

const DAYS_PER_WEEK = 7;
/** Date#getUTCDay numbers Sunday 0; an ISO week starts on Monday. */
const MONDAY = 1;
const INDIA_OFFSET_MS = INDIA_UTC_OFFSET_MINUTES * MS_PER_MINUTE;

/** One league week: an ISO week, Monday 00:00 to the next Monday 00:00 India time. */
export const LEAGUE_WEEK_MS = DAYS_PER_WEEK * MS_PER_DAY;

/** ISO 3166-1 alpha-2: two capital letters ('IT', 'MX'). */
export const COUNTRY_CODE = /^[A-Z]{2}$/;

/** Epoch ms of the Monday 00:00 India time that starts the ISO week holding `at`. */
export function leagueWeekStart(at: number): number {
  const local = at + INDIA_OFFSET_MS;
  const dayStart = Math.floor(local / MS_PER_DAY) * MS_PER_DAY;
  const daysSinceMonday = (new Date(dayStart).getUTCDay() - MONDAY + DAYS_PER_WEEK) % DAYS_PER_WEEK;
  return dayStart - daysSinceMonday * MS_PER_DAY - INDIA_OFFSET_MS;
}

const REGIONAL_INDICATOR_A = 0x1f1e6;
const LETTER_A = 'A'.charCodeAt(0);

/** The flag emoji of a country code ('IT' -> 🇮🇹): its two letters as regional indicator symbols; '' for anything else. */
export function flagEmoji(country: string): string {
  if (!COUNTRY_CODE.test(country)) return '';
  return String.fromCodePoint(...[...country].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - LETTER_A));
}
