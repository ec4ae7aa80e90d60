/**
 * Debian Chromium's flags for the end-to-end tests and the gallery: no sandbox (containers), no
 * GPU, nothing that reaches the network on its own.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // No network here: hosts other than the harness fail at once instead of after Chromium's
  // DNS retries (the single post's YouTube and Vimeo iframes would hold up the load event).
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];
