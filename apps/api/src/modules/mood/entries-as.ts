import type { MoodEntry } from "@cairn/schema/mood";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { getProject } from "../projects/projects.repo.js";
import { type MoodRow, toMoodEntry } from "./mood.repo.js";
import { type MoodReader, readableEntries } from "./readers.js";

/** A project's entries, already read, as `reader` may read them (readers.ts). */
export async function entriesAs(
  db: Kysely<Database>,
  reader: MoodReader,
  projectId: number,
  rows: readonly MoodRow[],
): Promise<MoodEntry[]> {
  const project = await getProject(db, projectId);
  return readableEntries(rows, reader, project?.consultantId ?? null).map((row) =>
    toMoodEntry(row, reader.role === "admin"),
  );
}
