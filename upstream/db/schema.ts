import type { CoreTables } from './schema-core';
import type { CommerceTables } from './schema-commerce';
import type { WebhookTables } from './schema-webhooks';

/** Kysely table types: platform tables (accounts, content) and commerce tables (money, numbers). */
export interface Database extends CoreTables, CommerceTables, WebhookTables {}
