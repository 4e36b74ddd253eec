/**
 * Labels of Scalar's reference that /doc/api words differently (its `localization.translations`,
 * merged over its English).
 *
 * A collapsed tag's button shows "Show More" but is named "Show all {tag} endpoints": a voice
 * user saying what they see misses it, and axe reports label-content-name-mismatch (WCAG 2.5.3).
 * Scalar collapses every tag but the one in the address when it opens on an address with a
 * section in it, which it writes itself as the reader scrolls (#description/introduction): a
 * reload, a shared link, or the fresh mount after a theme switch (use-scalar-reference.ts). The
 * button's text now starts its name, and says what it does: it opens the whole tag.
 */
export const scalarTranslations = {
  actions: { showMore: 'Show all' },
} as const;
