/**
 * The shell as the app last drew it, kept so that the next start paints it before the app's code
 * has run: public/prefs-init.js reads this key and these fields (keep the two in step).
 */
export const SHELL_SNAPSHOT_KEY = 'shell-snapshot';

export interface ShellSnapshot {
  /** Whose shell it is: another person's is never shown. */
  userId: string;
  /** The language and layout it was drawn in; a start in another shows the spinner instead. */
  lang: string;
  phone: boolean;
  html: string;
}

export function saveShellSnapshot(snapshot: ShellSnapshot) {
  try {
    localStorage.setItem(SHELL_SNAPSHOT_KEY, JSON.stringify(snapshot));
  } catch {
    // Storage full or blocked: the next start shows the spinner, as before.
  }
}

export function forgetShellSnapshot() {
  try {
    localStorage.removeItem(SHELL_SNAPSHOT_KEY);
  } catch {
    // Storage blocked: nothing was kept either.
  }
}
