import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants as zlib } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { prerenderLanding } from './scripts/prerenderPlugin';
import { LANDING_DOCUMENT, SHELL_DOCUMENT } from './src/contract/documents';
import { SEO_FOLDER } from './src/contract/seo';

export const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@machines': fileURLToPath(new URL('./machines', import.meta.url)),
  '@server': fileURLToPath(new URL('./server', import.meta.url)),
};

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const aliasEntries = Object.entries(alias).map(([find, replacement]) => ({ find, replacement }));

/** Colours of src/styles/tokens.css (--color-brand, --color-bg) for the manifest and browser chrome. */
const THEME_COLOR = '#c8321e';
const BACKGROUND_COLOR = '#fff8f3';

/** Screens reached only on demand and never needed offline: their chunks stay out of the precache. */
const NOT_PRECACHED_SCREENS = [/\/src\/screens\/machines\//];

/**
 * Finds the chunks reachable only through a NOT_PRECACHED_SCREENS dynamic import (the QA route and
 * mermaid), so the service worker precaches the shell without megabytes of diagram code.
 */
function onDemandChunks(): { plugin: Plugin; urls: Set<string> } {
  const urls = new Set<string>();
  const plugin: Plugin = {
    name: 'slice:on-demand-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const isOnDemandScreen = (file: string) => {
        const id = byFile.get(file)?.facadeModuleId ?? '';
        return NOT_PRECACHED_SCREENS.some((pattern) => pattern.test(id));
      };
      const reached = new Set<string>();
      const visit = (file: string) => {
        const chunk = byFile.get(file);
        if (!chunk || reached.has(file)) return;
        reached.add(file);
        chunk.imports.forEach(visit);
        chunk.dynamicImports.filter((dynamic) => !isOnDemandScreen(dynamic)).forEach(visit);
      };
      chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => visit(chunk.fileName));
      urls.clear();
      for (const chunk of chunks) if (!reached.has(chunk.fileName)) urls.add(chunk.fileName);
    },
  };
  return { plugin, urls };
}

const onDemand = onDemandChunks();

/** GET answers of the catalogue (src/contract/paths.ts) the service worker keeps for offline use. */
const CATALOGUE_API =
  /\/api\/v1\/(?:config|app-config|nav-menu|alerts|widgets(?:\/[^/?]+)?|stores\/[^/?]+\/(?:menu|toppings|edv(?:\/mix-match)?))(?:\?|$)/;
/** Our images never change under one URL (server/http/static.ts serves them immutable). */
const IMAGE_CACHE_SECONDS = 30 * 24 * 60 * 60;

/** Text files the server sends precompressed (server/http/static.ts picks the variant the browser accepts). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed copy saves less than its headers cost. */
const COMPRESS_FROM_BYTES = 1024;

/** The app behind the entry, and the header and machine seam every screen uses. */
const BOOT_ROOTS = ['./src/app/boot.tsx', './src/app/AppHeader/index.ts', './src/app/machineLogic.tsx'].map((path) =>
  fileURLToPath(new URL(path, import.meta.url)),
);

/** Layers below the machines (they import no machine and no UI), each a folder of src/. */
const LOWER_LAYERS = ['api', 'contract', 'domain', 'i18n'].map((folder) => fromRoot(`./src/${folder}/`));
const MACHINES_DIR = fromRoot('./machines/');

/** The chunks of what the boot roots import statically, by layer, in the order the entry evaluates them. */
type BootStage = 'vendor' | 'core' | 'root-machines' | 'boot';

const stageOf = (id: string): BootStage => {
  if (id.includes('/node_modules/')) return 'vendor';
  if (LOWER_LAYERS.some((folder) => id.startsWith(folder))) return 'core';
  return id.startsWith(MACHINES_DIR) ? 'root-machines' : 'boot';
};

/**
 * What the boot roots import statically goes into four chunks by layer, which the entry evaluates one per task
 * (src/app/main.tsx): the libraries (`vendor`), the layers below the machines (`core`), the machines
 * (`root-machines`), and the app (`boot`). A few large files compress better than a dozen small shared
 * chunks, and no one evaluation holds the main thread long. The module graph is read once per chunking pass.
 */
function bootChunkName(stage: BootStage): (id: string, context: Rolldown.ChunkingContext) => string | null {
  return (id, context) => {
    let boot = bootClosures.get(context);
    if (!boot) bootClosures.set(context, (boot = bootClosure(context)));
    return boot.has(id) && stageOf(id) === stage ? stage : null;
  };
}

const bootClosures = new WeakMap<Rolldown.ChunkingContext, Set<string>>();

/** The modules `roots` import statically, the roots included. */
function staticClosure(context: Rolldown.ChunkingContext, roots: string[]): Set<string> {
  const reached = new Set<string>();
  const visit = (id: string) => {
    if (reached.has(id)) return;
    reached.add(id);
    context.getModuleInfo(id)?.importedIds.forEach(visit);
  };
  roots.forEach(visit);
  return reached;
}

