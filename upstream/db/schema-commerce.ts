import type { ColumnType, Generated } from 'kysely';

/** Timestamps are written as Date and read back as Date on both drivers. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** int8 minor units; both drivers return numbers (see database.ts). */
type Money = ColumnType<number, number, number>;

export interface ServicesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  position: Generated<number>;
}

export interface CountriesTable {
  id: Generated<number>;
  /** ISO 3166-1 alpha-2, lower case; also the flag file name. */
  iso: string;
  name: string;
  /** Calling code with "+", e.g. "+44". */
  phone_code: string;
  position: Generated<number>;
}

export interface OperatorsTable {
  id: Generated<number>;
  country_id: number;
  slug: string;
  name: string;
}

export interface PhoneNumbersTable {
  id: Generated<number>;
  country_id: number;
  operator_id: number;
  phone: string;
  enabled: Generated<boolean>;
  /** A virtual number of the sandbox pool: never enabled, so never live stock. */
  sandbox: Generated<boolean>;
}

export interface ActivationPricesTable {
  service_id: number;
  country_id: number;
  operator_id: number;
  price: Money;
}

export interface RentPricesTable {
  service_id: number;
  country_id: number;
  period: number;
  price: Money;
}

export type ActivationStatus = 'waiting' | 'code_received' | 'waiting_retry' | 'finished' | 'cancelled' | 'expired';
export type RentStatus = 'active' | 'finished' | 'cancelled' | 'expired';

interface PurchaseColumns {
  id: Generated<number>;
  user_id: number;
  service_id: number;
  country_id: number;
  operator_id: number;
  number_id: number;
  phone: string;
  price: Money;
  /** At purchase: the price before the loyalty discount, and the discount (null before 0009). */
  list_price: ColumnType<number | null, number | null | undefined, number | null>;
  discount: ColumnType<number | null, number | null | undefined, number | null>;
  idempotency_key: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  closed_at: Timestamp | null;
}

export interface ActivationsTable extends PurchaseColumns {
  status: ActivationStatus;
  cancel_available_at: Timestamp;
}

export interface RentalsTable extends PurchaseColumns {
  status: RentStatus;
  period: number;
  messages_count: Generated<number>;
  cancel_available_until: Timestamp;
}

export interface RentExtensionsTable {
  id: Generated<number>;
  rental_id: number;
  period: number;
  price: Money;
  created_at: Timestamp;
  /** The caller's key for this extension: one charge per key and rental (migration 0024). */
  idempotency_key: ColumnType<string | null, string | null | undefined, never>;
}

export interface NumberHoldsTable {
  number_id: number;
  service_id: number;
  country_id: number;
  operator_id: number;
  kind: 'activation' | 'rent';
  ref_id: number;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface SmsMessagesTable {
  id: Generated<number>;
  activation_id: number | null;
  rental_id: number | null;
  sender: string;
  text: string;
  code: string | null;
  viewed: Generated<boolean>;
  received_at: Timestamp;
}

export type UnmatchedSmsReason = 'no-open-purchase' | 'other-service' | 'ambiguous';

/** An SMS kept instead of delivered: no open purchase of the sender's service, or no single one to give it to. */
export interface UnmatchedSmsTable {
  id: Generated<number>;
  phone: string;
  sender: string;
  text: string;
  code: string | null;
  reason: UnmatchedSmsReason;
  received_at: Timestamp;
}

export type LedgerKind =
  | 'topup'
  | 'activation_charge'
  | 'activation_refund'
  | 'rent_charge'
  | 'rent_extend'
  | 'rent_refund'
  | 'referral_bonus'
  | 'adjustment';

export interface LedgerEntriesTable {
  id: Generated<number>;
  user_id: number;
  /** Signed minor units: negative for charges. */
  amount: Money;
  balance_after: Money;
  kind: LedgerKind;
  /** What caused it ("activation:12", "payment:tx…"); unique per kind. */
  ref: string;
  created_at: Timestamp;
}

export type SandboxLedgerKind = LedgerKind | 'sandbox_reset';

/** The ledger of sandbox money: the same shape as ledger_entries, never mixed with it. */
export interface SandboxLedgerEntriesTable extends Omit<LedgerEntriesTable, 'kind'> {
  kind: SandboxLedgerKind;
}

export interface SandboxSmsClaimsTable {
  kind: 'activation' | 'rent';
  ref_id: number;
  /** How many messages the purchase had when the fake SMS was claimed. */
  seq: number;
  created_at: Timestamp;
}

export type PaymentSystemKind = 'card' | 'crypto' | 'wallet' | 'bank';

export interface PaymentSystemsTable {
  id: Generated<number>;
  key: string;
  name: string;
  kind: PaymentSystemKind;
  min_amount: Money;
  max_amount: Money;
  is_default: Generated<boolean>;
  enabled: Generated<boolean>;
  position: Generated<number>;
  /** The real gateway's payment page, {transaction_id} and {amount} filled in; null: demo page only. */
  checkout_url: string | null;
}

export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'expired';

export interface PaymentsTable {
  id: Generated<number>;
  transaction_id: string;
  user_id: number;
  system_id: number;
  amount: Money;
  status: PaymentStatus;
  address: string;
  qr_payload: string;
  external_id: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  paid_at: Timestamp | null;
  /** A crypto top-up's quote: coin, amount in it, minor units per coin, until when the rate holds. */
  pay_currency: string | null;
  pay_amount: string | null;
  rate: Money | null;
  rate_expires_at: Timestamp | null;
}

/** The supplier's id of each SMS it sent, with where the intake put it (migration 0015). */
export interface SupplierSmsIdsTable {
  supplier_sms_id: string;
  target_type: 'activation' | 'rent' | null;
  target_id: number | null;
  message_id: number | null;
  code: string | null;
  received_at: Timestamp;
}

export interface SignedRequestsTable {
  signature: string;
  source: 'sms' | 'payment';
  received_at: Timestamp;
}

/** Ledger, catalogue, number pool, activations, rentals, payments: one interface per table. */
export interface CommerceTables {
  services: ServicesTable;
  countries: CountriesTable;
  operators: OperatorsTable;
  phone_numbers: PhoneNumbersTable;
  activation_prices: ActivationPricesTable;
  rent_prices: RentPricesTable;
  activations: ActivationsTable;
  rentals: RentalsTable;
  rent_extensions: RentExtensionsTable;
  number_holds: NumberHoldsTable;
  sms_messages: SmsMessagesTable;
  unmatched_sms: UnmatchedSmsTable;
  ledger_entries: LedgerEntriesTable;
  sandbox_ledger_entries: SandboxLedgerEntriesTable;
  sandbox_sms_claims: SandboxSmsClaimsTable;
  payment_systems: PaymentSystemsTable;
  payments: PaymentsTable;
  signed_requests: SignedRequestsTable;
  supplier_sms_ids: SupplierSmsIdsTable;
}
