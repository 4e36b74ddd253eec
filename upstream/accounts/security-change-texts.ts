import type { Locale } from '../server/client-headers';
import type { EmailText } from './email-texts';

/** When it happened (UTC) and the page that undoes it. */
interface Change {
  when: string;
  link: string;
}

/**
 * The password changed in Settings (a reset has its own mail, passwordChangedText): someone
 * holding a session could lock the owner out; the owner learns it here, with the way back
 * (signing in → "Forgot password?", which signs every device out).
 */
export const passwordChangedInSettingsText: Record<Locale, (c: Change) => EmailText> = {
  en: (c) => ({
    subject: 'Your Codeport password was changed',
    body:
      `Your Codeport password was changed in Settings on ${c.when} (UTC), and your other devices were signed out. ` +
      `If it was not you, reset your password with "Forgot password?" at ${c.link}: that signs every device out.`,
  }),
  es: (c) => ({
    subject: 'Se ha cambiado tu contraseña de Codeport',
    body:
      `Tu contraseña de Codeport se cambió en Ajustes el ${c.when} (UTC) y se cerraron las sesiones de tus otros dispositivos. ` +
      `Si no fuiste tú, restablécela con "¿Olvidaste tu contraseña?" en ${c.link}: así se cierran todas las sesiones.`,
  }),
  pt: (c) => ({
    subject: 'Sua senha do Codeport foi alterada',
    body:
      `Sua senha do Codeport foi alterada em Configurações em ${c.when} (UTC), e seus outros dispositivos foram desconectados. ` +
      `Se não foi você, redefina a senha em "Esqueceu a senha?" em ${c.link}: isso desconecta todos os dispositivos.`,
  }),
  fr: (c) => ({
    subject: 'Votre mot de passe Codeport a été modifié',
    body:
      `Votre mot de passe Codeport a été modifié dans les Paramètres le ${c.when} (UTC), et vos autres appareils ont été déconnectés. ` +
      `Si ce n'était pas vous, réinitialisez-le avec «\u202fMot de passe oublié\u202f?\u202f» sur ${c.link}\u202f: cela déconnecte tous les appareils.`,
  }),
  de: (c) => ({
    subject: 'Ihr Codeport-Passwort wurde geändert',
    body:
      `Ihr Codeport-Passwort wurde am ${c.when} (UTC) in den Einstellungen geändert, und Ihre anderen Geräte wurden abgemeldet. ` +
      `Waren Sie es nicht, setzen Sie es unter „Passwort vergessen?“ auf ${c.link} zurück: Das meldet alle Geräte ab.`,
  }),
  ru: (c) => ({
    subject: 'Пароль Codeport изменён',
    body:
      `Пароль Codeport изменён в настройках ${c.when} (UTC), на остальных устройствах выполнен выход. ` +
      `Если это были не вы, сбросьте пароль через «Забыли пароль?» на ${c.link}: это завершит сеансы на всех устройствах.`,
  }),
};

/** Two-factor turned off: the second lock gone is worth knowing about, with the page to turn it on again. */
export const twoFactorOffText: Record<Locale, (c: Change) => EmailText> = {
  en: (c) => ({
    subject: 'Two-factor authentication was turned off',
    body:
      `Two-factor authentication was turned off for your Codeport account on ${c.when} (UTC). ` +
      `If it was not you, change your password and turn it on again: ${c.link}`,
  }),
  es: (c) => ({
    subject: 'Se desactivó la autenticación en dos pasos',
    body:
      `La autenticación en dos pasos de tu cuenta de Codeport se desactivó el ${c.when} (UTC). ` +
      `Si no fuiste tú, cambia tu contraseña y vuelve a activarla: ${c.link}`,
  }),
  pt: (c) => ({
    subject: 'A autenticação em dois fatores foi desativada',
    body:
      `A autenticação em dois fatores da sua conta do Codeport foi desativada em ${c.when} (UTC). ` +
      `Se não foi você, altere sua senha e ative-a novamente: ${c.link}`,
  }),
  fr: (c) => ({
    subject: "L'authentification à deux facteurs a été désactivée",
    body:
      `L'authentification à deux facteurs de votre compte Codeport a été désactivée le ${c.when} (UTC). ` +
      `Si ce n'était pas vous, changez votre mot de passe et réactivez-la\u202f: ${c.link}`,
  }),
  de: (c) => ({
    subject: 'Die Zwei-Faktor-Authentifizierung wurde ausgeschaltet',
    body:
      `Die Zwei-Faktor-Authentifizierung Ihres Codeport-Kontos wurde am ${c.when} (UTC) ausgeschaltet. ` +
      `Waren Sie es nicht, ändern Sie Ihr Passwort und schalten Sie sie wieder ein: ${c.link}`,
  }),
  ru: (c) => ({
    subject: 'Двухфакторная аутентификация отключена',
    body:
      `Двухфакторная аутентификация для вашего аккаунта Codeport отключена ${c.when} (UTC). ` +
      `Если это были не вы, смените пароль и включите её снова: ${c.link}`,
  }),
};

/**
 * A new API key issued: the key outlives a password change and signed-out sessions, so one
 * issued by whoever held a session would keep spending the balance; the link replaces it.
 */
export const apiKeyIssuedText: Record<Locale, (c: Change) => EmailText> = {
  en: (c) => ({
    subject: 'A new Codeport API key was issued',
    body:
      `A new API key was issued for your Codeport account on ${c.when} (UTC); the previous key no longer works. ` +
      `If it was not you, replace the key at ${c.link} and change your password.`,
  }),
  es: (c) => ({
    subject: 'Se emitió una nueva clave de API de Codeport',
    body:
      `Se emitió una nueva clave de API para tu cuenta de Codeport el ${c.when} (UTC); la anterior ya no funciona. ` +
      `Si no fuiste tú, reemplaza la clave en ${c.link} y cambia tu contraseña.`,
  }),
  pt: (c) => ({
    subject: 'Uma nova chave de API do Codeport foi emitida',
    body:
      `Uma nova chave de API foi emitida para sua conta do Codeport em ${c.when} (UTC); a anterior não funciona mais. ` +
      `Se não foi você, substitua a chave em ${c.link} e altere sua senha.`,
  }),
  fr: (c) => ({
    subject: "Une nouvelle clé d'API Codeport a été émise",
    body:
      `Une nouvelle clé d'API a été émise pour votre compte Codeport le ${c.when} (UTC)\u202f; l'ancienne ne fonctionne plus. ` +
      `Si ce n'était pas vous, remplacez la clé sur ${c.link} et changez votre mot de passe.`,
  }),
  de: (c) => ({
    subject: 'Ein neuer Codeport-API-Schlüssel wurde ausgestellt',
    body:
      `Für Ihr Codeport-Konto wurde am ${c.when} (UTC) ein neuer API-Schlüssel ausgestellt; der bisherige funktioniert nicht mehr. ` +
      `Waren Sie es nicht, ersetzen Sie den Schlüssel unter ${c.link} und ändern Sie Ihr Passwort.`,
  }),
  ru: (c) => ({
    subject: 'Выпущен новый API-ключ Codeport',
    body:
      `Для вашего аккаунта Codeport ${c.when} (UTC) выпущен новый API-ключ; прежний больше не действует. ` +
      `Если это были не вы, замените ключ на ${c.link} и смените пароль.`,
  }),
};
