/**
 * The PMO assistant (docs/assistant.md): the chat accounts linked to Cairn accounts, the one-time
 * links that make them, and the actions waiting for their asker's confirmation. Tokens are kept
 * only as their SHA-256. Frozen once landed.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // A Slack user (workspace + user id) or a Teams user (tenant + AAD object id), linked once.
  await sql`
    create table assistant_links (
      id integer generated always as identity primary key,
      platform text not null check (platform in ('slack', 'microsoft-teams')),
      workspace_id text not null,
      external_user_id text not null,
      user_id integer not null references users (id) on delete cascade,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index assistant_links_external_idx on assistant_links (platform, workspace_id, external_user_id)`.execute(
    db,
  );
  await sql`create index assistant_links_user_idx on assistant_links (user_id)`.execute(db);

  // A link made one of two ways, used once within its hour: the bot sends an unlinked Slack
  // user a link naming their chat account (opened while signed in to Cairn); or a signed-in
  // person asks Cairn for a code naming their account (said to the Teams bot, whose reply would
  // show a link to the whole channel).
  await sql`
    create table assistant_link_requests (
      id integer generated always as identity primary key,
      token_hash text not null unique,
      platform text not null check (platform in ('slack', 'microsoft-teams')),
      workspace_id text,
      external_user_id text,
      external_name text,
      user_id integer references users (id) on delete cascade,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`create index assistant_link_requests_user_idx on assistant_link_requests (user_id)`.execute(
    db,
  );

  // An action the assistant proposed and its asker has not yet confirmed or cancelled.
  await sql`
    create table assistant_confirmations (
      id integer generated always as identity primary key,
      token_hash text not null unique,
      user_id integer not null references users (id) on delete cascade,
      action jsonb not null,
      summary text not null,
      expires_at timestamptz not null,
      settled_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index assistant_confirmations_user_idx on assistant_confirmations (user_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table assistant_confirmations`.execute(db);
  await sql`drop table assistant_link_requests`.execute(db);
  await sql`drop table assistant_links`.execute(db);
}
