// Debian's Chromium and the flags it needs on these machines (no sandbox as root, no background
// traffic to a closed network): shared by the browser tests and the benchmark.
export const CHROMIUM_PATH =
  process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
