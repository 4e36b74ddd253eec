/**
 * Search engines, link previewers and archivers. Spec §8: they get no error page (the
 * status code tells them everything), so a 404 or 503 view is never indexed or previewed.
 * Headless browsers are not bots here: real users' tooling and the e2e suite use them.
 */
const BOT_USER_AGENT =
  /(?<!cu)bot\b|crawl|spider|slurp|facebookexternalhit|facebookcatalog|mediapartners-google|adsbot-google|google-inspectiontool|apis-google|whatsapp|ia_archiver|embedly|pinterest|yandex(?:images|metrika|direct)/i;

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return typeof userAgent === 'string' && BOT_USER_AGENT.test(userAgent);
}
