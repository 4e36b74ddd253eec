import { config } from 'zod';

/**
 * Zod 4 builds each object schema either compiled (`new Function`) or jitless, deciding when the
 * schema is created; a compiled one first probes `Function('')`. The page's CSP forbids eval, so
 * the browser refused the probe and reported a CSP violation (a DevTools issue, and Lighthouse's
 * best practices under 100 on every signed-in page). Jitless is what zod fell back to after the
 * refusal anyway. The browser parses with zod only in check-payload.ts, which imports this
 * module before the contract whose schemas it parses with.
 */
config({ jitless: true });
