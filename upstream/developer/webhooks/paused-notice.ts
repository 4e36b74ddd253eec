import type { Locale } from '../../server/client-headers';

/** The notification an endpoint's owner gets when its deliveries kept failing and it was paused. */
export const pausedNotice: Record<Locale, { title: string; body: (url: string) => string }> = {
  en: {
    title: 'Webhook endpoint paused',
    body: (u) =>
      `Deliveries to ${u} kept failing for about 2 hours, so it is paused. Fix it and resume it in Settings → API.`,
  },
  es: {
    title: 'Endpoint de webhook en pausa',
    body: (u) =>
      `Los envíos a ${u} fallaron durante unas 2 horas, así que quedó en pausa. Corrígelo y reanúdalo en Ajustes → API.`,
  },
  pt: {
    title: 'Endpoint de webhook pausado',
    body: (u) =>
      `As entregas para ${u} falharam por cerca de 2 horas, então ele foi pausado. Corrija e retome em Configurações → API.`,
  },
  fr: {
    title: 'Point de terminaison webhook en pause',
    body: (u) =>
      `Les envois vers ${u} ont échoué pendant environ 2 heures\u202f: il est en pause. Corrigez-le puis relancez-le dans Paramètres → API.`,
  },
  de: {
    title: 'Webhook-Endpunkt pausiert',
    body: (u) =>
      `Zustellungen an ${u} sind etwa 2 Stunden lang fehlgeschlagen, daher ist er pausiert. Beheben Sie das Problem und setzen Sie ihn unter Einstellungen → API fort.`,
  },
  ru: {
    title: 'Вебхук приостановлен',
    body: (u) =>
      `Доставка на ${u} не удавалась около 2 часов, поэтому он приостановлен. Исправьте адрес и возобновите его в Настройки → API.`,
  },
};
