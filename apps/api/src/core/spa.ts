import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import expressStaticGzip from 'express-static-gzip';

/**
 * Files asked for again on every use (revalidated: a 304 when unchanged). The service worker decides
 * which build an installed app runs: cached for an hour, a deploy would reach phones an hour late.
 * The manifest names and draws the installed app; index.html lists the build's files.
 */
const REVALIDATED = new Set(['sw.js', 'manifest.webmanifest', 'index.html']);

/**
 * Serves the built web app with history fallback: any non-API GET gets index.html.
 * The build writes each asset beside its brotli (.br) and gzip (.gz) copies; express-static-gzip
 * sends the best one the browser accepts, with `Content-Encoding` and `Vary: Accept-Encoding`,
 * so a phone on mobile data downloads the compressed bytes without the server compressing per request.
 */
export function serveSpa(app: Express, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  // Hashed assets never change; index.html must always be fresh.
  app.use(
    '/assets',
    expressStaticGzip(path.join(distDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: false,
      serveStatic: { immutable: true, maxAge: '1y', index: false },
    }),
  );
  app.use(
    express.static(distDir, {
      index: false,
      maxAge: '1h',
      setHeaders: (res, file) => {
        const name = path.relative(distDir, file);
        if (name === 'manifest.webmanifest') res.setHeader('Content-Type', 'application/manifest+json; charset=utf-8');
        if (REVALIDATED.has(name)) res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  app.get(/^(?!\/api(\/|$)).*/, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return true;
}

/** A `<script>` without `src`, and the type it declares (none for plain JavaScript). */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE = /^\s*$|\stype=["']?(module|text\/javascript)["']?/i;

/**
 * The Content-Security-Policy sources of the inline scripts index.html runs (the build inlines
 * prefs-init.js, vite/inline-prefs-init.ts): each its `'sha256-…'`, so the policy allows exactly
 * those and no other inline script. Data blocks (`type="application/json"`) run nothing and need
 * none. Empty when there is no built web app.
 */
export function inlineScriptSources(distDir: string): string[] {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return [];
  const html = fs.readFileSync(indexFile, 'utf8');
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes = '']) => EXECUTABLE.test(attributes))
    .map(([, , code = '']) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
}
