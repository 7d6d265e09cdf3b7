import { BRAND } from '@/domain/constants';
import { defineTexts } from '../texts';

/** The words of the seeded home content the server serves (banners, widgets, widget links, nav menu items and alerts by id). */
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
  widgets: {
    offers: { title: 'Offers and favourites' },
    explore: { title: 'Explore' },
  },
  links: {
    'everyday-value': { title: 'Everyday Value', subtitle: 'Pizzas at ₹99 and ₹199' },
    'full-menu': { title: 'Full menu', subtitle: 'Pizzas, sides, drinks and desserts' },
    deals: { title: 'Deals and coupons', subtitle: 'Save on today’s order' },
    rewards: { title: 'Pizza Pals rewards', subtitle: 'Earn points, get a free pizza' },
  },
  navMenu: {
    home: 'Home',
    menu: 'Menu',
    offers: 'Offers',
    edv: 'Everyday Value',
    'track-order': 'Track Order',
    orders: 'My Orders',
    wallet: `${BRAND} Wallet`,
    loyalty: 'Pizza Pals',
    train: 'Order on Train',
    profile: 'My Profile',
    feedback: 'Feedback',
    tnc: 'Terms & Conditions',
  },
  alerts: {
    'zero-contact': 'Zero-contact delivery is available on every order. Choose it at checkout.',
    'cod-paused': 'Cash on delivery is paused in a few areas. Pay online to order without delay.',
    'diwali-hours': 'Our stores close at 8 PM on Diwali evening.',
  },
});
