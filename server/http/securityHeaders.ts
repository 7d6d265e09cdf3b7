/**
 * Security headers on every response (app pages and assets, API, sandbox pages): a Content-Security-Policy
 * that runs scripts only from this origin and loads map tiles only from the configured tile host,
 * frame-ancestors from the partner allow-list (SPEC 6 webviews may frame the app, payment step included),
 * nosniff, a strict Referrer-Policy and a Permissions-Policy that grants geolocation to the app alone.
 * A page that sets its own stricter policy (the sandbox pages) keeps it.
 */
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';

type PermissionsPolicy = NonNullable<NonNullable<Parameters<typeof secureHeaders>[0]>['permissionsPolicy']>;

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** The app asks for the device position (SPEC 4 location) and nothing else a browser guards. */
export const PERMISSIONS_POLICY: PermissionsPolicy = {
  geolocation: ['self'],
  camera: [],
  microphone: [],
  payment: [],
  usb: [],
  serial: [],
  hid: [],
  midi: [],
  magnetometer: [],
  gyroscope: [],
  accelerometer: [],
  displayCapture: [],
};

/** The scheme and host of a tile URL template; a `{s}` subdomain placeholder becomes a wildcard. */
export function tileSource(mapTileUrl: string): string {
  const origin = /^https?:\/\/[^/?#]+/i.exec(mapTileUrl)?.[0] ?? '';
  return origin.replace('{s}', '*');
}

export interface SecurityHeaderSettings {
  /** env MAP_TILE_URL. */
  mapTileUrl: string;
  /** env PARTNER_FRAME_ORIGINS: the partner origins that may frame the app. */
  partnerOrigins: readonly string[];
}

export function frameAncestors(partnerOrigins: readonly string[]): string[] {
  return ["'self'", ...partnerOrigins];
}

const CSP = 'Content-Security-Policy';

/** A page's own policy still answers to the partner allow-list for framing. */
function frameAncestorsOnPagePolicies(partnerOrigins: readonly string[]) {
  const directive = `frame-ancestors ${frameAncestors(partnerOrigins).join(' ')}`;
  return createMiddleware(async (c, next) => {
    await next();
    const policy = c.res.headers.get(CSP);
    if (policy !== null && !/(^|;)\s*frame-ancestors\b/i.test(policy)) c.res.headers.set(CSP, `${policy}; ${directive}`);
  });
}

export function securityHeaders({ mapTileUrl, partnerOrigins }: SecurityHeaderSettings) {
  const common = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // React and Leaflet set inline styles; the prerendered landing page inlines the first screen's styles.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', tileSource(mapTileUrl)],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: frameAncestors(partnerOrigins),
    },
    // frame-ancestors decides framing; X-Frame-Options cannot name partners.
    xFrameOptions: false,
    // Partner mini-apps and UPI intents may open windows that talk back.
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    referrerPolicy: REFERRER_POLICY,
    permissionsPolicy: PERMISSIONS_POLICY,
    overwrite: false,
  });
  const pages = frameAncestorsOnPagePolicies(partnerOrigins);
  return [common, pages] as const;
}
