import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { minifySync, type Plugin } from 'vite';

export const PREFS_INIT_TAG = '<script src="/prefs-init.js"></script>';

/**
 * In the build, `public/prefs-init.js` (theme and direction before the first paint, the signed-in
 * preloads) travels inside index.html, minified: a phone then starts the screen's chunks without
 * first asking for that file, one round trip sooner on mobile data. The API's
 * Content-Security-Policy allows exactly the inline scripts of the built index.html, by their
 * hashes (apps/api/src/http/spa.ts). Dev keeps the file.
 */
export function inlinePrefsInit(): Plugin {
  return {
    name: 'crm-inline-prefs-init',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!html.includes(PREFS_INIT_TAG)) throw new Error(`inline-prefs-init: index.html has no ${PREFS_INIT_TAG}`);
        const file = fileURLToPath(new URL('../public/prefs-init.js', import.meta.url));
        const { code, errors } = minifySync('prefs-init.js', fs.readFileSync(file, 'utf8'));
        if (errors.length > 0) throw new Error(`inline-prefs-init: ${errors.map((e) => e.message).join('; ')}`);
        if (/<\/script/i.test(code)) throw new Error('inline-prefs-init: the script contains </script>');
        return html.replace(PREFS_INIT_TAG, `<script>${code.trim()}</script>`);
      },
    },
  };
}
