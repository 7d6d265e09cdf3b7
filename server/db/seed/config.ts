/** Seed configuration: SPEC 9 app config defaults plus switches, and the SPEC 3 site Config. */
import type { AppConfig, ConfigResponse } from '@/contract/config';
import { DEFAULT_APP_CONFIG } from '@/domain/constants';

export const APP_CONFIG: AppConfig = DEFAULT_APP_CONFIG;

/** SPEC 6: features blocked inside the payments mini-app. */
const PAYMENTS_MINI_APP_BLOCKED = [
  'irctc',
  'feedback',
  'deals_and_offer',
  'deliver_on_train',
  'wallet',
  'support',
  'logout',
  'offers',
  'showAppBanner',
  'everyday_value_offer',
  'edv',
];
/** SPEC 6 leaves other vendors' lists to config; the card-wallet app hides our wallet and rail ordering. */
const CARD_WALLET_MINI_APP_BLOCKED = ['wallet', 'irctc', 'deliver_on_train'];

export interface SiteConfigSeed extends Omit<ConfigResponse, 'features' | 'mapTileUrl'> {
  features: Record<string, unknown>;
}

export const SITE_CONFIG: SiteConfigSeed = {
  disableCookies: false,
  vendorConfig: {
    blockedFeatures: [],
    partners: {
      'payments-app': { blockedFeatures: PAYMENTS_MINI_APP_BLOCKED },
      'card-wallet-app': { blockedFeatures: CARD_WALLET_MINI_APP_BLOCKED },
    },
  },
  features: { loyalty: true, irctc: true, edv: true, spinTheWheel: true, feedback: true, hindi: false },
  // SPEC 9: default wallet off.
  isDefaultWalletApplied: false,
};
