import { sql, type Kysely } from 'kysely';

// The unread count on every /api/user (accounts/user-view.ts) stops at 100 unread, found through
// this index. notifications_user (user_id, id) narrows to the user but leaves `read_at is null`
// to a filter on the table, so a user with few unread notifications and many read ones (kept 90
// days by the retention job) walked every one of them: EXPLAIN on PGlite with 100,000 read and 5
// unread showed "Rows Removed by Filter: 100000", and with the LIMIT the planner even chose a
// sequential scan of the whole table. Here only the unread rows are indexed, so the count reads
// at most 100 entries; marking one read removes it. The notification list's own unread count
// (platform/notification-routes.ts) is served by it as well.
//
// Plain `create index` as in 0035 (a migration runs in a transaction); on a large production
// table create it concurrently by hand first, `if not exists` then makes this a no-op.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists notifications_unread on notifications (user_id)
    where read_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists notifications_unread`.execute(db);
}
