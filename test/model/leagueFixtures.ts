/** World Pizza League answers for the machine, model and screen tests. */
import type { LeagueEntry, LeagueResponse } from '@/contract/league';

/** Monday 23 November 2026, 00:00 India time. */
export const WEEK_START = Date.parse('2026-11-23T00:00:00+05:30');

const entry = (rank: number, productId: number, name: string, country: string | null, ordersThisWeek: number): LeagueEntry => ({
  rank,
  productId,
  name,
  image: `/images/menu/piz-${productId}.svg`,
  foodType: productId < 200 ? 'VEG' : 'NON_VEG',
  country,
  ordersThisWeek,
});

export const RANKED_LEAGUE: LeagueResponse = {
  categoryId: 51,
  weekStart: WEEK_START,
  entries: [
    entry(1, 208, 'American BBQ Smokehouse', 'US', 4),
    entry(2, 110, 'Italian Garden Pesto', 'IT', 1),
    entry(3, 109, 'Mexican Fiesta Veg', 'MX', 0),
    entry(4, 205, 'Chicken Pepperoni Classic', null, 0),
  ],
};

export const QUIET_LEAGUE: LeagueResponse = {
  categoryId: 51,
  weekStart: WEEK_START,
  entries: [
    entry(1, 109, 'Mexican Fiesta Veg', 'MX', 0),
    entry(2, 110, 'Italian Garden Pesto', 'IT', 0),
    entry(3, 205, 'Chicken Pepperoni Classic', 'US', 0),
    entry(4, 208, 'American BBQ Smokehouse', 'US', 0),
  ],
};
