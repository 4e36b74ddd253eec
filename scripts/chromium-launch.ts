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
    // Debian's Chromium 156 preloads its WebUI omnibox popup in a renderer of its own, even
    // headless: 1 s of CPU at idle, 4–5 s during a traced page load. On a 2-core machine that
    // renderer took the page's CPU, and Lighthouse's simulated throttling multiplies every
    // observed task by 4 (issue 17, stop 33: trace-hydration's /service/whatsapp blocking
    // 1.6–2.6 s with it, 0.9–1.1 s without). No phone runs it beside the page.
    '--disable-features=PreloadTopChromeWebUI,WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
  ],
};
