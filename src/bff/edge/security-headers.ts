/**
 * Response headers for every route, set in next.config.ts. Kept free of app imports: the
 * Next config loads it before anything else exists.
 *
 * The CSP is what the app actually needs: Emotion (MUI) injects <style> tags at runtime
 * without a nonce, so style-src allows inline; counter scripts from GET /api/util/counter
 * (spec §2, instances with a counter) are inline too, so script-src allows inline plus the
 * analytics hosts; the realtime client opens a WebSocket to a host and port chosen at run
 * time (ws:/wss:). Framing is refused everywhere.
 */
export function contentSecurityPolicy(dev: boolean): string {
  const analytics = 'https://mc.yandex.ru https://yastatic.net https://www.googletagmanager.com https://www.google-analytics.com';
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline' ${dev ? "'unsafe-eval' " : ''}${analytics}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ws: wss: ${analytics}`,
    "frame-src 'self' https://mc.yandex.ru",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export function securityHeaders(dev: boolean): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(dev) },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}
