/**
 * One account per e-mail address, whatever its case: a unique index on lower(email). Accounts
 * that already share an address keep it on the oldest; each later one gets the address with a
 * "+duplicate-<id>" tag before the "@" (most mail servers still deliver it to the same
 * mailbox), so that the index can be made without losing an account. An administrator sees the
 * tagged addresses in Users and can put them right. Frozen once landed.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update users set email = case
        when position('@' in email) > 0
          then substr(email, 1, position('@' in email) - 1) || '+duplicate-' || id
               || substr(email, position('@' in email))
        else email || '+duplicate-' || id
      end
    where exists (
      select 1 from users older
      where lower(older.email) = lower(users.email) and older.id < users.id
    )`.execute(db);
  await sql`create unique index users_email_key on users (lower(email))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index users_email_key`.execute(db);
}
