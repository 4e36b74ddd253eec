import { sql, type Kysely } from 'kysely';

// An extension's charge named the extension ("rent-extension:<rent_extensions.id>"), and the
// statement showed that id as the rental's: extending rental 3 read "Rental #1 extension" when
// the extension was the account's first. The ref now names the rental first
// ("rent-extension:<rental id>:<extension id>", rent-service.ts); the charges already made are
// renamed here, in both ledgers. (kind, ref) stays unique: an extension belongs to one rental.

const LEDGERS = ['ledger_entries', 'sandbox_ledger_entries'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const ledger of LEDGERS) {
    await sql`
      update ${sql.table(ledger)} l set ref = 'rent-extension:' || e.rental_id || ':' || e.id
      from rent_extensions e
      where l.kind = 'rent_extend' and l.ref = 'rent-extension:' || e.id`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const ledger of LEDGERS) {
    await sql`
      update ${sql.table(ledger)} l set ref = 'rent-extension:' || e.id
      from rent_extensions e
      where l.kind = 'rent_extend' and l.ref = 'rent-extension:' || e.rental_id || ':' || e.id`.execute(db);
  }
}
