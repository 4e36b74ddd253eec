import type { Db } from '../../db/database';
import { currencyNumber } from './code-maps';

/**
 * The protocol's `currency` (ISO 4217 number) of the key's account: users.currency, fixed when
 * the account was made and the currency its balance and prices are in, as GET /api/v1/user
 * reports it. Not the site setting: that may change later and names new accounts' currency only.
 */
export async function accountCurrency(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('users').select('currency').where('id', '=', userId).executeTakeFirstOrThrow();
  return currencyNumber[row.currency];
}
