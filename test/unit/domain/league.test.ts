import { describe, expect, it } from 'vitest';
import { COUNTRY_CODE, flagEmoji, LEAGUE_WEEK_MS, leagueWeekStart } from '@/domain/league';

const india = (local: string) => Date.parse(`${local}+05:30`);

describe('league week', () => {
  it('starts on Monday 00:00 India time, whatever the day and hour of the week', () => {
    const monday = india('2026-11-23T00:00:00');
    for (const at of ['2026-11-23T00:00:00', '2026-11-23T05:29:59', '2026-11-25T13:00:00', '2026-11-29T23:59:59.999']) {
      expect(leagueWeekStart(india(at)), at).toBe(monday);
    }
    expect(leagueWeekStart(monday - 1)).toBe(monday - LEAGUE_WEEK_MS);
    expect(leagueWeekStart(monday + LEAGUE_WEEK_MS)).toBe(monday + LEAGUE_WEEK_MS);
  });

  it('counts in India time, not UTC: Monday 02:00 IST is still Sunday in UTC', () => {
    expect(new Date(india('2026-11-23T02:00:00')).getUTCDay()).toBe(0);
    expect(leagueWeekStart(india('2026-11-23T02:00:00'))).toBe(india('2026-11-23T00:00:00'));
  });

  it('crosses a year like an ISO week', () => {
    expect(leagueWeekStart(india('2027-01-01T12:00:00'))).toBe(india('2026-12-28T00:00:00'));
  });
});

describe('country flags', () => {
  it('writes a country code as its flag', () => {
    expect(flagEmoji('IT')).toBe('🇮🇹');
    expect(flagEmoji('MX')).toBe('🇲🇽');
    expect(flagEmoji('US')).toBe('🇺🇸');
  });

  it('gives no flag for anything but two capital letters', () => {
    for (const code of ['', 'it', 'ITA', 'I', '12']) {
      expect(COUNTRY_CODE.test(code), code).toBe(false);
      expect(flagEmoji(code), code).toBe('');
    }
  });
});
