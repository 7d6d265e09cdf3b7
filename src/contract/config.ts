/** Site and app configuration (SPEC 3 Config, SPEC 9 values). */
import { z } from 'zod';
import { APP_CONFIG_DEFAULTS, type AppConfigDefaults } from '@/domain/constants';

/** GET config: SPEC 3 Config. `features` is a JSON string, as in SPEC. */
export const configResponse = z.object({
  disableCookies: z.boolean(),
  vendorConfig: z.object({
    blockedFeatures: z.array(z.string()),
    partners: z.record(z.string(), z.object({ blockedFeatures: z.array(z.string()) })),
  }),
  features: z.string(),
  isDefaultWalletApplied: z.boolean(),
  /** Map tile URL template with {z}, {x}, {y} (server setting MAP_TILE_URL); maps work without tiles. */
  mapTileUrl: z.string(),
});
export type ConfigResponse = z.infer<typeof configResponse>;

const spec9Values = Object.fromEntries(Object.keys(APP_CONFIG_DEFAULTS).map((key) => [key, z.number()])) as {
  [K in keyof AppConfigDefaults]: z.ZodNumber;
};

/** GET appConfig: SPEC 9 defaults plus the feature switches the app reads. */
export const appConfig = z.object({
  ...spec9Values,
  luhnCheckEnabled: z.boolean(),
  uaTrackingEnabled: z.boolean(),
  offersConfettiEnabled: z.boolean(),
  blacklistedPaymentMethods: z.array(z.string()),
  codOtpAboveAmount: z.number(),
  codOtpFirstCashOrder: z.boolean(),
});
export type AppConfig = z.infer<typeof appConfig>;
