/**
 * Server start-up: validate the whole configuration (a bad variable stops the server with a
 * message naming it, however it was started), refuse to run in production without a session
 * password (issue 4 §1), and initialise Sentry only when a DSN is configured (inert otherwise).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env } = await import('./src/lib/env');
  env();
  const { sessionPasswords } = await import('./src/bff/session/password');
  // Throws in production without SESSION_PASSWORD: better no server than a forgeable session.
  sessionPasswords();
  if (process.env.SENTRY_DSN) {
    const Sentry = await import('@sentry/nextjs');
    Sentry.init({ dsn: process.env.SENTRY_DSN, tracesSampleRate: 0, sendDefaultPii: false });
  }
}

export { captureRequestError as onRequestError } from '@sentry/nextjs';
