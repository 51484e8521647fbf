import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';

// Lazy routes and charts render in steps; on a busy 2-core CI machine one step can pass 1 s.
configure({ asyncUtilTimeout: 4000 });

afterEach(async () => {
  cleanup();
  localStorage.clear();
  // Imported late: a static import here would load the session module before a test's vi.mock.
  const { reloadSession } = await import('../lib/session');
  reloadSession();
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('dir');
  // Each test starts in English, the default.
  const { reloadPreferences } = await import('../lib/preferences');
  reloadPreferences();
  const { i18n } = await import('../lib/i18n');
  await i18n.changeLanguage('en');
});
