/**
 * Health bands of docs/product.md §4: 80 and above green, 60 to 79 yellow, below 60 red. The band each
 * project was last seen in is kept in `project_health_bands`; a reading in a lower band is a
 * drop, announced once: the band is changed with a compare-and-set, so of two processes that
 * see the same drop only the one whose update lands announces it.
 */
import type { Kysely } from "kysely";
import type { Database, HealthBand } from "../../db/database.js";
import { changeBand, insertFirstBand, seenBand } from "./health-bands.repo.js";

const RANK: Readonly<Record<HealthBand, number>> = { red: 0, yellow: 1, green: 2 };

export function bandOf(score: number): HealthBand {
  if (score >= 80) return "green";
  if (score >= 60) return "yellow";
  return "red";
}

export interface BandDrop {
  from: HealthBand;
  to: HealthBand;
  previousScore: number;
}

/** Records a reading; answers the drop when it moved the project to a lower band. */
export async function observeBand(
  db: Kysely<Database>,
  projectId: number,
  score: number,
  now: Date,
): Promise<BandDrop | undefined> {
  const band = bandOf(score);
  const seen = await seenBand(db, projectId);
  if (!seen) {
    // The first reading sets the baseline: there is nothing to drop from yet.
    await insertFirstBand(db, projectId, { band, score }, now);
    return undefined;
  }
  if (seen.band === band) return undefined;
  if (!(await changeBand(db, projectId, seen.band, { band, score }, now))) return undefined;
  return RANK[band] < RANK[seen.band]
    ? { from: seen.band, to: band, previousScore: seen.score }
    : undefined;
}
