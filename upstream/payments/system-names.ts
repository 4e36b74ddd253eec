import type { Locale } from '../server/client-headers';

/**
 * Payment-system names in the reader's language (issue 16). The stored name is the English one
 * an operator sets; a system missing here, or a brand that reads the same everywhere (Bitcoin,
 * USDT, YooMoney), is shown as stored.
 */
const translated: Record<string, Partial<Record<Locale, string>>> = {
  card: {
    es: 'Tarjeta bancaria',
    pt: 'Cartão bancário',
    fr: 'Carte bancaire',
    de: 'Bankkarte',
    ru: 'Банковская карта',
  },
  sbp: {
    es: 'Pagos rápidos (SBP)',
    pt: 'Pagamentos rápidos (SBP)',
    fr: 'Paiements rapides (SBP)',
    de: 'Schnellzahlungssystem (SBP)',
    ru: 'Система быстрых платежей (СБП)',
  },
};

export function systemName(key: string, stored: string, locale: Locale): string {
  return translated[key]?.[locale] ?? stored;
}
