/**
 * The import job (docs/imports.md): reads the stored file as a stream, sorts its rows, and
 * writes every new task of the file in ONE transaction — its board place, history line, labels,
 * checklist items and its `external_links` row — so a file is imported whole or not at all, and
 * a second import of it (or a re-run after a crash) finds every row linked and creates nothing.
 *
 * What stops the file (nothing is written, the job fails): bytes that are not the format (bad
 * JSON, broken CSV quoting), a missing required column, a mapping naming a column the file
 * lacks, a database error. What skips a row (reported, the rest imported): an empty or too long
 * title, an unreadable due date, an empty id, an id used by an earlier row, an archived Trello
 * card. The stored file is deleted (through the outbox) in the transaction that imports it, or
 * when the file itself is at fault; after any other failure it stays, for a resume.
 */
import { type ImportMapping, type ImportSource, importMapping } from "@cairn/schema/tool-stack";
import type { Role } from "@cairn/schema/users";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../../db/database.js";
import { withTransaction } from "../../lib/transaction.js";
import { addImportedTasks, type ImportedTask } from "../board/placement.js";
import { enqueueFileDeletion } from "../files/file-deletion.js";
import { ReportBuilder } from "../jobs/report.js";
import { type JobContext, JobFailed, type JobHandler } from "../jobs/runner.js";
import { assigneesFor } from "../tasks/assignee.js";
import { getUser } from "../users/users.repo.js";
import { type Collected, collectRows } from "./collect.js";
import { ImportFileError } from "./formats/item.js";
import { readImportFile } from "./formats/read-file.js";
import { ensureLabels } from "./import-labels.js";
import {
  BATCH_ROWS,
  countJobLinks,
  importedIds,
  insertChecklistItems,
  insertImportLinks,
} from "./imports.repo.js";
import { PeopleIndex } from "./people.js";

export const importJobInput = z.object({
  fileKey: z.string(),
  name: z.string(),
  mapping: importMapping.nullish(),
});
export type ImportJobInput = z.infer<typeof importJobInput>;

/**
 * Reads and sorts a file's rows against the people the importer may put on the project's
 * tasks (tasks/assignee.ts) and earlier imports.
 */
export async function collectFile(
  db: Kysely<Database>,
  target: { projectId: number; actorRole: Role },
  source: ImportSource,
  bytes: AsyncIterable<Buffer>,
  mapping: ImportMapping | undefined,
  options: { progress?: (rows: number) => Promise<void>; signal?: AbortSignal } = {},
): Promise<Collected> {
  const { projectId, actorRole } = target;
  const people = new PeopleIndex(await assigneesFor(db, projectId, actorRole));
  const file = await readImportFile(source, bytes, mapping);
  return collectRows(file, {
    people,
    imported: (ids) => importedIds(db, projectId, source, ids),
    ...options,
  });
}

function buildReport(collected: Collected, created: boolean): ReportBuilder {
  const report = new ReportBuilder();
  const entries = [
    ...collected.toCreate.map((entry) => ({
      row: entry.row,
      title: entry.item.title,
      outcome: created ? ("created" as const) : ("skipped" as const),
      message: null,
    })),
    ...collected.existing.map((entry) => ({
      row: entry.row,
      title: entry.item.title,
      outcome: "existing" as const,
      message: "Imported before: left as it is.",
    })),
    ...collected.failed.map((entry) => ({
      row: entry.row,
      title: entry.title,
      outcome: "failed" as const,
      message: entry.errors.map((error) => error.message).join(" "),
    })),
    ...collected.skipped.map((entry) => ({
      row: entry.row,
      title: entry.title,
      outcome: "skipped" as const,
      message: entry.message,
    })),
  ].sort((a, b) => a.row - b.row);
  for (const entry of entries) {
    report.add({
      kind: `row ${entry.row}`,
      title: entry.title,
      outcome: entry.outcome,
      message: entry.message,
    });
  }
  report.details.unknownPeople = collected.unknownPeople;
  report.details.notes = collected.notes;
  report.details.rows = collected.rows;
  return report;
}

