// The SPA build: React, Tailwind, and the installable PWA: the web app manifest and the
// service worker built from sw/ by vite-plugin-pwa (injectManifest, prompt on update).
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

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

/**
 * What every page runs (React, the router, the query cache) goes in one chunk: one request
 * and one compressed stream instead of a dozen small ones with their own overhead.
 */
const framework =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/](query-core|react-query))[\\/]/;

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    // zod set up not to probe eval (see the module); the site's code imports plain 'zod'.
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('src/shared/api/zod-jitless.ts', import.meta.url)),
      },
    ],
  },
  build: {
    // The service's page renderer (build/ssr) needs no copy of the public files.
    copyPublicDir: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: [{ name: 'framework', test: framework }] } } },
  },
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  plugins: [
    react(),
    tailwindcss(),
    scriptsAfterContent(),
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
      manifest: {
        id: '/',
        name: 'هواپیمایی پرواز',
        short_name: 'پرواز',
        description:
          'وب‌سایت رسمی هواپیمایی پرواز؛ اخبار، خدمات، رسانه و فرصت‌های شغلی، حتی بدون اینترنت.',
        lang: 'fa',
        dir: 'rtl',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#0b2545',
        background_color: '#f8fafc',
        categories: ['travel', 'news'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
        screenshots: [
          {
            src: '/screenshots/home-narrow.png',
            sizes: '750x1334',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'صفحه‌ی اصلی پرواز',
          },
          {
            src: '/screenshots/home-wide.png',
            sizes: '1280x800',
            type: 'image/png',
            form_factor: 'wide',
            label: 'صفحه‌ی اصلی پرواز',
          },
        ],
      },
    }),
  ],
  server: {
    proxy: { '/cms': 'http://127.0.0.1:8080' },
  },
}));
