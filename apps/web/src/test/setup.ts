import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';

afterEach(async () => {
  cleanup();
  localStorage.clear();
  // Imported late: a static import here would load the session module before a test's vi.mock.
  const { reloadSession } = await import('../lib/session');
  reloadSession();
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('dir');
});
