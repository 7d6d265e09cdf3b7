/**
 * The wire contract between src/api and server/: paths and JSON shapes.
 * SPEC 7 names endpoints without paths; these are ours. Both sides import this file.
 */
import type { AppConfigDefaults } from '@/domain/constants';

export const API_PREFIX = '/api/v1';

export const PATHS = {
  config: `${API_PREFIX}/config`,
  appConfig: `${API_PREFIX}/app-config`,
  navMenu: `${API_PREFIX}/nav-menu`,
  alerts: `${API_PREFIX}/alerts`,
  widgets: `${API_PREFIX}/widgets`,
  anonymousUser: `${API_PREFIX}/users/anonymous`,
  refreshAnonymousToken: `${API_PREFIX}/token/refresh/anonymous`,
  refreshToken: `${API_PREFIX}/token/refresh`,
  usageTracking: `${API_PREFIX}/tracking`,
} as const;

/** SPEC 8: one error shape for every failure: `errors[0]`. */
export interface ErrorItem {
  code: string;
  displayMsg: string;
  description?: string;
  header?: string;
  btnMsg?: string;
}
export interface ErrorBody {
  errors: ErrorItem[];
}

/** SPEC 3: user credentials. Access tokens are signed and expire at `expiresAt` (epoch ms). */
export interface Credentials {
  accessKeyId: string;
  sessionToken: string;
  accessToken: string;
  refreshToken: string;
  secretKey: string;
  expiresAt: number;
}

/** POST anonymousUser and POST refreshAnonymousToken answer this. */
export interface AnonymousSession {
  userId: string;
  credentials: Credentials;
}

/** Body of POST refreshAnonymousToken. */
export interface RefreshAnonymousBody {
  refreshToken: string;
}

/** SPEC 7: body of POST refreshToken (logged in); userId and refreshToken also travel as headers. */
export interface RefreshTokenBody {
  userId: string;
  refreshToken: string;
}

/** POST refreshToken answers this; SPEC 7 also names login attributes, which the login issue adds. */
export interface RefreshTokenResponse {
  credentials: Credentials;
}

/** GET config: SPEC 3 Config. `features` is a JSON string, as in SPEC. */
export interface ConfigResponse {
  disableCookies: boolean;
  vendorConfig: { blockedFeatures: string[]; partners: Record<string, { blockedFeatures: string[] }> };
  features: string;
  isDefaultWalletApplied: boolean;
}

/** GET appConfig: SPEC 9 defaults plus switches later issues read. */
export type AppConfig = { -readonly [K in keyof AppConfigDefaults]: number } & {
  luhnCheckEnabled: boolean;
  uaTrackingEnabled: boolean;
  offersConfettiEnabled: boolean;
  blacklistedPaymentMethods: string[];
};

export interface NavMenuItem {
  id: string;
  label: string;
  /** An app route (starts with '/') or an external https URL. */
  link: string;
  requiresLogin: boolean;
}
export interface NavMenuResponse {
  items: NavMenuItem[];
}

export interface AlertItem {
  id: string;
  message: string;
  severity: 'info' | 'warning';
}
export interface AlertsResponse {
  alerts: AlertItem[];
}

/** SPEC 2 banner targets. */
export const BANNER_TARGETS = [
  'hygiene',
  'edv',
  'irctc',
  'favourite',
  'offers',
  'world cup',
  'leaderboard',
  'essentials',
] as const;
export type BannerTarget = (typeof BANNER_TARGETS)[number];

export interface Banner {
  id: string;
  title: string;
  subtitle: string;
  /** Path of the project's own image, e.g. /images/banners/edv.svg */
  image: string;
  altText: string;
  target: BannerTarget;
}
export interface WidgetsResponse {
  banners: Banner[];
}

/** SPEC 7 usage tracking, action SAVE_UA_TRACKING. */
export interface UsageTrackingBody {
  data: {
    userAgent: string;
    platform: 'PWA';
    userId: string;
    timestamp: number;
    pageName: string;
    referrer: string;
    action: 'SAVE_UA_TRACKING';
    actionType: string;
    properties: Record<string, string | number | boolean>;
  };
}
