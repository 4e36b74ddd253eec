import type { TFunction } from 'i18next';

/**
 * Scalar's `localization` for /doc/api: its built-in messages in the page's language (Scalar
 * ships en, es, pt, fr, de and ru, the six locales of the site), with two labels worded
 * differently, merged over them.
 *
 * A collapsed tag's button shows Scalar's "Show More" ("Mehr anzeigen") but is named "Show all
 * {tag} endpoints" ("Alle {tag}-Endpunkte anzeigen"): a voice user saying what they see misses
 * it, and axe reports label-content-name-mismatch (WCAG 2.5.3). Scalar collapses every tag but
 * the one in the address when it opens on an address with a section in it, which it writes
 * itself as the reader scrolls (#description/introduction): a reload, a shared link, or the
 * fresh mount after a theme or language switch (use-scalar-reference.ts). In every locale the
 * button's text now opens its name and says what it does: it opens the whole tag
 * (api-docs.json's `reference`; German rewords the name so that it can).
 */
export function scalarLocalization(locale: string, t: TFunction<'api-docs'>) {
  return {
    locale,
    translations: {
      actions: { showMore: t('reference.showMore') },
      navigation: { showAllEndpoints: t('reference.showAllEndpoints') },
    },
    /** Not Scalar's: the name its toaster's region gets in the page (use-scalar-reference.ts). */
    notificationsLabel: t('reference.notifications'),
  };
}

export type ScalarLocalization = ReturnType<typeof scalarLocalization>;
