// The SPA build: React, Tailwind, and the installable PWA: the web app manifest and the
// service worker built from sw/ by vite-plugin-pwa (injectManifest, prompt on update).
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { transform } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webManifests } from './src/app/pwa/web-manifests';

/** A new build discards the visitors' saved query cache. */
const buildId = process.env.VITE_BUILD_ID ?? Date.now().toString(36);

/**
 * The service sends each page already rendered, so the scripts only make it interactive:
 * they are fetched after the styles, fonts and first image instead of competing with them.
 */
function scriptsAfterContent(): Plugin {
  return {
    name: 'parvaz:scripts-after-content',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload")/g,
          '<$1 fetchpriority="low"',
        ),
    },
  };
}

/** Writes each language's web app manifest (src/app/pwa/web-manifests.ts) into the site. */
function webManifestFiles(): Plugin {
  return {
    name: 'parvaz:web-manifests',
    apply: 'build',
    generateBundle() {
      for (const [address, manifest] of Object.entries(webManifests())) {
        this.emitFile({
          type: 'asset',
          fileName: address.slice(1),
          source: `${JSON.stringify(manifest, null, 2)}\n`,
        });
      }
    },
  };
}

/**
 * The page renderer's object spreads (`{ ...a, b: 1 }`, `{ ...a, ...b }`), its libraries' too,
 * written as copies made property by property. On the service's V8 (Node 20) what such a
 * literal builds, and what it refers to, stays through the young generation's collections
 * until a full one, though the render is long over: the renderer moved about a tenth of all
 * it allocated (150 KB a new-search page) to the old generation, which filled up and was
 * collected every 60 pages, and the page that collection fell on was the slowest.
 * `npm run bench:promotion` shows the forms and the renderer's figures.
 */
function objectSpreadAsCopies(): Plugin {
  return {
    name: 'parvaz:object-spread-as-copies',
    apply: 'build',
    async renderChunk(code) {
      const copied = await transform(code, {
        format: 'esm',
        target: 'esnext',
        supported: { 'object-rest-spread': false },
      });
      return { code: copied.code, map: null };
    },
  };
}

const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * What every page runs comes in two chunks: React (with React DOM and its scheduler), then
 * the router and the query cache. Few requests, and the page evaluates each in a task of
 * its own (src/boot.ts), so neither first evaluation is one long task.
 */
const reactRuntime = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const framework =
  /node_modules[\\/](react-router|react-router-dom|@tanstack[\\/](query-core|react-query))[\\/]/;

/**
 * Every module the site's start (src/main.tsx) imports, directly or not, that the page's
 * first script (src/boot.ts) does not: filled in once the module graph is complete, and
 * bundled as one chunk. Left to itself the bundler gives each module that a screen shares
 * with the start a chunk of its own: a first visit fetched some thirty scripts under a
 * kilobyte each, one request and one more round of imports each, and the requests
 * started in one task cost the page's start-up tens of milliseconds. The start module
 * itself stays outside: it waits for its screen's chunk before hydrating, and that chunk
 * imports from this one, which must therefore not wait for anything.
 */
const startModules = new Set<string>();
/** The modules the first script (src/boot.ts) imports, filled in as startModules is. */
const firstScriptImports = new Set<string>();

function startChunkModules(): Plugin {
  return {
    name: 'parvaz:start-chunk-modules',
    apply: 'build',
    buildEnd() {
      startModules.clear();
      firstScriptImports.clear();
      const importedFrom = (entry: string) => {
        const found = new Set<string>();
        const visit = (id: string) => {
          if (found.has(id)) return;
          found.add(id);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
        };
        visit(entry);
        return found;
      };
      const source = (file: string) => fileURLToPath(new URL(file, import.meta.url));
      const start = source('src/main.tsx');
      const boot = source('src/boot.ts');
      const firstScript = importedFrom(boot);
      for (const id of firstScript) {
        if (id !== boot && !id.endsWith('.css')) firstScriptImports.add(id);
      }
      for (const id of importedFrom(start)) {
        if (id !== start && !firstScript.has(id)) startModules.add(id);
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    // The path aliases (@contract, @shared, @tests) are written once, in tsconfig.base.json.
    tsconfigPaths: true,
    // zod set up not to probe eval (see the module); the site's code imports plain 'zod'.
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('src/shared/api/zod-jitless.ts', import.meta.url)),
      },
      // React Router's package points every condition at its development build, which
      // differs from its production build only in development warnings switched on (checks
      // run on every render, in the browser and on the service alike).
      { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
      { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
    ],
  },
  // Bundled into the page renderer, so the service too renders with the production build.
  // TanStack Query is bundled as well, so that its spreads are copies too (objectSpreadAsCopies).
  // So is React Router's own `cookie` (1.x): left outside, the renderer in build/ssr/ would
  // import whichever `cookie` the project's node_modules holds at its top, which another
  // package can change (2.x, which newer releases of the service's cookie plugin bring, has
  // no `parse`), and fail to load.
  ssr: { noExternal: ['react-router', 'react-router-dom', 'cookie', /^@tanstack\//] },
  build: {
    // Vite's helper would add a preload link for every chunk a dynamic import needs, as
    // that import starts; each insertion cost a phone-class machine several milliseconds
    // inside the page's start-up tasks. The page's own imports start in turns (src/boot.ts)
    // once its first screen is shown, so nothing is gained by announcing them. Only the
    // first script's own imports are announced, in the page's head, at low priority like
    // the script (scriptsAfterContent): imported by it they would be fetched at high
    // priority, taken for render-blocking by Lighthouse's simulation when they arrive
    // before the first paint, as they do on a fast connection.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, dependencies, { hostType }) =>
        hostType === 'html' ? dependencies : [],
    },
    // The service's page renderer (build/ssr) needs no copy of the public files.
    copyPublicDir: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? // The page renderer, and the sanitizer's thread it starts (src/sanitize-worker.ts).
        {
          input: {
            'entry-server': 'src/entry-server.tsx',
            'sanitize-worker': 'src/sanitize-worker.ts',
          },
        }
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'react', test: reactRuntime },
                { name: 'framework', test: framework },
                // Exactly the modules listed: their own imports are listed already, or
                // belong to the chunks above or to the first script.
                {
                  name: 'start',
                  test: (id) => startModules.has(id),
                  includeDependenciesRecursively: false,
                },
                // What the first script imports (src/boot.ts): one request, not one a module.
                {
                  name: 'first-script',
                  test: (id) => firstScriptImports.has(id),
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
  },
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  plugins: [
    react(),
    tailwindcss(),
    scriptsAfterContent(),
    ...(isSsrBuild ? [objectSpreadAsCopies()] : [startChunkModules(), webManifestFiles()]),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,woff2,png,svg}'],
        globIgnores: ['screenshots/**'],
      },
      // One manifest per language, written by webManifestFiles() below.
      manifest: false,
    }),
  ],
  server: {
    proxy: { '/cms': 'http://127.0.0.1:8080' },
  },
}));
