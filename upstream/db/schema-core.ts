/** Accounts, sessions, content, support, notifications, referral: one interface per table. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CoreTables {}
