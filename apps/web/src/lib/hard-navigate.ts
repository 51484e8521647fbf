/** A full page load (drops every in-memory state). Its own module so tests can replace it. */
export function hardNavigate(url: string) {
  window.location.assign(url);
}
