import { useEffect, useRef } from 'react';

let opened = 0;
const entryOf = (): number | undefined => (window.history.state as { dialog?: number } | null)?.dialog;

/**
 * The phone's back button (or swipe) closes an open dialog instead of leaving the page: opening it
 * adds a history entry of its own (same URL, the router's state kept), going back from it closes
 * it. Closed from inside (a button, Esc), its entry is taken back; closed by following a link in
 * it, the entry stays under the new page (Back from there returns to this page). A dialog opened over another has the newer entry, so back closes the top one first.
 */
export function useBackCloses(open: boolean, onBack: () => void) {
  const onBackRef = useRef(onBack);
  onBackRef.current = onBack;

  useEffect(() => {
    if (!open) return;
    const entry = ++opened;
    window.history.pushState({ ...(window.history.state as object | null), dialog: entry }, '');
    let wentBack = false;
    // A link followed from inside (the menu's, "Open lead") navigates from this entry: it must stay,
    // and going back here would cancel a navigation still loading its screen.
    let followedLink = false;
    const handleClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (link && link.getAttribute('target') !== '_blank') followedLink = true;
    };
    const handlePop = () => {
      const at = entryOf();
      if (at !== undefined && at >= entry) return; // still on this dialog's entry, or a newer one's
      wentBack = true;
      onBackRef.current();
    };
    window.addEventListener('popstate', handlePop);
    document.addEventListener('click', handleClick, true);
    return () => {
      window.removeEventListener('popstate', handlePop);
      document.removeEventListener('click', handleClick, true);
      if (wentBack || followedLink) return;
      // After this tick, so a navigation made as the dialog closed is seen (and kept).
      setTimeout(() => {
        if (entryOf() === entry) window.history.back();
      }, 0);
    };
  }, [open]);
}
