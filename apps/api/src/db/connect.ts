/**
 * Opens the database: embedded PGlite (WASM PostgreSQL persisted in a folder) by default, or a
 * PostgreSQL server through `pg` when a URL is given. Both speak the same SQL, run the same
 * migrations, and read values the same way (timestamps as ISO strings, counts as numbers).
 */
import {
  CamelCasePlugin,
  type Dialect,
  type Driver,
  Kysely,
  PGliteAdapter,
  PGliteDialect,
  PostgresDialect,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from "kysely";
import pg from "pg";
import type { Database } from "./database.js";
import { createPglite, type PgliteCreateOptions } from "./pglite-create.js";
import { PgliteThread } from "./pglite-thread.js";
import { PgliteThreadDriver } from "./pglite-thread-driver.js";
import { CountingDriver, QueryStats } from "./query-stats.js";
import { SerializedDriver } from "./serialized-driver.js";
import { valueParsers as parsers } from "./value-parsers.js";

export type DatabaseKind = "pglite" | "postgres";

export interface DatabaseHandle {
  kind: DatabaseKind;
  db: Kysely<Database>;
  /**
   * Statements run through `db` since it opened, as prom-client metrics: duration and failures
   * by kind of statement (the app registers them for /metrics and reads the status page's
   * numbers from them).
   */
  queryStats: QueryStats;
  /**
   * Subscribes to a LISTEN channel; resolves to an unsubscribe function. `onLost` is called if
   * the listening connection drops (the caller decides when to listen again).
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onLost?: (error: Error) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /**
   * Resolves if the database goes away for good while open (PGlite's worker thread dying): every
   * statement fails from then on, and the server should stop so that it can be started again.
   */
  lost?: Promise<Error>;
}

const plugins = [new CamelCasePlugin()];

/** The dialect with its driver wrapped (the rest of the dialect is unchanged). */
function withDriver(dialect: Dialect, wrap: (driver: Driver) => Driver): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => wrap(dialect.createDriver()),
    createIntrospector: (kysely) => dialect.createIntrospector(kysely),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}

function createKysely(dialect: Dialect, queryStats: QueryStats): Kysely<Database> {
  return new Kysely<Database>({
    dialect: withDriver(dialect, (driver) => new CountingDriver(driver, queryStats)),
    plugins,
    log: queryStats.log,
  });
}

export interface PgliteOptions extends PgliteCreateOptions {
  /**
   * Where PGlite runs: `worker` (the server's choice) in a thread of its own, so its work uses
   * another core than the HTTP work; `inline` in the calling thread (tests, for memory and speed).
   */
  thread?: "worker" | "inline";
  /** Wraps the driver (tests put a switchable outage here). */
  wrapDriver?: (driver: Driver) => Driver;
}

export async function openPglite(options: PgliteOptions = {}): Promise<DatabaseHandle> {
  if (options.thread === "worker") return openPgliteThread(options);
  const pglite = await createPglite(options);
  const wrap = options.wrapDriver ?? ((driver: Driver) => driver);
  const dialect = withDriver(new PGliteDialect({ pglite }), (driver) =>
    wrap(new SerializedDriver(driver)),
  );
  const queryStats = new QueryStats();
  const db = createKysely(dialect, queryStats);
  return {
    kind: "pglite",
    db,
    queryStats,
    async listen(channel, onMessage) {
      const unlisten = await pglite.listen(channel, onMessage);
      return () => unlisten();
    },
    async close() {
      await db.destroy();
    },
  };
}

async function openPgliteThread(options: PgliteOptions): Promise<DatabaseHandle> {
  const thread = await PgliteThread.start({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: await options.loadDataDir.arrayBuffer() } : {}),
  });
  const wrap = options.wrapDriver ?? ((driver: Driver) => driver);
  const dialect: Dialect = {
    createAdapter: () => new PGliteAdapter(),
    createDriver: () => wrap(new SerializedDriver(new PgliteThreadDriver(thread))),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
  const queryStats = new QueryStats();
  const db = createKysely(dialect, queryStats);
  return {
    kind: "pglite",
    db,
    queryStats,
    listen: (channel, onMessage, onLost) => thread.listen(channel, onMessage, onLost),
    async close() {
      // Kysely first: a statement still waiting for the session runs before the thread ends.
      await db.destroy();
      await thread.close();
    },
    lost: thread.lost,
  };
}

export function openPostgres(connectionString: string, maxConnections = 10): DatabaseHandle {
  const types = {
    getTypeParser: ((oid: number, format?: "text" | "binary") =>
      parsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
  };
  const pool = new pg.Pool({
    connectionString,
    max: maxConnections,
    types,
    options: "-c timezone=UTC",
    connectionTimeoutMillis: 5000,
  });
  // An idle client that loses its server emits 'error' on the pool; without a listener the
  // process would crash. The next query reports the outage instead.
  pool.on("error", () => {});
  // The pool only listens for errors of idle clients. A client lent to a query when the server
  // goes away would emit 'error' with no listener, and crash the process; the query itself
  // already fails with that error, so here it only needs to be caught.
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });
  const queryStats = new QueryStats();
  const db = createKysely(new PostgresDialect({ pool }), queryStats);
  return {
    kind: "postgres",
    db,
    queryStats,
    async listen(channel, onMessage, onLost) {
      // A dedicated connection, outside the pool: LISTEN holds it for the process's lifetime.
      const client = new pg.Client({ connectionString, types });
      let closing = false;
      client.on("error", (error) => {
        if (!closing) onLost?.(error);
      });
      client.on("end", () => {
        if (!closing) onLost?.(new Error("the LISTEN connection ended"));
      });
      await client.connect();
      client.on("notification", (message) => {
        if (message.channel === channel) onMessage(message.payload ?? "");
      });
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      return async () => {
        closing = true;
        await client.end().catch(() => {});
      };
    },
    async close() {
      await db.destroy();
    },
  };
}
