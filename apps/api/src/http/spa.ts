import fs from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';

/** Serves the built web app with history fallback: any non-API GET gets index.html. */
export function serveSpa(app: Express, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  // Hashed assets never change; index.html must always be fresh.
  app.use('/assets', express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
  app.use(express.static(distDir, { index: false, maxAge: '1h' }));
  app.get(/^(?!\/api(\/|$)).*/, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return true;
}
