/**
 * The band each project was last seen in (`project_health_bands`, health-band.ts). A change of
 * band is a compare-and-set on the band that was read, so that of two processes seeing the same
 * drop only the one whose update lands announces it.
 */
import type { Kysely } from "kysely";
import type { Database, HealthBand } from "../../db/database.js";

export interface SeenBand {
  band: HealthBand;
  score: number;
}

export function seenBand(db: Kysely<Database>, projectId: number): Promise<SeenBand | undefined> {
  return db
    .selectFrom("projectHealthBands")
    .select(["band", "score"])
    .where("projectId", "=", projectId)
    .executeTakeFirst();
}

/** A project's first reading, its baseline; one written meanwhile by another process stays. */
export async function insertFirstBand(
  db: Kysely<Database>,
  projectId: number,
  seen: SeenBand,
  now: Date,
): Promise<void> {
  await db
    .insertInto("projectHealthBands")
    .values({ projectId, band: seen.band, score: seen.score, updatedAt: now })
    .onConflict((conflict) => conflict.column("projectId").doNothing())
    .execute();
}

/** Moves the project from band `from` to `to`; false when its band was no longer `from`. */
export async function changeBand(
  db: Kysely<Database>,
  projectId: number,
  from: HealthBand,
  to: SeenBand,
  now: Date,
): Promise<boolean> {
  const changed = await db
    .updateTable("projectHealthBands")
    .set({ band: to.band, score: to.score, updatedAt: now })
    .where("projectId", "=", projectId)
    .where("band", "=", from)
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) > 0;
}
