/**
 * PGlite as Cairn opens it, in whichever thread runs it: the data folder (or memory, or a dumped
 * template), values read as on PostgreSQL (db/value-parsers.ts) and the session in UTC.
 */
import { PGlite } from "@electric-sql/pglite";
import { valueParsers as parsers } from "./value-parsers.js";

export interface PgliteCreateOptions {
  /** Folder of the data files; undefined keeps the database in memory. */
  dataDir?: string;
  /** A dumped data directory to start from (tests load a migrated template). */
  loadDataDir?: Blob;
}

export async function createPglite(options: PgliteCreateOptions): Promise<PGlite> {
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers,
  });
  await pglite.exec("set time zone 'UTC'");
  return pglite;
}
