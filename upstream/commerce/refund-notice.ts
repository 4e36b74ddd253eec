import type { Db } from '../db/database';
import { notifyUser } from '../platform/notifications';
import { supportedLocales, type Locale } from '../server/client-headers';
import type { CommerceCtx } from './activation-service';
import { balanceOf } from './ledger';

/** A refund that has committed: what, how much (minor units) and why. */
export interface Refund {
  userId: number;
  type: 'activation' | 'rent';
  id: number;
  phone: string;
  amount: number;
  /** Cancelled by the user, or expired without a code (activations only). */
  reason: 'cancelled' | 'expired';
}

type Currency = 'usd' | 'rub';

/** Minor units as the site shows them (spec §9): "$1.50" before, "1,50 ₽" after, in the reader's digits. */
export function formatAmount(minor: number, currency: Currency, locale: Locale): string {
  const amount = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    minor / 100,
  );
  return currency === 'usd' ? `$${amount}` : `${amount} ₽`;
}

interface RefundText {
  title: (amount: string) => string;
  body: (r: Refund, amount: string) => string;
}

const what = {
  en: { activation: 'activation', rent: 'rental' },
  es: { activation: 'la activación', rent: 'el alquiler' },
  pt: { activation: 'a ativação', rent: 'o aluguel' },
  fr: { activation: "l'activation", rent: 'la location' },
  de: { activation: 'die Aktivierung', rent: 'die Miete' },
  ru: { activation: 'активация', rent: 'аренда' },
} satisfies Record<Locale, Record<Refund['type'], string>>;

/** Notification texts per locale; `en` covers any locale without its own. */
const texts: Record<Locale, RefundText> = {
  en: {
    title: (a) => `Refunded ${a}`,
    body: (r, a) =>
      `The ${what.en[r.type]} of ${r.phone} ${r.reason === 'expired' ? 'expired without a code' : 'was cancelled'}: ${a} is back on your balance.`,
  },
  es: {
    title: (a) => `Reembolsado ${a}`,
    body: (r, a) =>
      `${cap(what.es[r.type])} de ${r.phone} ${r.reason === 'expired' ? 'expiró sin código' : 'se canceló'}: ${a} ha vuelto a tu saldo.`,
  },
  pt: {
    title: (a) => `Reembolsado ${a}`,
    body: (r, a) =>
      `${cap(what.pt[r.type])} de ${r.phone} ${r.reason === 'expired' ? 'expirou sem código' : r.type === 'rent' ? 'foi cancelado' : 'foi cancelada'}: ${a} voltou ao seu saldo.`,
  },
  fr: {
    title: (a) => `Remboursé ${a}`,
    body: (r, a) =>
      `${cap(what.fr[r.type])} de ${r.phone} ${r.reason === 'expired' ? 'a expiré sans code' : 'a été annulée'} : ${a} est de retour sur votre solde.`,
  },
  de: {
    title: (a) => `${a} erstattet`,
    body: (r, a) =>
      `${cap(what.de[r.type])} von ${r.phone} ${r.reason === 'expired' ? 'ist ohne Code abgelaufen' : 'wurde storniert'}: ${a} sind wieder auf Ihrem Guthaben.`,
  },
  ru: {
    title: (a) => `Возвращено ${a}`,
    body: (r, a) =>
      `${cap(what.ru[r.type])} номера ${r.phone} ${r.reason === 'expired' ? 'истекла без кода' : 'отменена'}: ${a} возвращены на баланс.`,
  },
};

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function refundText(r: Refund, locale: Locale, currency: Currency): { title: string; body: string } {
  const t = texts[locale] ?? texts.en;
  const amount = formatAmount(r.amount, currency, locale);
  return { title: t.title(amount), body: t.body(r, amount) };
}

async function reader(db: Db, userId: number): Promise<{ locale: Locale; currency: Currency }> {
  const row = await db
    .selectFrom('users')
    .select(['locale', 'currency'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return { locale: supportedLocales.find((l) => l === row.locale) ?? 'en', currency: row.currency };
}

/**
 * Tells the user about a committed refund: a notification "Refunded $x" in their language and
 * currency (category payments, linking to the list it happened in), and BalanceTopup with the
 * new balance and the refund, so an open page updates the balance and can toast it. Call it
 * after the transaction that refunded: only the one call whose update won gets here, so the
 * notice is sent once per refund.
 */
export async function announceRefund(
  ctx: CommerceCtx,
  r: Refund,
  /** The account as the refund's own statement returned it; read here when not given. */
  after?: { locale: string; currency: Currency; balance: number },
): Promise<void> {
  const { locale, currency } = after
    ? { locale: supportedLocales.find((l) => l === after.locale) ?? 'en', currency: after.currency }
    : await reader(ctx.db, r.userId);
  await notifyUser(ctx, r.userId, {
    category: 'payments',
    ...refundText(r, locale, currency),
    link: r.type === 'activation' ? '/activations' : '/rent',
    locale,
  });
  await ctx.publish(r.userId, 'BalanceTopup', {
    balance: after?.balance ?? (await balanceOf(ctx.db, r.userId)),
    refund: { amount: r.amount, type: r.type, id: r.id },
  });
}
