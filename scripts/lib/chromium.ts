/**
 * How the tests and the benchmark start the system Chromium: no sandbox (root in a container),
 * no GPU, and none of the background connections a closed network refuses.
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
