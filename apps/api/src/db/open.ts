import { existsSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "../env.js";
import { type DatabaseHandle, openPglite, openPostgres } from "./connect.js";
import { lockDataDir } from "./data-dir-lock.js";

export interface OpenedDatabase {
  database: DatabaseHandle;
  /**
   * Call once the database is migrated and seeded: until then a new embedded store counts as
   * unfinished, and the next start builds it again from scratch.
   */
  markReady(): void;
  /** Closes the database and gives back the data directory. */
  close(): Promise<void>;
  description: string;
}

/** The database the configuration asks for; in embedded mode, after locking its folder. */
export async function openConfiguredDatabase(config: Config): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    const database = openPostgres(config.databaseUrl);
    const url = new URL(config.databaseUrl);
    return {
      database,
      markReady: () => {},
      close: () => database.close(),
      description: `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`,
    };
  }
  const unlock = lockDataDir(config.dataDir);
  try {
    const dataDir = join(config.dataDir, "pgdata");
    // A first start killed before it finished (during initdb, migrations or seeding) leaves a
    // store that may be half-written but holds nothing anyone entered: begin it again.
    const unfinished = join(config.dataDir, "pgdata.initializing");
    if (existsSync(unfinished)) rmSync(dataDir, { recursive: true, force: true });
    if (!existsSync(dataDir)) writeFileSync(unfinished, `${new Date().toISOString()}\n`);
    // In a worker thread: the database's work on another core than the HTTP work.
    const database = await openPglite({ dataDir, thread: "worker" });
    return {
      database,
      markReady: () => rmSync(unfinished, { force: true }),
      close: async () => {
        try {
          await database.close();
        } finally {
          unlock();
        }
      },
      description: `embedded PGlite in ${join(config.dataDir, "pgdata")}`,
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
