/**
 * The demo organisation as the server seeds it, with password hashes made once per test run
 * (global-setup.ts) instead of six scrypt runs per database.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";
import { type SeedReport, seed } from "../seed/seed.js";

export function seedDemoWith(
  db: Kysely<Database>,
  hashes: Record<string, string>,
): Promise<SeedReport> {
  return seed(db, {
    demo: true,
    passwordHash: async (person) => {
      const hash = hashes[person.key];
      if (!hash) throw new Error(`the global setup made no password hash for ${person.key}`);
      return hash;
    },
  });
}
