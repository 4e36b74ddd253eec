/**
 * Reports an unexpected error. Sentry's browser SDK is loaded on demand so it costs the
 * first paint nothing; without a DSN it was never initialised and captureException is inert.
 */
export function reportError(error: unknown): void {
  if (typeof window === 'undefined') return;
  import('@sentry/nextjs')
    .then((sentry) => sentry.captureException(error))
    .catch(() => {
      // Reporting must never raise a second error.
    });
}
