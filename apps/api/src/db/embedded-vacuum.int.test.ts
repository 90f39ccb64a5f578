/**
 * PGlite has no autovacuum: the API vacuums it on a timer. PostgreSQL vacuums itself, so
 * there the timer never starts.
 */
import { sql } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { createTestDatabase, forEachDatabase } from "../test/harness.js";
import { scheduleEmbeddedVacuum } from "./embedded-vacuum.js";

const log = { debug: vi.fn(), warn: vi.fn() } as never;

forEachDatabase((kind) => {
  describe("the embedded vacuum", () => {
    it(
      kind === "pglite" ? "vacuums PGlite on its timer" : "leaves PostgreSQL to autovacuum",
      async () => {
        const database = await createTestDatabase(kind);
        try {
          const vacuumedAt = async () =>
            (
              await sql<{ at: string | null }>`
              select last_vacuum as at from pg_stat_user_tables where relname = 'tasks'`.execute(
                database.handle.db,
              )
            ).rows[0]?.at ?? null;
          const before = await vacuumedAt();
          const stop = scheduleEmbeddedVacuum(database.handle, log, 50);
          try {
            if (kind === "pglite") {
              await vi.waitFor(async () => expect(await vacuumedAt()).not.toBe(before), {
                timeout: 5000,
              });
            } else {
              await new Promise((resolve) => setTimeout(resolve, 300));
              expect(await vacuumedAt()).toBe(before);
            }
          } finally {
            stop();
          }
        } finally {
          await database.drop();
        }
      },
    );
  });
});
