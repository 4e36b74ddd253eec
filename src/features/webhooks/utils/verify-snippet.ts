/**
 * The receiver-side check the settings page shows (and docs/webhooks.md repeats). The upstream
 * tests run this very text against real deliveries, so what users copy is known to work.
 */
export const VERIFY_SNIPPET = `const crypto = require('node:crypto');
function verify(secret, header, body) { // header: the Codeport-Signature value; body: the raw request text
  const { t, v1 = '' } = Object.fromEntries(header.split(',').map((part) => part.split('=')));
  const mac = crypto.createHmac('sha256', secret).update(\`\${t}.\${body}\`).digest('hex');
  return Math.abs(Date.now() / 1000 - Number(t)) < 300 && v1.length === mac.length && crypto.timingSafeEqual(Buffer.from(v1), Buffer.from(mac));
}`;
