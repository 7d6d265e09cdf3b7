/** Seed home content: navigation menu, alerts and banners. */
import type { BannerTarget } from '@/contract/codes';
import type { AlertItem, NavMenuItem } from '@/contract/content';
import { BRAND } from '@/domain/constants';
import contentEn from '@/i18n/en/content';

const { alerts: ALERT_TEXTS, banners: BANNER_TEXTS } = contentEn.texts;

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
    message: ALERT_TEXTS['zero-contact'],
    severity: 'info',
    activeFrom: new Date('2024-01-01T00:00:00+05:30'),
    activeUntil: null,
  },
  {
    id: 'cod-paused',
    message: ALERT_TEXTS['cod-paused'],
    severity: 'warning',
    activeFrom: new Date('2024-01-01T00:00:00+05:30'),
    activeUntil: null,
  },
  {
    id: 'diwali-hours',
    message: ALERT_TEXTS['diwali-hours'],
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
  { id: 'edv', ...BANNER_TEXTS.edv, target: 'edv' },
  { id: 'offers', ...BANNER_TEXTS.offers, target: 'offers' },
  { id: 'irctc', ...BANNER_TEXTS.irctc, target: 'irctc' },
  { id: 'bestsellers', ...BANNER_TEXTS.bestsellers, target: 'favourite' },
  { id: 'world-pizza-league', ...BANNER_TEXTS['world-pizza-league'], target: 'world cup' },
  { id: 'leaderboard', ...BANNER_TEXTS.leaderboard, target: 'leaderboard' },
  { id: 'essentials', ...BANNER_TEXTS.essentials, target: 'essentials' },
  { id: 'hygiene', ...BANNER_TEXTS.hygiene, target: 'hygiene' },
];
