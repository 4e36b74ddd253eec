import type { IncomingMessage } from 'node:http';

/**
 * Whether a request comes from a phone, as far as its headers tell: Chromium's `Sec-CH-UA-Mobile`
 * client hint or "Mobi" in the user agent (MDN's advice; tablets' agents lack it). Only a
 * guess for the first render's layout (issue 17: a phone is spared hydrating what it hides);
 * the browser corrects a wrong one after hydration, so it never decides what anyone may do.
 */
export function looksLikePhone(req: Pick<IncomingMessage, 'headers'>): boolean {
  if (req.headers['sec-ch-ua-mobile'] === '?1') return true;
  const agent = req.headers['user-agent'];
  return typeof agent === 'string' && /Mobi/i.test(agent);
}
