/**
 * Build step: the landing page's real HTML goes into index.html, so the first screen paints before the
 * JavaScript arrives, and the client hydrates it (src/app/boot.tsx). A server-side build of
 * src/app/prerender.tsx draws the page; the styles the first screen needs are inlined (no render-blocking
 * stylesheet) and its screen chunks are preloaded once it has painted. Every other app route gets the shell document, the same page
 * without the landing markup, which the client renders from scratch.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Alias, type Plugin, type Rolldown } from 'vite';
import { readFile } from 'node:fs/promises';
import { APP_PRELOADS_TEMPLATE_ID, ROUTE_PRELOADS_DOCUMENT, SHELL_DOCUMENT, type RoutePreload } from '../src/contract/documents';
import { SEO_FOLDER, type SeoDocument, type SeoTags } from '../src/contract/seo';
import { DEFAULT_LANGUAGE } from '../src/i18n/languages';

/** The attribute on #root naming the path its markup was prerendered for. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

interface PrerenderOptions {
  /** The module exporting `prerenderLanding()` and `PRERENDERED_PATH`. */
  entry: string;
  /** The screen module whose chunk draws the prerendered route. */
  screen: string;
  /** The module whose `SCREENS` table lazily imports each screen (src/app/routes.tsx). */
  routes: string;
  /** The source folder `@/` stands for. */
  srcDir: string;
  alias: Alias[];
}

interface PrerenderModule {
  prerenderLanding: () => Promise<string>;
  PRERENDERED_PATH: string;
  SCREEN_ROUTES: readonly { path: string; screen: string }[];
  SEO_DOCUMENTS: Record<string, SeoDocument>;
  seoHeadHtml: (tags: SeoTags) => string;
}

interface Rendered {
  html: string;
  path: string;
  routes: PrerenderModule['SCREEN_ROUTES'];
  seo: PrerenderModule['SEO_DOCUMENTS'];
  seoHead: PrerenderModule['seoHeadHtml'];
}

/** Builds the prerender entry for Node with the client's aliases and CSS module names, then runs it. */
async function renderLanding({ entry, alias }: PrerenderOptions, root: string): Promise<Rendered> {
  // Inside the project, so that Node resolves the server build's imports from node_modules.
  const cache = join(root, 'node_modules', '.cache');
  await mkdir(cache, { recursive: true });
  const outDir = await mkdtemp(join(cache, 'slice-prerender-'));
  try {
    await build({
      configFile: false,
      root,
      mode: 'production',
      logLevel: 'warn',
      plugins: [react()],
      resolve: { alias },
      build: {
        ssr: entry,
        outDir,
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
      },
    });
    const module = (await import(pathToFileURL(join(outDir, 'prerender.mjs')).href)) as PrerenderModule;
    return {
      html: await module.prerenderLanding(),
      path: module.PRERENDERED_PATH,
      routes: module.SCREEN_ROUTES,
      seo: module.SEO_DOCUMENTS,
      seoHead: module.seoHeadHtml,
    };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

type Bundle = Rolldown.OutputBundle;
type Chunk = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

const chunkOf = (bundle: Bundle, fileName: string) => {
  const item = bundle[fileName];
  return item?.type === 'chunk' ? (item as Chunk) : undefined;
};

/** The given chunks and the chunks they import statically, minus those the page loads by its own script tags. */
function staticClosure(bundle: Bundle, starts: string[], loaded: Set<string>): Chunk[] {
  const reached = new Map<string, Chunk>();
  const visit = (fileName: string) => {
    const chunk = chunkOf(bundle, fileName);
    if (!chunk || reached.has(fileName) || loaded.has(fileName)) return;
    reached.set(fileName, chunk);
    chunk.imports.forEach(visit);
  };
  starts.forEach(visit);
  return [...reached.values()];
}

function screenChunkFile(bundle: Bundle, screen: string): string {
  const chunk = Object.values(bundle).find((item) => item.type === 'chunk' && item.facadeModuleId === screen);
  if (!chunk) throw new Error(`The build has no chunk for ${screen}.`);
  return chunk.fileName;
}

/** `  menu: lazyWithRetry(() => import('@/screens/menu/MenuScreen')),`: a screen name and its module. */
const LAZY_SCREEN = /^\s+(\w+): lazyWithRetry\(\(\) => import\('@\/(screens\/[^']+)'\)\),?$/gm;

/** Screen name to module file, read from the routes module's table; a route whose screen is missing fails the build. */
async function screenModules({ routes, srcDir }: PrerenderOptions, names: string[]): Promise<Map<string, string>> {
  const source = await readFile(routes, 'utf8');
  const modules = new Map([...source.matchAll(LAZY_SCREEN)].map((match) => [match[1] ?? '', join(srcDir, `${match[2] ?? ''}.tsx`)]));
  const missing = names.filter((name) => !modules.has(name));
  if (missing.length > 0) throw new Error(`${routes} lazily imports no screen for ${missing.join(', ')}.`);
  return modules;
}

const cssOf = (chunks: Chunk[]) => [...new Set(chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))];

const cssText = (bundle: Bundle, fileName: string) => {
  const item = bundle[fileName];
  if (item?.type !== 'asset') throw new Error(`The build has no stylesheet ${fileName}.`);
  return typeof item.source === 'string' ? item.source : new TextDecoder().decode(item.source);
};

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>\n?/g;
const MODULE_SCRIPT = /<script type="module"[^>]*src="\/([^"]+\.js)"[^>]*><\/script>/g;
const ROOT = '<div id="root"></div>';
/** index.html's title and description, which each document replaces with its SEO tags. */
const SEO_HEAD = /<title>[^<]*<\/title>\s*<meta name="description"[^>]*>/;

