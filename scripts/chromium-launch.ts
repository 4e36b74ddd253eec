/**
 * Debian's Chromium, never a downloaded browser (stack-notes.md). The flags keep it from
 * reaching for the network this machine does not have.
 */
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
  // Debian's Chromium 156 preloads its WebUI omnibox popup in a renderer of its own, even
  // headless: 1 s of CPU at idle, 4–5 s during a traced page load. On a 2-core machine that
  // renderer took the page's CPU, and Lighthouse's simulated throttling multiplies every
  // observed task by 4 (issue 17, stop 33: trace-hydration's /service/whatsapp blocking
  // 1.6–2.6 s with it, 0.9–1.1 s without). No phone runs it beside the page.
  '--disable-features=PreloadTopChromeWebUI,WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];

/** The browser people run, for Lighthouse, the realtime benchmark and the icons. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args,
};

/**
 * The end-to-end journeys' browser: Debian's build of Chromium's headless shell, the one
 * Playwright itself runs headless, without the whole browser's windows and UI. The full browser
 * spent 0.53 s of its own CPU (0.16 s more in the GPU process) to open a context and load /faq;
 * the shell 0.19 s (0.09 s). npm test's 140 journeys on this 2-core machine took 10.2 minutes
 * with it and 11.5 with the browser (one run each, same code).
 */
export const headlessShellLaunchOptions = {
  executablePath: process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/lib/chromium/chromium-headless-shell',
  args,
};
