/**
 * A driver that hands every call to another one: the base of drivers that watch or change a
 * single step (acquiring a connection) and leave the rest alone.
 */
import type { DatabaseConnection, Driver, QueryCompiler, TransactionSettings } from "kysely";

export class DelegatingDriver implements Driver {
  protected readonly inner: Driver;

  constructor(inner: Driver) {
    this.inner = inner;
  }

  init(): Promise<void> {
    return this.inner.init();
  }

  acquireConnection(): Promise<DatabaseConnection> {
    return this.inner.acquireConnection();
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(connection);
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  async savepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler["compileQuery"],
  ): Promise<void> {
    await this.inner.savepoint?.(connection, name, compile);
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler["compileQuery"],
  ): Promise<void> {
    await this.inner.rollbackToSavepoint?.(connection, name, compile);
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler["compileQuery"],
  ): Promise<void> {
    await this.inner.releaseSavepoint?.(connection, name, compile);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}
