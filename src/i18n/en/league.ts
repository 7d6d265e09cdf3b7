/** Texts of the World Pizza League page (SPEC 2 /worldPizzaLeague). */
import { defineTexts } from '../texts';

export default defineTexts('league', {
  documentTitle: 'World Pizza League · Slice',
  heading: 'World Pizza League',
  intro: 'Pizzas from kitchens around the world, ranked by how many were ordered this week.',
  week: 'Week from Monday {date}',
  loading: 'Loading the league',
  loadFailedTitle: 'We could not load the league',
  retry: 'Try again',
  empty: 'No league pizza has been ordered yet this week. Order yours and put it on top!',
  listLabel: 'League ranking',
  rank: 'Rank {rank}',
  from: 'From {country}',
  ordersThisWeek: { one: '{count} order this week', other: '{count} orders this week' },
  foodTypes: { VEG: 'Veg', NON_VEG: 'Non-veg' },
  order: 'Order',
  orderLabel: 'Order {name}',
  menuLink: 'See the league on the menu',
});