export function prerenderLanding(options: PrerenderOptions): Plugin {
  let root = process.cwd();
  return {
    name: 'slice:prerender-landing',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        if (!bundle) return html;
        if (!html.includes(ROOT)) throw new Error(`index.html must hold an empty ${ROOT}.`);
        const entryFiles = new Set([...html.matchAll(MODULE_SCRIPT)].map((match) => match[1] ?? ''));
        const entryCss = [...html.matchAll(STYLESHEET_LINK)].map((match) => match[1] ?? '');
        // The entry loads the app once the page has painted: its chunks download meanwhile.
        const appStarts = [...entryFiles].flatMap((file) => chunkOf(bundle, file)?.dynamicImports ?? []);
        const appChunks = staticClosure(bundle, appStarts, entryFiles);
        const preload = (chunks: Chunk[], css: string[]) =>
          chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.fileName}">`).join('') +
          css.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`).join('');
        const notLinked = (css: string[]) => css.filter((file) => !entryCss.includes(file));
        if (!SEO_HEAD.test(html)) throw new Error('index.html must hold a <title> followed by <meta name="description">.');
        const { html: markup, path, routes, seo, seoHead } = await renderLanding(options, root);
        // Vite runs this hook inside its HTML plugin's generateBundle, with that plugin's context (its types
        // promise less): a file emitted here is in the bundle the compression plugin compresses.
        const emit = (fileName: string, source: string) =>
          (this as unknown as Rolldown.PluginContext).emitFile({ type: 'asset', fileName, source });
        // SPEC 7 "SEO tags": one document per language, which the app reads as routes change (src/app/SeoTags.tsx).
        for (const [language, document] of Object.entries(seo)) emit(`${SEO_FOLDER}/${language}.json`, JSON.stringify(document));
        const defaultSeo = seo[DEFAULT_LANGUAGE];
        if (!defaultSeo) throw new Error(`The SEO documents have no ${DEFAULT_LANGUAGE} one.`);
        const shell = html
          .replace(SEO_HEAD, () => seoHead(defaultSeo.site))
          .replace('</head>', `${preload(appChunks, notLinked(cssOf(appChunks)))}</head>`);
        emit(SHELL_DOCUMENT, shell);

        // A deep link's screen chunks, named by the server in a Link header beside the shell (server/http/static.ts).
        const modules = await screenModules(options, [...new Set(routes.map((route) => route.screen))]);
        const shellChunks = new Set([...entryFiles, ...appChunks.map((chunk) => chunk.fileName)]);
        const routePreloads: RoutePreload[] = routes.map(({ path: pattern, screen }) => {
          const screenChunks = staticClosure(bundle, [screenChunkFile(bundle, modules.get(screen) ?? '')], shellChunks);
          return {
            pattern,
            modules: screenChunks.map((chunk) => `/${chunk.fileName}`),
            styles: notLinked(cssOf(screenChunks)).map((file) => `/${file}`),
          };
        });
        emit(ROUTE_PRELOADS_DOCUMENT, JSON.stringify(routePreloads));
        const chunks = staticClosure(bundle, [...appStarts, screenChunkFile(bundle, options.screen)], entryFiles);
        // The first screen's styles inline, nothing render-blocking; the app still adds the lazy ones' links, from cache.
        const lazyCss = notLinked(cssOf(chunks));
        const styles = [...entryCss, ...lazyCss].map((file) => cssText(bundle, file)).join('');
        // The page paints from its own bytes; the app's chunks are asked for only after that (src/app/main.tsx).
        const deferredPreloads = `<template id="${APP_PRELOADS_TEMPLATE_ID}">${preload(chunks, lazyCss)}</template>`;
        const landingSeo = defaultSeo.routes[path] ?? defaultSeo.site;
        return html
          .replace(SEO_HEAD, () => seoHead(landingSeo))
          .replace(STYLESHEET_LINK, '')
          .replace('</head>', `<style>${styles}</style>${deferredPreloads}</head>`)
          .replace(ROOT, `<div id="root" ${PRERENDERED_ATTRIBUTE}="${path}">${markup}</div>`);
      },
    },
  };
}
