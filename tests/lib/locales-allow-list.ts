/**
 * Translations that may legitimately equal the English text. Keys are `namespace:key.path`;
 * a trailing `*` covers a whole branch. Add an entry only for a real exception (a brand, a
 * word that is the same in that language), with the locales it applies to.
 */
export const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[] | 'all'>> = {
  'common:brand': 'all',
  // Each language is named in its own language, the same everywhere.
  'common:languages.*': 'all',
  'common:nav.blog': ['es', 'pt', 'fr', 'de'],
  'content:blog.title': ['es', 'pt', 'fr', 'de'],
  'webhooks:title': ['es', 'pt', 'fr', 'de'],
  'webhooks:log.status': 'all',
  'common:nav.activations': ['fr'],
  'common:footer.services': ['fr'],
  'auth:sessions.title': ['fr'],
  'auth:sessions.kind.computer': ['de'],
  'auth:sessions.kind.tablet': ['pt', 'de'],
  'settings-nav:pages.sessions': ['fr'],
  // An acronym every language writes the same.
  'settings-nav:pages.api': 'all',
  'auth:fields.name': ['de'],
  'account:settings.account.name': ['de'],
  'account:settings.links.sessions.title': ['fr'],
  'account:statistic.totals.activations': ['fr'],
  'account:statistic.services.service': ['fr'],
  'numbers-phone:picker.service': ['fr'],
  // Loyalty level names: the same word in these languages.
  'common:loyaltyLevels.Bronze': ['pt', 'fr', 'de'],
  'common:loyaltyLevels.Gold': ['de'],
  'api-docs:reference.notifications': ['fr'],
};
