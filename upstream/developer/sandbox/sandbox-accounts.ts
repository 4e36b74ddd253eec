import { SANDBOX_START_BALANCE, type SandboxState } from '@contracts/sandbox';
import type { Db } from '../../db/database';
import type { UpstreamContext } from '../../server/context';
import { notFound } from '../../server/errors';
import { apiKeyColumns, newApiKey } from '../../accounts/api-keys';
import type { AuthUser } from '../../accounts/tokens';
import { resetSandboxBalance } from '../../commerce/ledger';

/**
 * A user's sandbox is a second account row they own (users.sandbox_of): the sandbox key is that
 * row's API key, so every request made with it acts as that account, with its own balance and its
 * own purchases, through exactly the live code. We chose a separate account over a `sandbox` flag
 * on every row because the live code already scopes every query by user_id: isolation then needs
 * no filter anywhere (none to forget in a future query), and "behaves exactly as live" is true by
 * construction. What remains, numbers and money, is decided in one place each: the pool
 * (commerce/pool.ts, virtual numbers never `enabled`) and the ledger (commerce/ledger.ts, the
 * sandbox ledger table). Sandbox accounts have no password and an email no sign-in accepts.
 */
type Ctx = Pick<UpstreamContext, 'db' | 'now' | 'config'>;

const sandboxEmail = (ownerId: number) => `sandbox:${ownerId}`;

async function accountOf(db: Db, ownerId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'status', 'balance', 'currency', 'sandbox_auto_sms'])
    .where('sandbox_of', '=', ownerId)
    .executeTakeFirst();
}

export async function sandboxState(ctx: Ctx, ownerId: number): Promise<SandboxState> {
  const [account, owner] = await Promise.all([
    accountOf(ctx.db, ownerId),
    ctx.db.selectFrom('users').select('currency').where('id', '=', ownerId).executeTakeFirstOrThrow(),
  ]);
  return {
    enabled: account?.status === 'active',
    balance: account ? Number(account.balance) : SANDBOX_START_BALANCE,
    currency: account?.currency ?? owner.currency,
    start_balance: SANDBOX_START_BALANCE,
    sms_delay_seconds: Math.round(ctx.config.sandboxSmsDelayMs / 1000),
    auto_sms: account?.sandbox_auto_sms ?? true,
  };
}

/** Turns the automatic fake SMS on or off; the sandbox (a key made once) must exist. */
export async function setSandboxAutoSms(ctx: Ctx, ownerId: number, autoSms: boolean): Promise<SandboxState> {
  const updated = await ctx.db
    .updateTable('users')
    .set({ sandbox_auto_sms: autoSms, updated_at: ctx.now() })
    .where('sandbox_of', '=', ownerId)
    .returning('id')
    .executeTakeFirst();
  if (!updated) throw notFound('Create a sandbox key first (Settings → API).');
  return sandboxState(ctx, ownerId);
}

/** Creates the sandbox account with its starting balance, or gives it a new key. */
export async function issueSandboxKey(ctx: Ctx, ownerId: number): Promise<string> {
  const key = newApiKey();
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const owner = await trx
      .selectFrom('users')
      .select(['name', 'locale', 'currency', 'sandbox_of'])
      .where('id', '=', ownerId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    // A sandbox account never owns a sandbox (the routes are session-only; this is the backstop).
    if (owner.sandbox_of !== null) throw notFound('Sandbox not found.');
    const existing = await accountOf(trx, ownerId);
    if (existing) {
      await trx
        .updateTable('users')
        .set({ ...apiKeyColumns(key), status: 'active', updated_at: now })
        .where('id', '=', existing.id)
        .execute();
      return;
    }
    const row = await trx
      .insertInto('users')
      .values({
        email: sandboxEmail(ownerId),
        name: owner.name,
        password_hash: null,
        email_verified_at: null,
        ...apiKeyColumns(key),
        locale: owner.locale,
        currency: owner.currency,
        sandbox_of: ownerId,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await resetSandboxBalance(trx, {
      userId: row.id,
      amount: SANDBOX_START_BALANCE,
      ref: resetRef(row.id, now),
      at: now,
    });
  });
  return key;
}

/** The key stops working at once (replaced by one nobody sees); purchases and balance stay. */
export async function revokeSandboxKey(ctx: Ctx, ownerId: number): Promise<void> {
  await ctx.db
    .updateTable('users')
    .set({ ...apiKeyColumns(newApiKey()), status: 'blocked', updated_at: ctx.now() })
    .where('sandbox_of', '=', ownerId)
    .execute();
}

function resetRef(accountId: number, at: Date): string {
  return `sandbox:${accountId}:${at.getTime()}:${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * The sandbox account a caller means: a sandbox key's own, or the signed-in owner's. A live key
 * gets 404, as for any sandbox record: the live side never reaches into the sandbox.
 */
export async function sandboxAccountFor(db: Db, user: AuthUser): Promise<{ accountId: number; ownerId: number }> {
  if (user.kind === 'live' && user.via === 'api-key') throw notFound('Use the sandbox key, or the settings page.');
  if (user.kind === 'sandbox') {
    const row = await db.selectFrom('users').select('sandbox_of').where('id', '=', user.id).executeTakeFirstOrThrow();
    return { accountId: user.id, ownerId: row.sandbox_of! };
  }
  const account = await accountOf(db, user.id);
  if (!account) throw notFound('Create a sandbox key first (Settings → API).');
  return { accountId: account.id, ownerId: user.id };
}

export async function resetSandbox(ctx: Ctx, user: AuthUser): Promise<SandboxState> {
  const { accountId, ownerId } = await sandboxAccountFor(ctx.db, user);
  const now = ctx.now();
  await ctx.db.transaction().execute((trx) =>
    resetSandboxBalance(trx, {
      userId: accountId,
      amount: SANDBOX_START_BALANCE,
      ref: resetRef(accountId, now),
      at: now,
    }),
  );
  return sandboxState(ctx, ownerId);
}
