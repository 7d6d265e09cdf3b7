/**
 * Build step: the landing page's real HTML goes into index.html, so the first screen paints before the
 * JavaScript arrives, and the client hydrates it (src/app/main.tsx). A server-side build of
 * src/app/prerender.tsx draws the page; the styles the first screen needs are inlined (no render-blocking
 * stylesheet) and its screen chunks are preloaded. Every other app route gets the shell document, the same page
 * without the landing markup, which the client renders from scratch.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Alias, type Plugin, type Rolldown } from 'vite';
import { SHELL_DOCUMENT } from '../src/contract/documents';

/** The attribute on #root naming the path its markup was prerendered for. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

interface PrerenderOptions {
  /** The module exporting `prerenderLanding()` and `PRERENDERED_PATH`. */
  entry: string;
  /** The screen module whose chunk draws the prerendered route. */
  screen: string;
  alias: Alias[];
}

interface PrerenderModule {
  prerenderLanding: () => Promise<string>;
  PRERENDERED_PATH: string;
}

/** Builds the prerender entry for Node with the client's aliases and CSS module names, then runs it. */
async function renderLanding({ entry, alias }: PrerenderOptions, root: string): Promise<{ html: string; path: string }> {
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
    return { html: await module.prerenderLanding(), path: module.PRERENDERED_PATH };
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

/** The screen's chunk and the chunks it imports statically, minus those the page already loads. */
function screenChunks(bundle: Bundle, screen: string, loaded: Set<string>): Chunk[] {
  const start = Object.values(bundle).find((item) => item.type === 'chunk' && item.facadeModuleId === screen);
  if (!start) throw new Error(`The build has no chunk for ${screen}.`);
  const reached = new Map<string, Chunk>();
  const visit = (fileName: string) => {
    const chunk = chunkOf(bundle, fileName);
    if (!chunk || reached.has(fileName) || loaded.has(fileName)) return;
    reached.set(fileName, chunk);
    chunk.imports.forEach(visit);
  };
  visit(start.fileName);
  return [...reached.values()];
}

const cssText = (bundle: Bundle, fileName: string) => {
  const item = bundle[fileName];
  if (item?.type !== 'asset') throw new Error(`The build has no stylesheet ${fileName}.`);
  return typeof item.source === 'string' ? item.source : new TextDecoder().decode(item.source);
};

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>\n?/g;
const MODULE_SCRIPT = /<script type="module"[^>]*src="\/([^"]+\.js)"[^>]*><\/script>/g;
const ROOT = '<div id="root"></div>';

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
        // Vite runs this hook inside its HTML plugin's generateBundle, with that plugin's context (its types
        // promise less): a file emitted here is in the bundle the compression plugin compresses.
        (this as unknown as Rolldown.PluginContext).emitFile({ type: 'asset', fileName: SHELL_DOCUMENT, source: html });
        const { html: markup, path } = await renderLanding(options, root);
        const entryFiles = new Set([...html.matchAll(MODULE_SCRIPT)].map((match) => match[1] ?? ''));
        const entryCss = [...html.matchAll(STYLESHEET_LINK)].map((match) => match[1] ?? '');
        const chunks = screenChunks(bundle, options.screen, entryFiles);
        const screenCss = new Set(chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
        const styles = [...entryCss, ...screenCss].map((file) => cssText(bundle, file)).join('');
        const preloads = chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.fileName}">`).join('');
        return html
          .replace(STYLESHEET_LINK, '')
          .replace('</head>', `<style>${styles}</style>${preloads}</head>`)
          .replace(ROOT, `<div id="root" ${PRERENDERED_ATTRIBUTE}="${path}">${markup}</div>`);
      },
    },
  };
}
