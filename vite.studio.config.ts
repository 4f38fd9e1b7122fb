// The studio build: the editors' app at /studio, its own entry (studio/index.html) built
// apart from the site into build/studio, where the service serves it. No service worker
// and no manifest: the studio is not part of the visitors' installable site.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const fromRoot = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const reactRouterBuild = (file: string) =>
  fromRoot(`node_modules/react-router/dist/production/${file}`);

export default defineConfig({
  root: fromRoot('studio'),
  base: '/studio/',
  // The studio has no public files of its own; the site's belong to the site.
  publicDir: false,
  resolve: {
    alias: [
      { find: /^@contract\//, replacement: `${fromRoot('contract')}/` },
      { find: /^@studio\//, replacement: `${fromRoot('studio/src')}/` },
      // zod set up not to probe eval, which the service's content security policy forbids
      // (see the module); the contract imports plain 'zod'.
      { find: /^zod$/, replacement: fromRoot('studio/src/shared/api/zod-jitless.ts') },
      // React Router's package points every condition at its development build (as in
      // vite.config.ts): the production one, without its development checks.
      { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
      { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
    ],
  },
  build: {
    outDir: fromRoot('build/studio'),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React and the libraries every screen needs change less often than the
          // screens: one cached chunk for them.
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack)[\\/]/,
            },
            // The notices' library, fetched with the first notice (shared/ui/notify.ts).
            { name: 'notices', test: /node_modules[\\/]react-toastify[\\/]/ },
            // The body's rich-text editor, fetched when a post's editor first shows a body.
            {
              name: 'rich-text',
              test: /node_modules[\\/](@tiptap|prosemirror-[a-z]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs|fast-equals|use-sync-external-store|@floating-ui)[\\/]/,
            },
          ],
        },
      },
    },
  },
  plugins: [react(), tailwindcss()],
  server: {
    proxy: { '/cms': 'http://127.0.0.1:8080' },
  },
});
