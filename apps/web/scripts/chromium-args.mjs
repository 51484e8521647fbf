/**
 * Chromium's flags for a scripted run (the e2e tests, Lighthouse): no sandbox or GPU (containers and
 * the offline machines), and none of the browser's own traffic (QUIC, first run, updates, sync) to
 * reach out or to blur a measurement.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
