import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type WebhookDeliveryState = 'pending' | 'delivered' | 'failed';

export interface WebhookEndpointsTable {
  id: Generated<number>;
  user_id: number;
  url: string;
  /** The subscribed event names (jsonb array). */
  events: JSONColumnType<string[], string, string>;
  secret: string;
  payload_style: 'codeport' | 'sms-activate';
  paused: Generated<boolean>;
  failure_streak: Generated<number>;
  created_at: Timestamp;
}

export interface WebhookDeliveriesTable {
  id: Generated<number>;
  /** The signed endpoint it goes to, or null for a rental's own callback URL (migration 0012). */
  endpoint_id: number | null;
  /** The rental whose rental_callbacks URL it goes to, unsigned as the protocol's rent webhook. */
  rental_id: Generated<number | null>;
  event: string;
  /** The exact JSON text that is signed and sent, so a redelivery sends the same bytes. */
  body: string;
  state: Generated<WebhookDeliveryState>;
  status_code: number | null;
  attempts: Generated<number>;
  /** A sandbox account's event (migration 0013): its body says `"sandbox": true` too. */
  sandbox: Generated<boolean>;
  next_attempt_at: Timestamp | null;
  last_error: string | null;
  /** The last failed attempt's reason as a stable code (migration 0032); null after a success. */
  error_code: Generated<string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The callback URL a bot gave with the handler API's getRentNumber (migration 0008). */
export interface RentalCallbacksTable {
  rental_id: number;
  url: string;
  created_at: Timestamp;
}

/** Signed webhooks: endpoints, their delivery outbox (migration 0007) and rental callbacks. */
export interface WebhookTables {
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  rental_callbacks: RentalCallbacksTable;
}
