// The SPA build: React, Tailwind, and the service worker built from sw/ by vite-plugin-pwa.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: { '/cms': 'http://127.0.0.1:8080' },
  },
});
