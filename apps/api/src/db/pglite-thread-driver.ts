/**
 * Kysely's driver for PGlite in its worker thread (db/pglite-thread.ts). PGlite has one
 * session, so there is one connection; db/serialized-driver.ts lends it to one caller at a
 * time, as it does for PGlite in the API's thread. Transactions and savepoints are plain
 * statements on that session (Kysely's own PGlite driver uses `pglite.transaction`, which
 * cannot cross threads), written as Kysely's PostgreSQL driver writes them.
 */
import {
  CompiledQuery,
  createQueryId,
  type DatabaseConnection,
  type Driver,
  IdentifierNode,
  type QueryCompiler,
  type QueryResult,
  RawNode,
  type TransactionSettings,
} from "kysely";
import type { PgliteThread } from "./pglite-thread.js";

class PgliteThreadConnection implements DatabaseConnection {
  constructor(private readonly thread: PgliteThread) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    try {
      const { rows, affectedRows } = await this.thread.query(
        compiledQuery.sql,
        compiledQuery.parameters,
      );
      return {
        rows: rows as R[],
        ...(affectedRows != null ? { numAffectedRows: BigInt(affectedRows) } : {}),
      };
    } catch (error) {
      // The error was built when the answer arrived; say where the statement came from (the
      // thread's failure is one error shared by every call, and keeps its own stack).
      if (error instanceof Error && error !== this.thread.failure) {
        const here = new Error().stack?.split("\n").slice(1).join("\n") ?? "";
        error.stack = `${error.name}: ${error.message}\n${here}`;
      }
      throw error;
    }
  }

  // biome-ignore lint/correctness/useYield: streaming is refused before anything is read.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("Streaming is not supported by PGlite.");
  }
}

function savepointCommand(command: string, name: string) {
  return RawNode.createWithChildren([
    RawNode.createWithSql(`${command} `),
    IdentifierNode.create(name),
  ]);
}

export class PgliteThreadDriver implements Driver {
  readonly #connection: PgliteThreadConnection;

  constructor(thread: PgliteThread) {
    this.#connection = new PgliteThreadConnection(thread);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return this.#connection;
  }

  async releaseConnection(): Promise<void> {}

  async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    if (settings.isolationLevel || settings.accessMode) {
      const isolation = settings.isolationLevel
        ? ` isolation level ${settings.isolationLevel}`
        : "";
      const access = settings.accessMode ? ` ${settings.accessMode}` : "";
      await connection.executeQuery(CompiledQuery.raw(`start transaction${isolation}${access}`));
    } else {
      await connection.executeQuery(CompiledQuery.raw("begin"));
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }

  async savepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler["compileQuery"],
  ): Promise<void> {
    await connection.executeQuery(compile(savepointCommand("savepoint", name), createQueryId()));
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler["compileQuery"],
  ): Promise<void> {
    await connection.executeQuery(compile(savepointCommand("rollback to", name), createQueryId()));
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler["compileQuery"],
  ): Promise<void> {
    await connection.executeQuery(compile(savepointCommand("release", name), createQueryId()));
  }

  /** Closing the thread is the handle's (db/connect.ts), after Kysely lets go. */
  async destroy(): Promise<void> {}
}
