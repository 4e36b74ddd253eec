/**
 * Debian's Chromium, never a downloaded browser (stack-notes.md), for Playwright and the
 * realtime benchmark alike. The flags keep it from reaching for the network this machine
 * does not have.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    '--disable-dev-shm-usage',
  ],
};
