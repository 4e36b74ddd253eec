import type { ColumnType, Generated } from 'kysely';

/** Timestamps are written as Date and read back as Date on both drivers. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** jsonb: written as a JSON string, read back parsed. */
type Json<T> = ColumnType<T, string, string>;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  password_hash: string | null;
  status: Generated<'active' | 'blocked'>;
  email_verified_at: Timestamp | null;
  /**
   * Minor units. Only commerce code (upstream/commerce, through its ledger) changes it,
   * in the same transaction as the ledger row; platform code only reads it.
   */
  balance: ColumnType<number, number | undefined, number>;
  currency: Generated<'usd' | 'rub'>;
  /** SHA-256 of the personal API key (accounts/api-keys.ts): the key itself is never stored. */
  api_key_hash: string;
  /** The key's first and last characters, to tell which key is in use. */
  api_key_hint: string;
  locale: Generated<string>;
  copying_code: Generated<boolean>;
  confirmation_actions: Generated<boolean>;
  sound_new_sms: Generated<boolean>;
  two_factor_secret: string | null;
  two_factor_enabled: Generated<boolean>;
  /** The last TOTP time step (unix seconds / 30) accepted for this account: a code works once. */
  two_factor_last_step: ColumnType<string | number | null, number | null, number | null>;
  /** Moves on at every revocation of the user's sessions: the realtime channel's name (migration 0033). */
  realtime_epoch: Generated<number>;
  /** SHA-256 of each unspent recovery code (accounts/recovery-codes.ts); null with two-factor off. */
  two_factor_recovery_codes: ColumnType<string[] | null, string[] | null | undefined, string[] | null>;
  referrer_id: number | null;
  /** Set on a sandbox account: the user it belongs to (upstream/developer/sandbox). */
  sandbox_of: ColumnType<number | null, number | null | undefined, number | null>;
  /** A sandbox account's automatic fake SMS after each purchase (migration 0038); on by default. */
  sandbox_auto_sms: ColumnType<boolean, boolean | undefined, boolean>;
  /** Lifetime spend for loyalty (minor units), kept by the ledger beside the balance (0014). */
  spent: ColumnType<number, number | undefined, number>;
  utm_data: Json<Record<string, string>> | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface AccessTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  refresh_hash: string;
  device: string;
  ip: string;
  created_at: CreatedAt;
  last_used_at: Timestamp;
  expires_at: Timestamp;
  refresh_expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface EmailCodesTable {
  id: Generated<number>;
  email: string;
  purpose: 'verify-email' | 'reset-password' | 'two-factor-on' | 'sign-in';
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  email: string;
  subject: string;
  body: string;
  /** The code in the message, so the dev outbox can show it without parsing. */
  code: string | null;
  created_at: CreatedAt;
}

export interface SocialAccountsTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  provider_user_id: string;
  email: string;
  created_at: CreatedAt;
}

export interface OauthDemoCodesTable {
  code_hash: string;
  provider: string;
  provider_user_id: string;
  email: string;
  name: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** A failure counter (login throttles, one-time codes): `count` failures until `reset_at`. */
export interface AuthFailuresTable {
  key: string;
  count: number;
  reset_at: Timestamp;
}

/**
 * A sign-in that passed its first factor and waits for the second: single purpose, short
 * lived, spent on success or after five wrong codes. Only the token's hash is stored.
 */
export interface LoginChallengesTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  purpose: 'social-2fa';
  provider: string;
  provider_user_id: string;
  email: string;
  failures: Generated<number>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface FavoritesTable {
  user_id: number;
  /** activation or rent lists keep separate favourites. Created here because user.favorites
   * reads it; commerce's add-to-favorite / remove-from-favorite routes write it. */
  scope: 'activation' | 'rent';
  type: 'service' | 'country';
  item_id: number;
  created_at: CreatedAt;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  category: string;
  locale: string;
  title: string;
  body: string;
  link: string | null;
  read_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface SupportTicketsTable {
  id: Generated<number>;
  user_id: number;
  subject: string;
  status: Generated<'open' | 'answered' | 'closed'>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface SupportMessagesTable {
  id: Generated<number>;
  ticket_id: number;
  author: 'user' | 'support';
  body: string;
  created_at: CreatedAt;
}

export interface ReferralEarningsTable {
  id: Generated<number>;
  referrer_id: number;
  referred_user_id: number;
  /** Idempotency of the credit: the commerce payment that caused it. */
  source_ref: string;
  amount: number;
  created_at: CreatedAt;
}

export interface ReferralWithdrawalsTable {
  id: Generated<number>;
  user_id: number;
  amount: number;
  method: string;
  wallet: string;
  status: Generated<'pending' | 'paid' | 'rejected'>;
  created_at: CreatedAt;
}

export interface LoyaltyLevelsTable {
  id: Generated<number>;
  name: string;
  /** Lifetime spend in minor units needed for this level. */
  min_spend: number;
  discount_percent: number;
  position: number;
}

export interface SiteSettingsTable {
  key: string;
  value: Json<unknown>;
}

export interface BlogCategoriesTable {
  id: Generated<number>;
  slug: string;
  locale: string;
  name: string;
  position: number;
}

export interface BlogArticlesTable {
  id: Generated<number>;
  slug: string;
  locale: string;
  category_slug: string;
  title: string;
  excerpt: string;
  body: string;
  published_at: Timestamp;
}

export interface FaqCategoriesTable {
  id: Generated<number>;
  slug: string;
  locale: string;
  name: string;
  position: number;
}

export interface FaqItemsTable {
  id: Generated<number>;
  category_slug: string;
  locale: string;
  question: string;
  answer: string;
  position: number;
}

export interface StaticPagesTable {
  slug: string;
  locale: string;
  title: string;
  body: string;
  updated_at: Timestamp;
}

export interface CounterScriptsTable {
  id: Generated<number>;
  code: string;
  enabled: boolean;
}

export interface MarketingRulesTable {
  id: Generated<number>;
  /** utm key (utm_source, utm_campaign…) and value that trigger the action. */
  utm_key: string;
  utm_value: string;
  action: 'show-register-modal' | 'show-login-modal';
}

/** Accounts, sessions, content, support, notifications, referral: one interface per table. */
export interface CoreTables {
  users: UsersTable;
  access_tokens: AccessTokensTable;
  email_codes: EmailCodesTable;
  email_outbox: EmailOutboxTable;
  social_accounts: SocialAccountsTable;
  oauth_demo_codes: OauthDemoCodesTable;
  auth_failures: AuthFailuresTable;
  login_challenges: LoginChallengesTable;
  favorites: FavoritesTable;
  notifications: NotificationsTable;
  support_tickets: SupportTicketsTable;
  support_messages: SupportMessagesTable;
  referral_earnings: ReferralEarningsTable;
  referral_withdrawals: ReferralWithdrawalsTable;
  loyalty_levels: LoyaltyLevelsTable;
  site_settings: SiteSettingsTable;
  blog_categories: BlogCategoriesTable;
  blog_articles: BlogArticlesTable;
  faq_categories: FaqCategoriesTable;
  faq_items: FaqItemsTable;
  static_pages: StaticPagesTable;
  counter_scripts: CounterScriptsTable;
  marketing_rules: MarketingRulesTable;
}
