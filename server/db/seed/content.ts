/** Seed home content: navigation menu, alerts and banners. */
import type { BannerTarget } from '@/contract/codes';
import type { AlertItem, NavMenuItem } from '@/contract/content';
import { BRAND } from '@/domain/constants';

export const NAV_MENU: NavMenuItem[] = [
  { id: 'home', label: 'Home', link: '/', requiresLogin: false },
  { id: 'menu', label: 'Menu', link: '/menu', requiresLogin: false },
  { id: 'offers', label: 'Offers', link: '/offers', requiresLogin: false },
  { id: 'edv', label: 'Everyday Value', link: '/edv', requiresLogin: false },
  { id: 'track-order', label: 'Track Order', link: '/trackOrder', requiresLogin: false },
  { id: 'orders', label: 'My Orders', link: '/orderHistory', requiresLogin: true },
  { id: 'wallet', label: `${BRAND} Wallet`, link: '/wallet', requiresLogin: true },
  { id: 'loyalty', label: 'Pizza Pals', link: '/pizzaLoyalty', requiresLogin: true },
  { id: 'train', label: 'Order on Train', link: '/deliverOnTrain', requiresLogin: false },
  { id: 'profile', label: 'My Profile', link: '/profile', requiresLogin: true },
  { id: 'feedback', label: 'Feedback', link: '/uf', requiresLogin: false },
  { id: 'tnc', label: 'Terms & Conditions', link: '/tnc', requiresLogin: false },
];

export interface AlertSeed extends AlertItem {
  activeFrom: Date;
  activeUntil: Date | null;
}

export const ALERTS: AlertSeed[] = [
  {
    id: 'zero-contact',
    message: 'Zero-contact delivery is available on every order. Choose it at checkout.',
    severity: 'info',
    activeFrom: new Date('2024-01-01T00:00:00+05:30'),
    activeUntil: null,
  },
  {
    id: 'cod-paused',
    message: 'Cash on delivery is paused in a few areas. Pay online to order without delay.',
    severity: 'warning',
    activeFrom: new Date('2024-01-01T00:00:00+05:30'),
    activeUntil: null,
  },
  {
    id: 'diwali-hours',
    message: 'Our stores close at 8 PM on Diwali evening.',
    severity: 'info',
    activeFrom: new Date('2024-10-31T00:00:00+05:30'),
    activeUntil: new Date('2024-11-02T00:00:00+05:30'),
  },
];

interface BannerSeed {
  id: string;
  title: string;
  subtitle: string;
  altText: string;
  target: BannerTarget;
}

export const bannerImage = (id: string) => `/images/banners/${id}.svg`;

export const BANNERS: BannerSeed[] = [
  { id: 'edv', title: 'Everyday Value', subtitle: 'Any 2 medium pizzas at ₹199 each', altText: 'Two pizzas beside a price tag', target: 'edv' },
  { id: 'offers', title: 'Offers for you', subtitle: 'Fresh coupons and deals every day', altText: 'A coupon with a percent sign', target: 'offers' },
  { id: 'irctc', title: 'Pizza on your train seat', subtitle: 'Order with your PNR at stations on your route', altText: 'A train carrying a pizza box', target: 'irctc' },
  { id: 'bestsellers', title: 'Bestsellers', subtitle: 'The pizzas India orders most', altText: 'A pizza with a gold star', target: 'favourite' },
  { id: 'world-pizza-league', title: 'World Pizza League', subtitle: 'Pizzas inspired by kitchens around the world', altText: 'A football beside a pizza', target: 'world cup' },
  { id: 'leaderboard', title: 'League leaderboard', subtitle: 'See which city is winning this week', altText: 'A trophy on a podium', target: 'leaderboard' },
  { id: 'essentials', title: 'Daily Essentials', subtitle: 'Cheese, bread and seasonings, delivered', altText: 'A grocery basket with bread and cheese', target: 'essentials' },
  { id: 'hygiene', title: 'Safe and hygienic', subtitle: 'Sanitised kitchens and zero-contact delivery', altText: 'A shield with a tick', target: 'hygiene' },
];
