/**
 * Making a test's database unavailable, really, and bringing it back without restarting the
 * app: for PostgreSQL the database stops accepting connections and its sessions are ended
 * (what a crashed or restarting server looks like to the pool); PGlite runs inside the process
 * and cannot go away, so while the outage lasts its driver hands out connections on which
 * every statement fails.
 */
import type { DatabaseConnection, Driver, TransactionSettings } from "kysely";
import type pg from "pg";
import { DelegatingDriver } from "../db/delegating-driver.js";

export interface Outage {
  begin(): Promise<void>;
  end(): Promise<void>;
}

export class PgliteOutage implements Outage {
  #down = false;

  /** Wraps the PGlite driver (PgliteOptions.wrapDriver). */
  readonly wrap = (driver: Driver): Driver => new OutageDriver(driver, () => this.#down);

  async begin(): Promise<void> {
    this.#down = true;
  }

  async end(): Promise<void> {
    this.#down = false;
  }
}

/**
 * While the outage lasts, hands out a connection on which every statement fails, as a lost
 * connection does. (Failing `acquireConnection` itself would leave Kysely's single-connection
 * mutex for PGlite locked for good: Kysely takes it before acquiring and only frees it on
 * release.)
 */
class OutageDriver extends DelegatingDriver {
  readonly #down: () => boolean;
  readonly #dead = new WeakSet<DatabaseConnection>();

  constructor(inner: Driver, down: () => boolean) {
    super(inner);
    this.#down = down;
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    if (!this.#down()) return this.inner.acquireConnection();
    const lost = () =>
      Object.assign(new Error("connect ECONNREFUSED (the test's database outage)"), {
        code: "ECONNREFUSED",
      });
    const dead: DatabaseConnection = {
      executeQuery: () => Promise.reject(lost()),
      // Fails on first use, like executeQuery (the empty yield makes it a generator).
      streamQuery: async function* () {
        yield* [];
        throw lost();
      },
    };
    this.#dead.add(dead);
    return dead;
  }

  override async releaseConnection(connection: DatabaseConnection): Promise<void> {
    if (!this.#dead.has(connection)) await this.inner.releaseConnection(connection);
  }

  override async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    if (this.#dead.has(connection))
      throw new Error("connect ECONNREFUSED (the test's database outage)");
    await this.inner.beginTransaction(connection, settings);
  }
}

export function postgresOutage(admin: pg.Client, database: string): Outage {
  const name = admin.escapeIdentifier(database);
  return {
    async begin() {
      await admin.query(`alter database ${name} allow_connections false`);
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [database],
      );
    },
    async end() {
      await admin.query(`alter database ${name} allow_connections true`);
    },
  };
}
