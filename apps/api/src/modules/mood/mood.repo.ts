import type { MoodEntry } from "@cairn/schema/mood";
import { type Insertable, type Kysely, sql } from "kysely";
import type { Database, TeamMoodEntriesTable } from "../../db/database.js";

export interface MoodRow {
  id: number;
  projectId: number | null;
  userId: number | null;
  moodScore: number;
  energyLevel: number;
  stressLevel: number;
  notes: string | null;
  anonymous: boolean;
  authorName: string | null;
  createdAt: string;
}

function moodRows(db: Kysely<Database>) {
  return db
    .selectFrom("teamMoodEntries as m")
    .leftJoin("users as u", "u.id", "m.userId")
    .select([
      "m.id",
      "m.projectId",
      "m.userId",
      "m.moodScore",
      "m.energyLevel",
      "m.stressLevel",
      "m.notes",
      "m.anonymous",
      "m.createdAt",
      sql<
        string | null
      >`coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username)`.as(
        "authorName",
      ),
    ]);
}

/** A project's mood entries since a moment (all when undefined), newest first. */
export async function listMoodRows(
  db: Kysely<Database>,
  projectId: number,
  since?: Date,
  limit?: number,
): Promise<MoodRow[]> {
  let query = moodRows(db).where("m.projectId", "=", projectId);
  if (since) query = query.where("m.createdAt", ">=", since.toISOString());
  if (limit !== undefined) query = query.limit(limit);
  return query.orderBy("m.createdAt", "desc").orderBy("m.id", "desc").execute();
}

/** Adds an entry; answers its id. */
export async function insertMoodEntry(
  db: Kysely<Database>,
  values: Insertable<TeamMoodEntriesTable>,
): Promise<number> {
  const { id } = await db
    .insertInto("teamMoodEntries")
    .values(values)
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export async function getMoodRow(db: Kysely<Database>, id: number): Promise<MoodRow | undefined> {
  return moodRows(db).where("m.id", "=", id).executeTakeFirst();
}

/**
 * An entry as a viewer may see it: anonymous entries read 'Anonymous' for everyone (docs/product.md §6),
 * and only an admin still gets their author's id.
 */
export function toMoodEntry(row: MoodRow, viewerIsAdmin: boolean): MoodEntry {
  const hidden = row.anonymous;
  return {
    id: row.id,
    projectId: row.projectId,
    userId: hidden && !viewerIsAdmin ? null : row.userId,
    moodScore: row.moodScore,
    energyLevel: row.energyLevel,
    stressLevel: row.stressLevel,
    notes: row.notes,
    anonymous: row.anonymous,
    userName: hidden ? "Anonymous" : (row.authorName ?? "Former member"),
    createdAt: row.createdAt,
  };
}
