/**
 * Vacuuming for the embedded database. PostgreSQL's autovacuum is a background worker, and
 * PGlite runs without background workers: left alone, every update leaves a dead row version
 * behind for good. A busy board (each move renumbers a column) then piles up millions of them
 * in minutes, and reads slow down without end — the soak benchmark showed a board read going
 * from 3 ms to seconds within ten minutes. So the API vacuums PGlite itself, every 30 s, and
 * refreshes the planner's statistics every 10 minutes. The visibility map keeps a vacuum of
 * pages that did not change nearly free. PostgreSQL needs none of this.
 */
import type { FastifyBaseLogger } from "fastify";
import { sql } from "kysely";
import type { DatabaseHandle } from "./connect.js";

const VACUUM_EVERY_MS = 30_000;
const ANALYZE_EVERY = 20; // runs, so every 10 minutes

/** One pass: VACUUM, with ANALYZE when asked. Answers how long it took, in ms. */
export async function vacuumEmbedded(database: DatabaseHandle, analyze: boolean): Promise<number> {
  const started = performance.now();
  await sql`${sql.raw(analyze ? "vacuum (analyze)" : "vacuum")}`.execute(database.db);
  return performance.now() - started;
}

/** Starts the timer for PGlite (does nothing on PostgreSQL); answers a function that stops it. */
export function scheduleEmbeddedVacuum(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  everyMs = VACUUM_EVERY_MS,
): () => void {
  if (database.kind !== "pglite") return () => {};
  let runs = 0;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runs += 1;
    vacuumEmbedded(database, runs % ANALYZE_EVERY === 0)
      .then((ms) => log.debug(`vacuumed the embedded database in ${ms.toFixed(0)} ms`))
      .catch((error: unknown) => log.warn({ err: error }, "vacuum failed; will retry"))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
