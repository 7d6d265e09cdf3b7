/** Seed home content: navigation menu, alerts, banners and the landing widgets. */
import type { BannerTarget, LinkActionCode } from '@/contract/codes';
import type { AlertItem, NavMenuItem, WidgetSummary } from '@/contract/content';
import contentEn from '@/i18n/en/content';

const { alerts: ALERT_TEXTS, banners: BANNER_TEXTS, navMenu: NAV_TEXTS, widgets: WIDGET_TEXTS, links: LINK_TEXTS } = contentEn.texts;

export const NAV_MENU: NavMenuItem[] = [
  { id: 'home', label: NAV_TEXTS.home, link: '/', requiresLogin: false },
  { id: 'menu', label: NAV_TEXTS.menu, link: '/menu', requiresLogin: false },
  { id: 'offers', label: NAV_TEXTS.offers, link: '/offers', requiresLogin: false },
  { id: 'edv', label: NAV_TEXTS.edv, link: '/edv', requiresLogin: false },
  { id: 'track-order', label: NAV_TEXTS['track-order'], link: '/trackOrder', requiresLogin: false },
  { id: 'orders', label: NAV_TEXTS.orders, link: '/orderHistory', requiresLogin: true },
  { id: 'wallet', label: NAV_TEXTS.wallet, link: '/wallet', requiresLogin: true },
  { id: 'loyalty', label: NAV_TEXTS.loyalty, link: '/pizzaLoyalty', requiresLogin: true },
  { id: 'train', label: NAV_TEXTS.train, link: '/deliverOnTrain', requiresLogin: false },
  { id: 'profile', label: NAV_TEXTS.profile, link: '/profile', requiresLogin: true },
  { id: 'feedback', label: NAV_TEXTS.feedback, link: '/uf', requiresLogin: false },
  { id: 'tnc', label: NAV_TEXTS.tnc, link: '/tnc', requiresLogin: false },
];

interface WidgetSeed extends WidgetSummary {
  title: string;
}

/** The landing's widgets in order: the offer banners, then links to the SPEC 2 link actions. */
export const WIDGETS: WidgetSeed[] = [
  { id: 'offers', label: 'offers', kind: 'banners', ...WIDGET_TEXTS.offers },
  { id: 'explore', label: 'explore', kind: 'links', ...WIDGET_TEXTS.explore },
];

interface WidgetLinkSeed {
  id: keyof typeof LINK_TEXTS;
  widgetId: string;
  action: LinkActionCode;
}

export const WIDGET_LINKS = (
  [
    { id: 'everyday-value', widgetId: 'explore', action: 'edv' },
    { id: 'full-menu', widgetId: 'explore', action: 'menu' },
    { id: 'deals', widgetId: 'explore', action: 'deals' },
    { id: 'rewards', widgetId: 'explore', action: 'reward' },
  ] satisfies WidgetLinkSeed[]
).map((link) => ({ ...link, ...LINK_TEXTS[link.id] }));

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
