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
