/** Kysely table types; one interface per table, kept in step with migrations/. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database {}
