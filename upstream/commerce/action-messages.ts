import type { Locale } from '../server/client-headers';

/**
 * The confirmations number actions answer with (spec §8: a true status with a message is shown
 * as a confirmation alert), in the reader's language: the web shows them as they come.
 */
const MESSAGES = {
  purchased: {
    en: 'Number purchased',
    es: 'Número comprado',
    pt: 'Número comprado',
    fr: 'Numéro acheté',
    de: 'Nummer gekauft',
    ru: 'Номер куплен',
  },
  activationCancelled: {
    en: 'Activation cancelled, the price is refunded',
    es: 'Activación cancelada, el importe se ha reembolsado',
    pt: 'Ativação cancelada, o valor foi reembolsado',
    fr: 'Activation annulée, le prix est remboursé',
    de: 'Aktivierung storniert, der Preis wird erstattet',
    ru: 'Активация отменена, деньги возвращены',
  },
  activationFinished: {
    en: 'Activation finished',
    es: 'Activación finalizada',
    pt: 'Ativação concluída',
    fr: 'Activation terminée',
    de: 'Aktivierung abgeschlossen',
    ru: 'Активация завершена',
  },
  retry: {
    en: 'Waiting for another code',
    es: 'Esperando otro código',
    pt: 'Aguardando outro código',
    fr: 'En attente d’un autre code',
    de: 'Warten auf einen weiteren Code',
    ru: 'Ожидаем ещё один код',
  },
  rented: {
    en: 'Number rented',
    es: 'Número alquilado',
    pt: 'Número alugado',
    fr: 'Numéro loué',
    de: 'Nummer gemietet',
    ru: 'Номер арендован',
  },
  rentExtended: {
    en: 'Rental extended',
    es: 'Alquiler prolongado',
    pt: 'Aluguel prorrogado',
    fr: 'Location prolongée',
    de: 'Miete verlängert',
    ru: 'Аренда продлена',
  },
  rentCancelled: {
    en: 'Rental cancelled, the price is refunded',
    es: 'Alquiler cancelado, el importe se ha reembolsado',
    pt: 'Aluguel cancelado, o valor foi reembolsado',
    fr: 'Location annulée, le prix est remboursé',
    de: 'Miete storniert, der Preis wird erstattet',
    ru: 'Аренда отменена, деньги возвращены',
  },
  rentFinished: {
    en: 'Rental finished',
    es: 'Alquiler finalizado',
    pt: 'Aluguel concluído',
    fr: 'Location terminée',
    de: 'Miete beendet',
    ru: 'Аренда завершена',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type ActionMessage = keyof typeof MESSAGES;

export const actionMessage = (key: ActionMessage, locale: Locale): string => MESSAGES[key][locale] ?? MESSAGES[key].en;
