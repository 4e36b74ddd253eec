/** Ledger, catalogue, number pool, activations, rentals, payments: one interface per table. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CommerceTables {}
