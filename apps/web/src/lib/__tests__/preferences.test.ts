import { act, renderHook } from '@testing-library/react';
import { readPreferences, usePreferences } from '../preferences';

describe('preferences', () => {
  it('defaults to light, left-to-right and an expanded sidebar', () => {
    expect(readPreferences()).toEqual({
      theme: 'light',
      dir: 'ltr',
      sidebarCollapsed: false,
      lang: 'en',
      digits: 'latn',
    });
  });

  it("follows the browser's language until the person chooses one: an Arabic phone opens in Arabic, right to left", () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ar-EG', 'en-US']);
    // Restored here: the suite's afterEach reads the preferences again before mocks are restored.
    try {
      expect(readPreferences()).toMatchObject({ lang: 'ar', dir: 'rtl' });
      // A choice made on this device wins, also over the direction that goes with the language.
      localStorage.setItem('lang', 'en');
      expect(readPreferences()).toMatchObject({ lang: 'en', dir: 'ltr' });
      localStorage.setItem('lang', 'ar');
      localStorage.setItem('dir', 'ltr');
      expect(readPreferences()).toMatchObject({ lang: 'ar', dir: 'ltr' });
    } finally {
      languages.mockRestore();
    }
  });

  it('toggles theme, direction and sidebar, on <html> and in localStorage', () => {
    const { result } = renderHook(() => usePreferences());
    act(() => result.current.toggleTheme());
    act(() => result.current.toggleDir());
    act(() => result.current.toggleSidebar());

    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(localStorage.getItem('dir')).toBe('rtl');
    expect(localStorage.getItem('sidebarCollapsed')).toBe('true');
    expect(readPreferences()).toEqual({
      theme: 'dark',
      dir: 'rtl',
      sidebarCollapsed: true,
      lang: 'en',
      digits: 'latn',
    });

    act(() => result.current.toggleTheme());
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });
});
