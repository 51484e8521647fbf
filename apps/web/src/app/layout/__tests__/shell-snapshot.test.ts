import { describe, expect, it } from 'vitest';
import { shellSnapshotOf } from '../shell-snapshot';

/** The shell as AppShell draws it, with what a moment puts in it: an open drawer, a banner, a screen. */
function drawnShell() {
  const shell = document.createElement('div');
  shell.className = 'shell shell--phone';
  shell.innerHTML = `
    <a href="#main" class="skip-link">Skip to content</a>
    <div class="route-progress"></div>
    <aside id="app-sidebar" class="sidebar" data-open="true" role="dialog" aria-modal="true" aria-label="Menu">
      <nav><a class="nav-link active" aria-current="page" href="/leads">Leads</a><a class="nav-link" href="/">Dashboard</a></nav>
    </aside>
    <div class="drawer-backdrop"></div>
    <div class="shell__main">
      <header class="top-bar"><input type="search" value="Sara Ahmed" /></header>
      <div role="status">Offline - showing what was synced at 10:42</div>
      <main id="main"><h1>Leads</h1><a class="lead-name__text" href="/leads/1">Sara Ahmed</a></main>
    </div>`;
  return shell;
}

describe('shellSnapshotOf', () => {
  const frame = () => {
    const holder = document.createElement('div');
    holder.innerHTML = shellSnapshotOf(drawnShell());
    return holder.firstElementChild as HTMLElement;
  };

  it('keeps the sidebar and the top bar, with a spinner in place of the screen', () => {
    const shell = frame();
    expect(shell.querySelector('nav')?.textContent).toBe('LeadsDashboard');
    expect(shell.querySelector('.top-bar')).not.toBeNull();
    expect(shell.querySelector('main')?.innerHTML).toContain('app-loading');
    expect(shell.querySelector('main h1')).toBeNull();
  });

  it('keeps nothing of the person’s leads or of the moment', () => {
    const shell = frame();
    expect(shell.textContent).not.toContain('Sara Ahmed');
    expect(shell.outerHTML).not.toContain('Sara Ahmed');
    expect(shell.textContent).not.toContain('Offline');
    for (const gone of ['.skip-link', '.route-progress', '.drawer-backdrop', '[aria-current]', '.active'])
      expect(shell.querySelector(gone)).toBeNull();
    const sidebar = shell.querySelector('#app-sidebar')!;
    expect(['data-open', 'role', 'aria-modal'].map((name) => sidebar.hasAttribute(name))).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('stands inert and unannounced until the app draws over it', () => {
    const shell = frame();
    expect(shell.hasAttribute('inert')).toBe(true);
    expect(shell.getAttribute('aria-hidden')).toBe('true');
    expect(shell.className).toBe('shell shell--phone');
  });
});
