import type { Db } from '../db/database';
import { notifyUser, toNotificationItem } from '../platform/notifications';
import { supportedLocales, type Locale } from '../server/client-headers';
import type { CommerceCtx } from './activation-service';
import { balanceOf } from './ledger';
import { currencyPlacement, decimalFormat, moneyText, type Currency } from '../payments/money-text';

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
      `${cap(what.fr[r.type])} de ${r.phone} ${r.reason === 'expired' ? 'a expiré sans code' : 'a été annulée'}\u202f: ${a} est de retour sur votre solde.`,
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
  const amount = moneyText(r.amount, currency, locale);
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

const category = 'payments';
const linkOf = (type: Refund['type']) => (type === 'activation' ? '/activations' : '/rent');

const amountMark = '\u0001';
const phoneMark = '\u0002';

/** A locale's decimal mark, group separator and the whole units from which it groups (es: 10 000). */
function separators(locale: Locale) {
  const f = decimalFormat(locale);
  const part = (n: number, type: string) => f.formatToParts(n).find((p) => p.type === type)?.value;
  const groupFrom = part(1_234.5, 'group') ? 1_000 : part(12_345.5, 'group') ? 10_000 : Number.MAX_SAFE_INTEGER;
  return { decimal: part(1.5, 'decimal') ?? '.', group: part(1_234_567.5, 'group') ?? '', group_from: groupFrom };
}

const notes = new Map<string, string>();

/**
 * The refund notification of one kind of refund as the closing call's p_note (migration 0021):
 * these texts with the amount and the phone as markers, the currencies' patterns, each locale's
 * separators, and the category and link. JSON text, built once per kind.
 */
export function refundNote(type: Refund['type'], reason: Refund['reason']): string {
  const key = `${type}:${reason}`;
  let note = notes.get(key);
  if (!note) {
    const r: Refund = { userId: 0, type, id: 0, phone: phoneMark, amount: 0, reason };
    const locales = Object.fromEntries(
      supportedLocales.map((l) => [
        l,
        { title: texts[l].title(amountMark), body: texts[l].body(r, amountMark), ...separators(l) },
      ]),
    );
    note = JSON.stringify({
      locales,
      currencies: { usd: currencyPlacement.usd(amountMark), rub: currencyPlacement.rub(amountMark) },
      category,
      link: linkOf(type),
    });
    notes.set(key, note);
  }
  return note;
}

/** A refund notification the closing call stored (0021), as NewUserNotification carries it. */
export interface StoredNotice {
  id: number;
  title: string;
  body: string;
  locale: string;
  /** The closing call's now, which the row was stored with. */
  createdAt: Date;
}

/**
 * Tells the user about a committed refund: a notification "Refunded $x" in their language and
 * currency (category payments, linking to the list it happened in), and BalanceTopup with the
 * new balance and the refund, so an open page updates the balance and can toast it. Call it
 * after the transaction that refunded: only the one call whose update won gets here, so the
 * notice is sent once per refund. `stored`: the notification the refunding call already wrote
 * (an activation's close, 0021), so only the events remain.
 */
export async function announceRefund(
  ctx: CommerceCtx,
  r: Refund,
  /** The account as the refund's own statement returned it; read here when not given. */
  after?: { locale: string; currency: Currency; balance: number },
  stored?: StoredNotice,
): Promise<void> {
  if (stored) {
    const { createdAt, ...row } = stored;
    const { link: _link, ...notification } = toNotificationItem({
      ...row,
      user_id: r.userId,
      category,
      link: linkOf(r.type),
      read_at: null,
      created_at: createdAt,
    });
    await ctx.publish(r.userId, 'NewUserNotification', { notification });
  } else {
    const { locale, currency } = after
      ? { locale: supportedLocales.find((l) => l === after.locale) ?? 'en', currency: after.currency }
      : await reader(ctx.db, r.userId);
    await notifyUser(ctx, r.userId, {
      category,
      ...refundText(r, locale, currency),
      link: linkOf(r.type),
      locale,
    });
  }
  await ctx.publish(r.userId, 'BalanceTopup', {
    balance: after?.balance ?? (await balanceOf(ctx.db, r.userId)),
    refund: { amount: r.amount, type: r.type, id: r.id },
  });
}
