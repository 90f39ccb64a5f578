/**
 * The labels an import's tasks carry: each name is the project's label of that name (any case),
 * or a new label in the palette's next colour while the project has room (MAX_PROJECT_LABELS);
 * a name beyond that is left off its tasks and counted in the report.
 */
import { LABEL_COLORS, MAX_PROJECT_LABELS } from "@cairn/schema/labels";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { insertLabels, labelIdsByName } from "./imports.repo.js";

export async function ensureLabels(
  trx: Kysely<Database>,
  projectId: number,
  names: readonly string[],
): Promise<{ ids: Map<string, number>; leftOut: string[] }> {
  const existing = await labelIdsByName(trx, projectId);
  const wanted = new Map<string, string>();
  for (const name of names) {
    if (!existing.has(name.toLowerCase())) wanted.set(name.toLowerCase(), name);
  }
  const room = Math.max(0, MAX_PROJECT_LABELS - existing.size);
  const made = [...wanted.values()].slice(0, room);
  await insertLabels(
    trx,
    projectId,
    made.map((name, index) => ({
      name,
      color: LABEL_COLORS[(existing.size + index) % LABEL_COLORS.length]?.value ?? "#b91c1c",
    })),
  );
  return {
    ids: made.length > 0 ? await labelIdsByName(trx, projectId) : existing,
    leftOut: [...wanted.values()].slice(room),
  };
}
