import type { Locale } from '../server/client-headers';
import type { UpstreamContext } from '../server/context';
import { localeOf } from '../commerce/entries';
import { notifyUser } from '../platform/notifications';
import { moneyText, type Currency } from './money-text';

/**
 * Notifications of the user's own money events (issue 15), in the language they last used
 * (users.locale, as realtime answers are), with a link to the page that shows the movement.
 * Sent after the transaction that moved the money has committed.
 */

type Vars = { amount: string; balance: string };
type Notice = { title: string; body: (v: Vars) => string };

const topUp: Record<Locale, Notice> = {
  en: { title: 'Balance topped up', body: (v) => `${v.amount} was credited to your balance. Balance: ${v.balance}.` },
  es: { title: 'Saldo recargado', body: (v) => `Se abonaron ${v.amount} a tu saldo. Saldo: ${v.balance}.` },
  pt: { title: 'Saldo recarregado', body: (v) => `${v.amount} foram creditados no seu saldo. Saldo: ${v.balance}.` },
  fr: {
    title: 'Solde rechargé',
    body: (v) => `${v.amount} ont été crédités sur votre solde. Solde\u202f: ${v.balance}.`,
  },
  de: {
    title: 'Guthaben aufgeladen',
    body: (v) => `${v.amount} wurden Ihrem Guthaben gutgeschrieben. Guthaben: ${v.balance}.`,
  },
  ru: { title: 'Баланс пополнен', body: (v) => `На ваш баланс зачислено ${v.amount}. Баланс: ${v.balance}.` },
};

const withdrawalToBalance: Record<Locale, Notice> = {
  en: {
    title: 'Referral earnings withdrawn',
    body: (v) => `${v.amount} of referral earnings moved to your balance. Balance: ${v.balance}.`,
  },
  es: {
    title: 'Ganancias de referidos retiradas',
    body: (v) => `${v.amount} de ganancias de referidos pasaron a tu saldo. Saldo: ${v.balance}.`,
  },
  pt: {
    title: 'Ganhos de indicação sacados',
    body: (v) => `${v.amount} de ganhos de indicação foram para o seu saldo. Saldo: ${v.balance}.`,
  },
  fr: {
    title: 'Gains de parrainage retirés',
    body: (v) => `${v.amount} de gains de parrainage ont été versés sur votre solde. Solde\u202f: ${v.balance}.`,
  },
  de: {
    title: 'Empfehlungsprämien ausgezahlt',
    body: (v) => `${v.amount} Empfehlungsprämien wurden Ihrem Guthaben gutgeschrieben. Guthaben: ${v.balance}.`,
  },
  ru: {
    title: 'Реферальный доход выведен',
    body: (v) => `${v.amount} реферального дохода переведено на ваш баланс. Баланс: ${v.balance}.`,
  },
};

const withdrawalRequested: Record<Locale, Notice> = {
  en: {
    title: 'Withdrawal requested',
    body: (v) => `Your request to withdraw ${v.amount} of referral earnings was received.`,
  },
  es: {
    title: 'Retiro solicitado',
    body: (v) => `Recibimos tu solicitud de retirar ${v.amount} de ganancias de referidos.`,
  },
  pt: {
    title: 'Saque solicitado',
    body: (v) => `Recebemos seu pedido de saque de ${v.amount} em ganhos de indicação.`,
  },
  fr: {
    title: 'Retrait demandé',
    body: (v) => `Votre demande de retrait de ${v.amount} de gains de parrainage a été reçue.`,
  },
  de: {
    title: 'Auszahlung beantragt',
    body: (v) => `Ihr Antrag auf Auszahlung von ${v.amount} Empfehlungsprämien ist eingegangen.`,
  },
  ru: { title: 'Заявка на вывод', body: (v) => `Заявка на вывод ${v.amount} реферального дохода получена.` },
};

/** A notice's words in `locale`, with the amount and the balance after it written as money. */
function words(texts: Record<Locale, Notice>, locale: Locale, amount: number, balance: number, currency: Currency) {
  const t = texts[locale];
  return {
    title: t.title,
    body: t.body({ amount: moneyText(amount, currency, locale), balance: moneyText(balance, currency, locale) }),
  };
}

/** The "Balance topped up" notice's words: what a credited top-up tells the user. */
export const topUpNotice = (locale: Locale, amount: number, balance: number, currency: Currency) =>
  words(topUp, locale, amount, balance, currency);

async function send(ctx: UpstreamContext, userId: number, texts: Record<Locale, Notice>, amount: number, link: string) {
  const locale = await localeOf(ctx.db, userId);
  const user = await ctx.db
    .selectFrom('users')
    .select(['balance', 'currency'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const { title, body } = words(texts, locale, amount, Number(user.balance), user.currency);
  await notifyUser(ctx, userId, { category: 'payments', title, body, link, locale });
}

/** "Balance topped up": a top-up was credited. */
export const notifyTopUp = (ctx: UpstreamContext, userId: number, amount: number) =>
  send(ctx, userId, topUp, amount, '/history');

/** A referral withdrawal: to the balance (credited now) or a payout request. */
export const notifyWithdrawal = (ctx: UpstreamContext, userId: number, amount: number, toBalance: boolean) =>
  send(ctx, userId, toBalance ? withdrawalToBalance : withdrawalRequested, amount, '/referral');
