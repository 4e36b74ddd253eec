import type { Locale } from '../server/client-headers';

/**
 * The title of the notification a support reply sends, in the ticket owner's language
 * (users.locale, as the money notices), with the ticket's subject as they wrote it.
 */
const titles: Record<Locale, (subject: string) => string> = {
  en: (s) => `Support replied: ${s}`,
  es: (s) => `Soporte respondió: ${s}`,
  pt: (s) => `O suporte respondeu: ${s}`,
  fr: (s) => `Le support a répondu\u202f: ${s}`,
  de: (s) => `Antwort vom Support: ${s}`,
  ru: (s) => `Ответ поддержки: ${s}`,
};

export const supportReplyTitle = (locale: Locale, subject: string): string => titles[locale](subject).slice(0, 200);
