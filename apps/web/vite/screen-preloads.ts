import type { Plugin, Rolldown } from 'vite';
import { PREFS_INIT_TAG as PREFS_INIT } from './inline-prefs-init';

// Rolldown's types as vite re-exports them: rolldown comes with vite, it is not a dependency of ours.
type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * A screen's chunks (for a returning user also the signed-in core: providers, shell) are known to
 * the entry only after react and the router have loaded and run: a second round trip on a phone's
 * slow network. This plugin writes, into index.html, which files each screen needs;
 * `public/prefs-init.js` (run in <head>, before the entry) preloads them, so they travel with the
 * entry instead of after it: the signed-in core and the screen when a session is stored, the
 * sign-in screen (or, for a sign-in link, the welcome screen) when none is.
 */

/** Route patterns (as `config/paths.ts` declares them) and the module of their screen. */
const SCREENS: Record<string, string> = {
  '/': 'dashboard',
  '/leads': 'leads',
  '/leads/:id': 'lead-detail',
  // Matched before the `:id` pattern (public/prefs-init.js looks the address up as it is first).
  '/leads/exports': 'lead-exports',
  '/leads/deleted': 'deleted-leads',
  '/notifications': 'notifications',
  '/tasks': 'tasks',
  '/campaigns': 'campaigns',
  '/resale-units': 'resale-units',
  '/resale-units/:id': 'resale-unit-detail',
  '/chats': 'chats',
  '/chats/:id': 'chats',
  '/users': 'users',
  '/teams': 'teams',
  '/my-team': 'my-team',
};
/** Screens drawn without a session; any other address shows the sign-in screen then. */
const PUBLIC_SCREENS: Record<string, string> = {
  '/login': 'login',
  '/welcome': 'invitation',
};
const SIGNED_IN_CORE = ['src/app/providers.tsx', 'src/app/layout/app-shell.tsx'];
const ARABIC_CATALOG = 'src/lib/i18n/ar.ts';

type Files = { js: string[]; css: string[] };

export interface ScreenPreloads {
  /** Files every signed-in screen needs (js, css). */
  core: Files;
  /** Per route pattern, the signed-in screen's own files beyond the core. */
  routes: Record<string, Files>;
  /** Per route pattern, a signed-out screen's files beyond the entry. */
  public: Record<string, Files>;
  /** The Arabic catalog's chunk, for a stored Arabic preference. */
  ar: string[];
}

const chunks = (bundle: OutputBundle) =>
  Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');

/** A chunk and everything it imports statically: what loading it fetches. */
function closure(bundle: OutputBundle, roots: OutputChunk[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (js.has(chunk.fileName)) return;
    js.add(chunk.fileName);
    for (const file of (chunk as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? []) {
      css.add(file);
    }
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') visit(next);
    }
  };
  roots.forEach(visit);
  return { js, css };
}

/**
 * The chunks a screen's files bring, plus the facades of its modules that the router imports on
 * their own (app/router.tsx loads a list screen's URL schemas first, lib/load-in-two-tasks.ts): a
 * facade is a few bytes, but fetched only when the router asks for it, it is a round trip.
 */
function screenClosure(bundle: OutputBundle, screen: OutputChunk) {
  const own = closure(bundle, [screen]);
  const modules = new Set([...own.js].flatMap((file) => (bundle[file] as OutputChunk).moduleIds));
  const facades = chunks(bundle).filter(
    (chunk) =>
      chunk.isDynamicEntry &&
      chunk.facadeModuleId !== null &&
      !chunk.moduleIds.includes(chunk.facadeModuleId) &&
      modules.has(chunk.facadeModuleId),
  );
  return facades.length === 0 ? own : closure(bundle, [screen, ...facades]);
}

const minus = (files: Set<string>, ...known: Set<string>[]) =>
  [...files].filter((f) => !known.some((k) => k.has(f))).map((f) => `/${f}`);

export function screenPreloads(): Plugin {
  return {
    name: 'screen-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return;
        const all = chunks(bundle);
        const byModule = (suffix: string) => all.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(suffix));
        const entry = closure(
          bundle,
          all.filter((c) => c.isEntry),
        );
        const coreRoots = SIGNED_IN_CORE.map(byModule).filter((c): c is OutputChunk => Boolean(c));
        if (coreRoots.length !== SIGNED_IN_CORE.length) throw new Error('screen-preloads: a core module has no chunk');
        const core = closure(bundle, coreRoots);
        const manifest: ScreenPreloads = {
          core: { js: minus(core.js, entry.js), css: minus(core.css, entry.css) },
          routes: {},
          public: {},
          ar: minus(
            closure(
              bundle,
              [byModule(ARABIC_CATALOG)].filter((c): c is OutputChunk => Boolean(c)),
            ).js,
            entry.js,
          ),
        };
        const screenChunk = (screen: string) => {
          const chunk = byModule(`src/app/routes/${screen}.tsx`);
          if (!chunk) throw new Error(`screen-preloads: no chunk for the screen ${screen}`);
          return chunk;
        };
        for (const [pattern, screen] of Object.entries(PUBLIC_SCREENS)) {
          const own = screenClosure(bundle, screenChunk(screen));
          manifest.public[pattern] = { js: minus(own.js, entry.js), css: minus(own.css, entry.css) };
        }
        for (const [pattern, screen] of Object.entries(SCREENS)) {
          // Not what a screen loads on demand (its rows' phone formats): that waits for the first paint.
          const own = screenClosure(bundle, screenChunk(screen));
          manifest.routes[pattern] = {
            js: minus(own.js, entry.js, core.js),
            css: minus(own.css, entry.css, core.css),
          };
        }
        // Just before prefs-init.js, which reads it; the charset <meta> stays first in <head>.
        const tag = `<script type="application/json" id="screen-preloads">${JSON.stringify(manifest)}</script>`;
        if (!html.includes(PREFS_INIT)) throw new Error(`screen-preloads: index.html has no ${PREFS_INIT}`);
        return html.replace(PREFS_INIT, `${tag}\n    ${PREFS_INIT}`);
      },
    },
  };
}
