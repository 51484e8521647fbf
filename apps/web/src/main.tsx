import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { ErrorBoundary } from './app/error-boundary';
import { applyPreferences, readPreferences } from './lib/preferences';
import './styles/tokens.css';
import './styles/base.css';
import { initLanguage } from './lib/i18n';

// prefs-init.js already did this before paint; repeat in case it was blocked or cached stale.
applyPreferences(readPreferences());

// The stored language's catalog (Arabic is its own chunk) is in before the first render.
await initLanguage();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ErrorBoundary>
      <App />
    </ErrorBoundary>
  </StrictMode>,
);
