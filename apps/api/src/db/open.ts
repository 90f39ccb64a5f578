import { join } from "node:path";
import type { Config } from "../env.js";
import { type DatabaseHandle, openPglite, openPostgres } from "./connect.js";
import { lockDataDir } from "./data-dir-lock.js";

export interface OpenedDatabase {
  database: DatabaseHandle;
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
      close: () => database.close(),
      description: `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`,
    };
  }
  const unlock = lockDataDir(config.dataDir);
  try {
    const database = await openPglite({ dataDir: join(config.dataDir, "pgdata") });
    return {
      database,
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