const bootClosure = (context: Rolldown.ChunkingContext) => staticClosure(context, BOOT_ROOTS);

const LANDING_SCREEN = fromRoot('./src/screens/landing/LandingScreen.tsx');
const OWN_CODE = [fromRoot('./src/'), MACHINES_DIR];

/**
 * Our modules that several screens share (`minShareCount` below), beyond the boot chunks and the landing screen's own: one chunk
 * (and one stylesheet) rather than a dozen small ones, each of which a phone on a slow network pays a round
 * trip for.
 */
function sharedScreensChunkName(): (id: string, context: Rolldown.ChunkingContext) => string | null {
  const kept = new WeakMap<Rolldown.ChunkingContext, Set<string>>();
  return (id, context) => {
    if (!OWN_CODE.some((folder) => id.startsWith(folder))) return null;
    let elsewhere = kept.get(context);
    if (!elsewhere) kept.set(context, (elsewhere = staticClosure(context, [...BOOT_ROOTS, LANDING_SCREEN])));
    return elsewhere.has(id) ? null : 'screens-shared';
  };
}

/**
 * react-router's package exports point only at its development build (unminified, with dev checks);
 * the production build it ships beside it is what customers should download.
 */
const REACT_ROUTER_PRODUCTION = fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url));

const buildAliases = [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }, ...aliasEntries];

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    onDemand.plugin,
    prerenderLanding({
      entry: fromRoot('./src/app/prerender.tsx'),
      screen: fromRoot('./src/screens/landing/LandingScreen.tsx'),
      routes: fromRoot('./src/app/routes.tsx'),
      srcDir: fromRoot('./src'),
      alias: buildAliases,
    }),
    compression({
      include: COMPRESSIBLE,
      threshold: COMPRESS_FROM_BYTES,
      algorithms: [
        defineAlgorithm('gzip', { level: 9 }),
        defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
      ],
      logLevel: 'silent',
    }),
    VitePWA({
      strategies: 'generateSW',
      // SPEC 4: a service worker update activates at once.
      registerType: 'autoUpdate',
      injectRegister: false,
      // The glob below already precaches the icons; the plugin adds manifest.webmanifest itself.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Slice — Pizza delivery',
        short_name: 'Slice',
        description: 'Order hot pizza for delivery, takeaway, dine-in, Drive-n-Pick or to your train seat.',
        lang: 'en-IN',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        categories: ['food', 'shopping'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        // The SEO documents too (src/app/SeoTags.tsx), so the tags follow the routes offline.
        globPatterns: ['**/*.{js,css,html,svg,png,ico}', `${SEO_FOLDER}/*.json`],
        // The prerendered landing page is for a first visit from the network; under the service worker every
        // route, the landing page included, starts from the shell and renders in the customer's language.
        globIgnores: [LANDING_DOCUMENT],
        directoryIndex: SHELL_DOCUMENT,
        navigateFallback: SHELL_DOCUMENT,
        // The API and the post-order area (a full page load, SPEC 2) are never answered with the shell.
        navigateFallbackDenylist: [/^\/api\//, /^\/postorder-ui\//],
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          // The catalogue (config, content, a store's menu, toppings and deals): shown at once from the last
          // answer, refreshed behind it, and there offline.
          {
            urlPattern: CATALOGUE_API,
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'slice-catalogue', expiration: { maxEntries: 60 }, cacheableResponse: { statuses: [200] } },
          },
          {
            urlPattern: /\/images\//,
            handler: 'CacheFirst',
            options: {
              cacheName: 'slice-images',
              expiration: { maxEntries: 300, maxAgeSeconds: IMAGE_CACHE_SECONDS },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
        manifestTransforms: [
          async (entries) => {
            const seen = new Set<string>();
            const manifest = entries.filter((entry) => {
              if (onDemand.urls.has(entry.url) || seen.has(entry.url)) return false;
              seen.add(entry.url);
              return true;
            });
            return { manifest, warnings: [] };
          },
        ],
      },
    }),
  ],
  build: {
    // Lazy chunks fetch their own imports; the table of every chunk's dependencies would weigh on the entry.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The entry uses Vite's preload helper to load the app after the first paint: it must not pull the app in.
            { name: 'preload-helper', test: /vite\/preload-helper/, priority: 6 },
            // React's renderer, evaluated by the entry in a task before the app's (src/app/main.tsx).
            { name: 'react-dom', test: /node_modules\/(react|react-dom|scheduler)\//, priority: 5 },
            // Each stage's group takes its own modules first; the next one's dependencies are already taken.
            { name: bootChunkName('vendor'), priority: 4 },
            { name: bootChunkName('core'), priority: 3 },
            { name: bootChunkName('root-machines'), priority: 2 },
            { name: bootChunkName('boot'), priority: 1 },
            // From three screens: a screen route loads its own chunk and this one (the menu 4 files, not 13).
            { name: sharedScreensChunkName(), minShareCount: 3, priority: 0 },
          ],
        },
      },
    },
  },
  resolve: {
    alias: command === 'build' ? buildAliases : alias,
  },
}));
