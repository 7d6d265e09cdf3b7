/**
 * Security headers. Every document the browser may show or run (app pages, sandbox pages, SVG images, PDF
 * invoices, the service worker) gets them all: a Content-Security-Policy that runs scripts only from this origin
 * and loads map tiles only from the configured tile host, frame-ancestors from the partner allow-list (SPEC 6
 * webviews may frame the app, payment step included), nosniff, a strict Referrer-Policy and a Permissions-Policy
 * that grants geolocation to the app alone. A page that sets its own stricter policy (the sandbox pages) keeps it.
 * API answers get a policy that lets them run and show nothing. The app's module chunks, stylesheets, raster
 * images and fonts, which a browser never treats as a document, and answers without a body keep only the headers
 * that apply to them: the rest is a kilobyte of headers per file, sent uncompressed, on each of the dozens of
 * files a screen loads.
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

/** Headers a browser reads only on a document or a worker. */
const DOCUMENT_ONLY_HEADERS = [
  CSP,
  'Permissions-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];

/** An API answer is data: nothing in it may run, load or be framed, should it ever be opened as a page. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The app's build chunks: module scripts and stylesheets under /assets/. The app starts no worker from there (a
 * worker's policy is its own response's: sw.js lives at the root and keeps the full set).
 */
const ASSET_CHUNK = /^\/assets\/[^/]+\.(?:js|css)$/;
const SCRIPT_OR_STYLE_TYPE = /^(?:text\/javascript|text\/css)\b/;
/** Files that are never a document: images a browser only decodes, and fonts. SVG can hold script, so it is not one. */
const PASSIVE_TYPE = /^(?:image\/(?:png|jpeg|webp|avif|gif|x-icon|vnd\.microsoft\.icon)|font\/)/;
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/;

/** What a response is to the browser: a page or worker, something it never shows or runs as one, or API data. */
type Kind = 'document' | 'inert' | 'data';

function kindOf(path: string, contentType: string): Kind {
  if (JSON_TYPE.test(contentType) && !contentType.startsWith('application/manifest')) return 'data';
  // No body (a 304, a 204): a 304 leaves the browser the headers of the answer it revalidated.
  if (contentType === '') return 'inert';
  if ((ASSET_CHUNK.test(path) && SCRIPT_OR_STYLE_TYPE.test(contentType)) || PASSIVE_TYPE.test(contentType)) return 'inert';
  return 'document';
}

/** Runs after the common headers are set (it is registered before them): trims them to what the response is. */
function headersByKind() {
  return createMiddleware(async (c, next) => {
    await next();
    const kind = kindOf(c.req.path, c.res.headers.get('Content-Type') ?? '');
    if (kind === 'document') return;
    for (const header of DOCUMENT_ONLY_HEADERS) c.res.headers.delete(header);
    if (kind === 'data') c.res.headers.set(CSP, API_POLICY);
  });
}

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
  return [headersByKind(), common, pages] as const;
}
