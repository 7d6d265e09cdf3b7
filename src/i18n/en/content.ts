import { defineTexts } from '../texts';

/** The words of the seeded home content the server serves (banners by id, alerts by id). */
export default defineTexts('content', {
  banners: {
    edv: { title: 'Everyday Value', subtitle: 'Any 2 medium pizzas at ₹199 each', altText: 'Two pizzas beside a price tag' },
    offers: { title: 'Offers for you', subtitle: 'Fresh coupons and deals every day', altText: 'A coupon with a percent sign' },
    irctc: {
      title: 'Pizza on your train seat',
      subtitle: 'Order with your PNR at stations on your route',
      altText: 'A train carrying a pizza box',
    },
    bestsellers: { title: 'Bestsellers', subtitle: 'The pizzas India orders most', altText: 'A pizza with a gold star' },
    'world-pizza-league': {
      title: 'World Pizza League',
      subtitle: 'Pizzas inspired by kitchens around the world',
      altText: 'A football beside a pizza',
    },
    leaderboard: { title: 'League leaderboard', subtitle: 'See which pizza is winning this week', altText: 'A trophy on a podium' },
    essentials: {
      title: 'Daily Essentials',
      subtitle: 'Cheese, bread and seasonings, delivered',
      altText: 'A grocery basket with bread and cheese',
    },
    hygiene: { title: 'Safe and hygienic', subtitle: 'Sanitised kitchens and zero-contact delivery', altText: 'A shield with a tick' },
  },
  alerts: {
    'zero-contact': 'Zero-contact delivery is available on every order. Choose it at checkout.',
    'cod-paused': 'Cash on delivery is paused in a few areas. Pay online to order without delay.',
    'diwali-hours': 'Our stores close at 8 PM on Diwali evening.',
  },
});
