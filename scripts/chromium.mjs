// The one Chromium that tests and benchmarks run: Debian's, never a downloaded one (CHROMIUM_PATH picks
// another binary), with the flags this machine needs (no sandbox as root, no GPU, a small /dev/shm) and
// nothing that would reach the network on its own.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
