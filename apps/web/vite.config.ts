import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { screenPreloads } from './vite/screen-preloads';
import { zodFreeRouteTable } from './vite/route-table';
import { inlinePrefsInit } from './vite/inline-prefs-init';
import { BRAND_NAME } from './src/config/paths';

const api = 'http://localhost:4000';

export default defineConfig({
  plugins: [
    react(),
    zodFreeRouteTable(),
    screenPreloads(),
    // After screenPreloads, which puts its list just before the script this inlines.
    inlinePrefsInit(),
    // Every asset also as .br and .gz, served as is by the API (express-static-gzip): no per-request compression.
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      include: /\.(js|css|svg|json|html)$/,
      threshold: 512,
    }),
    // Installable on a phone, with a service worker (design.md 7b). The build writes sw.js and
    // manifest.webmanifest (linked from index.html); the API serves both uncached (apps/api/src/http/spa.ts).
    VitePWA({
      // A new deploy waits until the person chooses Reload (src/app/pwa): never a half-updated app.
      registerType: 'prompt',
      // Registered from app code (virtual:pwa-register/react): the API's Content-Security-Policy
      // allows no new inline script.
      injectRegister: false,
      // `vite dev` runs without a service worker.
      devOptions: { enabled: false },
      manifest: {
        id: '/',
        name: BRAND_NAME,
        short_name: BRAND_NAME,
        description: 'The sales portal of the agency: leads, follow-ups, tasks and units.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        // The light theme's page background (src/styles/tokens.css): the splash screen and the
        // status bar match the first paint. index.html's theme-color pair follows the system theme.
        theme_color: '#f4f6fa',
        background_color: '#f4f6fa',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      // Precached beside the manifest's icons (added by the plugin): what index.html links.
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      workbox: {
        // The build's originals only: the .br and .gz copies are what the server sends for them
        // (the browser stores the decoded file). prefs-init.js travels inside index.html.
        globPatterns: ['index.html', 'assets/**/*.{js,css,svg,png,woff2}'],
        // The password strength estimator's dictionaries (about 1.5 MB) load only where a password is
        // chosen, online: no phone downloads them to install the app.
        globIgnores: ['**/*.br', '**/*.gz', 'assets/password-strength-*.js'],
        // Every screen's address opens the cached app shell, offline too; the server's own
        // addresses (API, uploaded photos, metrics) always go to the network.
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/uploads(\/|$)/, /^\/metrics(\/|$)/],
        // No runtimeCaching: API answers are never cached here (TanStack Query's persisted cache
        // keeps what the person saw, design.md 7b).
        // The first visit is offline-ready without a reload (updates still wait for Reload).
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        // Web Push: shows a pushed notice and opens its screen (public/push-sw.js).
        importScripts: ['push-sw.js'],
      },
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/uploads': { target: api, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/uploads': { target: api, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: true,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        // Screens are split by the router's lazy routes. The libraries every screen needs get
        // stable chunks of their own, so a deploy that changes only app code keeps them cached.
        // Only always-needed libraries belong here: anything grouped is loaded up front.
        codeSplitting: {
          // A group holds the modules it names, not everything they import (the phone helpers
          // re-exported by contracts stay with the screens that use them).
          includeDependenciesRecursively: false,
          experimentalInlineCommonChunks: { maxSize: 6 * 1024 },
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
            },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            // libphonenumber's metadata (about 28 KB brotli) is a chunk of its own, loaded with the
            // screens that show phones; left to the common-chunk rules it joins a chunk every screen loads.
            {
              name: 'phone',
              test: /node_modules[\\/]libphonenumber-js[\\/]|packages[\\/]contracts[\\/]src[\\/]leads[\\/]phone/,
            },
            // zod loads with the screens whose forms or URL filters parse with a schema; the route
            // table the API calls use is zod-free in the bundle (vite/route-table.ts), and each
            // screen takes only the contracts modules it uses (the package is side-effect free).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // The form library loads with the forms (most open in a dialog), not with every screen
            // that shares a field component with them.
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    // The browser's clock in Dubai (UTC+4), the agency's in Cairo (UTC+2, src/test/agency-settings.ts):
    // a date read or typed on the browser's clock instead of the agency's is hours off, and fails.
    env: { TZ: 'Asia/Dubai' },
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
    // A file's first test also pays for its lazy screen's imports under jsdom; on a busy 2-core CI
    // machine that alone has taken over the 5 s default.
    testTimeout: 20_000,
  },
});
