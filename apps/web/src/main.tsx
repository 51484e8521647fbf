import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { ErrorBoundary } from './app/error-boundary';
import { createAppRouter, whenRouterReady } from './app/router';
import { applyPreferences, readPreferences } from './lib/preferences';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
// index.html's loading spinner is drawn with the Spinner's styles before any script runs.
import './components/ui/spinner.css';
import { initLanguage } from './lib/i18n';
import { holdRequestsUntil } from './lib/api-fetch';
import { whenFirstScreenPainted } from './lib/when-first-screen-painted';

// prefs-init.js already did this before paint; repeat in case it was blocked or cached stale.
applyPreferences(readPreferences());

// Before the first render: the stored language's catalog (Arabic is its own chunk) and the first
// screen's chunks, so that render draws the screen itself.
const router = createAppRouter();
await Promise.all([initLanguage(), whenRouterReady(router)]);

// The first screen's API calls wait until it has painted (api-fetch.ts says why).
const container = document.getElementById('root')!;
holdRequestsUntil(whenFirstScreenPainted(container));

// A transition renders in slices that leave the phone's main thread free between them; a plain
// first render is one long task (several hundred ms on a mid-range phone) that blocks a tap.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <ErrorBoundary>
        <App router={router} />
      </ErrorBoundary>
    </StrictMode>,
  );
});
