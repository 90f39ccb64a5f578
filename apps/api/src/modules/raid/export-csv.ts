import { fileDownload } from "@cairn/schema/documents";
import { projectIdParam } from "@cairn/schema/projects";
import type { RaidEntry } from "@cairn/schema/raid";
import { access, readProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { CSV_CONTENT_TYPE, type CsvCell, csvDownload, writeCsv } from "../../lib/csv.js";
import { csvFileName } from "../kpis/csv.js";
import { getProject } from "../projects/projects.repo.js";
import { listEntries } from "./raid.repo.js";

/** The columns of the register's CSV, in order (docs/raid.md, "CSV and BI feeds"). */
export const RAID_CSV_COLUMNS = [
  "id",
  "kind",
  "title",
  "description",
  "status",
  "owner",
  "probability",
  "impact",
  "score",
  "response",
  "review_date",
  "decided_by",
  "decided_on",
  "rationale",
  "task_ids",
  "created_at",
  "updated_at",
] as const;

function csvRow(entry: RaidEntry): CsvCell[] {
  return [
    entry.id,
    entry.kind,
    entry.title,
    entry.description,
    entry.status,
    entry.ownerName,
    entry.probability,
    entry.impact,
    entry.score,
    entry.response,
    entry.reviewDate,
    entry.decidedByName,
    entry.decidedOn,
    entry.rationale,
    entry.taskIds.join(" "),
    entry.createdAt,
    entry.updatedAt,
  ];
}

/**
 * `GET /api/projects/{projectId}/raid/csv`: the whole register as a CSV file, one row per entry,
 * newest first; people by name, the tasks named as their ids separated by spaces.
 */
export const exportCsv = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/projects/{projectId}/raid/csv",
      summary: "A project's RAID register as CSV, one row per entry, newest first",
      download: { contentTypes: [CSV_CONTENT_TYPE] },
    },
    access: access.signedIn({ record: readProject }),
  })
  .input(projectIdParam)
  .output(fileDownload)
  .query(async ({ ctx, input }) => {
    const entries = await listEntries(ctx.db, input.projectId);
    const name = (await getProject(ctx.db, input.projectId))?.name ?? `Project ${input.projectId}`;
    const text = writeCsv(RAID_CSV_COLUMNS, entries.map(csvRow));
    return csvDownload(csvFileName(`${name} RAID register`), text);
  });
