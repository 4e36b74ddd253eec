import { NextResponse, type NextRequest } from 'next/server';
import { preferredLocale } from '@/lib/locale';
import { localePath, pagePath } from '@/lib/locale-paths';
import { ALL_LOCALES, siteLocales, instances, type AppInstance } from '@/lib/instance';

// Page paths only: a matcher covering /api halved API throughput (stack-notes.md), and
// static files need neither rule. Authorisation is never decided here.
export const config = {
  matcher: ['/', '/((?!api/|_next/|favicon\\.ico|locales/|images/|icons/|fonts/|sounds/|robots\\.txt).*)'],
};

const DEFAULT_LOCALE = 'en';
const instance = (instances as readonly string[]).includes(process.env.APP_INSTANCE ?? '')
  ? (process.env.APP_INSTANCE as AppInstance)
  : 'cis_eu';
const locales = siteLocales(instance);

export function proxy(request: NextRequest) {
  const url = new URL(request.url);

  // Spec §2: paths with uppercase letters redirect permanently to lowercase, query kept.
  if (url.pathname !== url.pathname.toLowerCase()) {
    url.pathname = url.pathname.toLowerCase();
    return NextResponse.redirect(url, 308);
  }

  const inPath = (l: string) => url.pathname === `/${l}` || url.pathname.startsWith(`/${l}/`);
  // A link in a language another instance serves (/ru/… on an EU instance: an email to a reader
  // who used the site in Russian elsewhere) opens the same page in this one's languages.
  const foreign = ALL_LOCALES.find((l) => !locales.includes(l) && inPath(l));
  if (foreign) {
    url.pathname = pagePath(url.pathname.slice(foreign.length + 1) || '/', foreign);
    return NextResponse.redirect(url, 307);
  }
  const prefix = locales.find(inPath);
  const prefixed = prefix !== undefined;
  if (prefix) {
    // Spec §2: a page whose name differs in this language (ru: /price) has one address; the
    // other name redirects to it. next.config.ts rewrites the address to the page file, so
    // client-side navigation to it works too.
    const rest = url.pathname.slice(prefix.length + 1) || '/';
    const address = localePath(pagePath(rest, prefix), prefix);
    if (address !== rest) {
      url.pathname = `/${prefix}${address}`;
      return NextResponse.redirect(url, 308);
    }
  }
  // Files of public/ exist only unprefixed: /de/sounds/new-code.wav would be a 404.
  const file = /\.[a-z0-9]+$/i.test(url.pathname);
  // A client-side navigation (Next's data request) goes to the language the app chose: Back to
  // an English page after switching to French must not be sent on to French by the cookie the
  // switch wrote (spec: going back after a locale change reloads the user, it stays back).
  const clientNavigation = request.headers.has('x-nextjs-data');
  if (prefixed || file || clientNavigation || locales.length < 2) return NextResponse.next();

  const wanted = preferredLocale(
    request.cookies.get('language')?.value,
    request.headers.get('accept-language'),
    locales,
  );
  if (!wanted || wanted === DEFAULT_LOCALE) return NextResponse.next();
  url.pathname = `/${wanted}${url.pathname === '/' ? '' : localePath(url.pathname, wanted)}`;
  return NextResponse.redirect(url, 307);
}