async function deleteStoredFile(db: Kysely<Database>, key: string, now: Date): Promise<void> {
  await withTransaction(db, (trx) => enqueueFileDeletion(trx, [key], now));
}

async function runImport(source: ImportSource, context: JobContext) {
  const { db, job, now } = context;
  const input = importJobInput.parse(job.input);
  const stored = await context.files.get(input.fileKey);
  if (!stored) {
    // Deleted with the import's own commit: this is a re-run of a job that had finished.
    const made = await countJobLinks(db, job.id);
    if (made > 0) {
      const report = new ReportBuilder();
      report.details.note = `The file was imported already: ${made} tasks were made from it.`;
      return report.build();
    }
    throw new JobFailed("The uploaded file is no longer stored. Upload it again to import it.");
  }
  const actor = job.createdBy === null ? undefined : await getUser(db, job.createdBy);
  if (!actor) {
    await deleteStoredFile(db, input.fileKey, now());
    throw new JobFailed("The person who started this import no longer has an account.");
  }
  await context.progress({ done: 0, total: null, phase: "Reading the file" });
  let collected: Collected;
  try {
    collected = await collectFile(
      db,
      { projectId: job.projectId, actorRole: actor.role },
      source,
      stored.stream,
      input.mapping ?? undefined,
      {
        signal: context.signal,
        progress: (rows) => context.progress({ done: rows, phase: "Reading the file" }),
      },
    );
  } catch (error) {
    if (!(error instanceof ImportFileError)) throw error;
    await deleteStoredFile(db, input.fileKey, now());
    throw new JobFailed(`Nothing was imported from “${input.name}”. ${error.message}`);
  } finally {
    stored.stream.destroy();
  }
  const total = collected.toCreate.length;
  if (total === 0) {
    await deleteStoredFile(db, input.fileKey, now());
    return buildReport(collected, true).build();
  }
  // PGlite runs one transaction at a time, so nothing (progress included) can be written beside
  // the import's own: its progress is this line, then the finished job.
  await context.progress({ done: 0, total, phase: `Saving ${total} tasks` });
  const leftOutLabels = await addImportedTasks(
    db,
    actor,
    job.projectId,
    total,
    now(),
    `${total} tasks from “${input.name}”`,
    async (trx, place) => {
      const labels = await ensureLabels(
        trx,
        job.projectId,
        collected.toCreate.flatMap((entry) => entry.item.labels),
      );
      for (let start = 0; start < total; start += BATCH_ROWS) {
        context.signal.throwIfAborted();
        const batch = collected.toCreate.slice(start, start + BATCH_ROWS);
        const tasks = await place(
          batch.map(
            ({ item, assignedTo }): ImportedTask => ({
              title: item.title,
              description: item.description,
              priority: item.priority,
              assignedTo,
              dueDate: item.dueDate,
              columnId: item.column,
              labelIds: item.labels.flatMap((name) => {
                const id = labels.ids.get(name.toLowerCase());
                return id === undefined ? [] : [id];
              }),
            }),
          ),
        );
        await insertImportLinks(
          trx,
          tasks.map((task, index) => ({
            projectId: job.projectId,
            source,
            taskId: task.id,
            externalId: batch[index]?.item.externalId ?? "",
            jobId: job.id,
          })),
          now(),
        );
        await insertChecklistItems(
          trx,
          tasks.flatMap((task, index) =>
            (batch[index]?.item.checklist ?? []).map((entry, position) => ({
              taskId: task.id,
              text: entry.text,
              done: entry.done,
              position,
            })),
          ),
          now(),
        );
      }
      await enqueueFileDeletion(trx, [input.fileKey], now());
      return labels.leftOut;
    },
  );
  await context.progress({ done: total, total, phase: null });
  const report = buildReport(collected, true);
  if (leftOutLabels.length > 0) report.details.labelsLeftOut = leftOutLabels;
  return report.build();
}

/** The job handler of one import format. */
export function importHandler(source: ImportSource): JobHandler {
  return (context) => runImport(source, context);
}
