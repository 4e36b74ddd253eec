import { useEffect, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';

type Bundle = { default: Record<string, unknown> };

/**
 * One chunk per locale, fetched only when a dialog first opens: the auth texts stay out of
 * every page's first load, and dialogs work on pages whose server props did not ask for them.
 */
const loaders: Record<string, () => Promise<Bundle>> = {
  en: () => import('../../../../public/locales/en/auth.json'),
  es: () => import('../../../../public/locales/es/auth.json'),
  pt: () => import('../../../../public/locales/pt/auth.json'),
  fr: () => import('../../../../public/locales/fr/auth.json'),
  de: () => import('../../../../public/locales/de/auth.json'),
  ru: () => import('../../../../public/locales/ru/auth.json'),
};

export const AUTH_NS = 'auth';

type I18nLike = {
  hasResourceBundle(lng: string, ns: string): boolean;
  addResourceBundle(lng: string, ns: string, resources: object, deep?: boolean, overwrite?: boolean): unknown;
};

/** Loads the `auth` texts of `lng` into i18n unless they are there already. */
export async function ensureAuthNamespace(i18n: I18nLike, lng: string): Promise<void> {
  if (i18n.hasResourceBundle(lng, AUTH_NS)) return;
  const load = loaders[lng] ?? loaders.en;
  if (!load) return;
  const bundle = await load();
  i18n.addResourceBundle(lng, AUTH_NS, bundle.default, true, false);
}

/** The `auth` namespace's t, and whether its texts are there yet (render nothing until then). */
export function useAuthT() {
  const { t, i18n } = useTranslation(AUTH_NS, { useSuspense: false });
  const lng = i18n?.language || 'en';
  const present = () => !i18n || i18n.hasResourceBundle(lng, AUTH_NS);
  const [loadedFor, setLoadedFor] = useState<string | null>(null);

  useEffect(() => {
    if (!i18n || i18n.hasResourceBundle(lng, AUTH_NS)) return;
    let live = true;
    void ensureAuthNamespace(i18n, lng).then(() => {
      if (live) setLoadedFor(lng);
    });
    return () => {
      live = false;
    };
  }, [i18n, lng]);

  return { t, i18n, ready: loadedFor === lng || present() };
}
