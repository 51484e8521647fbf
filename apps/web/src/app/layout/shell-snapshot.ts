import { useEffect, type RefObject } from 'react';
import { saveShellSnapshot } from '../../lib/shell-snapshot-store';

/** What stands in for the screen in the still frame (as index.html's spinner). */
const CONTENT_PLACEHOLDER =
  '<div class="app-loading app-loading--content"><span class="spinner app-loading-spinner"></span></div>';

/**
 * The shell's markup as a still frame: the sidebar and the top bar, the screen a spinner, nothing
 * of the moment (banners, notices, an open drawer, the current link) and nothing of the person's
 * leads. Inert and hidden from readers: it only stands there until the app draws over it.
 */
export function shellSnapshotOf(shell: HTMLElement): string {
  // Only the sidebar and the top bar are copied whole: a deep copy of the screen (a long table on a
  // phone's main thread) would be thrown away.
  const copy = shell.cloneNode(false) as HTMLElement;
  const sidebarDrawn = shell.querySelector(':scope > #app-sidebar');
  if (sidebarDrawn) copy.append(sidebarDrawn.cloneNode(true));
  const mainDrawn = shell.querySelector(':scope > .shell__main');
  if (mainDrawn) {
    const main = copy.appendChild(mainDrawn.cloneNode(false) as HTMLElement);
    for (const child of mainDrawn.children) {
      if (child.matches('.top-bar')) main.append(child.cloneNode(true));
      else if (child.matches('main')) main.append(child.cloneNode(false));
    }
  }
  const content = copy.querySelector('main');
  if (content) content.innerHTML = CONTENT_PLACEHOLDER;
  const sidebar = copy.querySelector('#app-sidebar');
  for (const name of ['data-open', 'role', 'aria-modal', 'aria-label']) sidebar?.removeAttribute(name);
  for (const link of copy.querySelectorAll('[aria-current]')) {
    link.removeAttribute('aria-current');
    link.classList.remove('active');
  }
  for (const field of copy.querySelectorAll('input')) field.removeAttribute('value');
  copy.setAttribute('inert', '');
  copy.setAttribute('aria-hidden', 'true');
  return copy.outerHTML;
}

/** How long after a page change the shell is saved: after its counts and badges have settled. */
const SAVE_AFTER_MS = 2_000;

/**
 * Keeps the snapshot of the shell current: a while after each page change (or change of language),
 * and as the app goes to
 * the background (a phone may end it there without another word).
 */
export function useShellSnapshot(
  shellRef: RefObject<HTMLElement | null>,
  { userId, pathname, phone, language }: { userId: string; pathname: string; phone: boolean; language: string },
) {
  useEffect(() => {
    const save = () => {
      if (!shellRef.current) return;
      saveShellSnapshot({ userId, lang: language, phone, html: shellSnapshotOf(shellRef.current) });
    };
    const timer = setTimeout(save, SAVE_AFTER_MS);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') save();
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [shellRef, userId, pathname, phone, language]);
}
