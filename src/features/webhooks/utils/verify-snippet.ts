/**
 * The receiver-side check the settings page shows (and docs/webhooks.md repeats), five lines.
 * The upstream tests run this very text against real deliveries, so what users copy works.
 */
export const VERIFY_SNIPPET = `const { createHmac, timingSafeEqual } = require('node:crypto');
function verify(secret, header, body) { // header: Codeport-Signature; body: the raw request text
  const { t, v1 = '' } = Object.fromEntries(header.split(',').map((part) => part.split('=')));
  const mac = createHmac('sha256', secret).update(\`\${t}.\${body}\`).digest('hex');
  return Math.abs(Date.now() / 1000 - t) < 300 && v1.length === mac.length && timingSafeEqual(Buffer.from(v1), Buffer.from(mac)); }`;
