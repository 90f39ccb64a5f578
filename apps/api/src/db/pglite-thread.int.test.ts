/**
 * PGlite in its worker thread, as the server runs it (db/open.ts): values read as on
 * PostgreSQL, one caller's transaction at a time, savepoints, errors with their fields,
 * LISTEN/NOTIFY through the handle, close, a thread that dies, and data that outlives a restart.
 * The app suites run on it with TEST_PGLITE_THREAD=worker (docs/testing in ARCHITECTURE.md).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { fromDatabaseError } from "../core/errors.js";
import { type DatabaseHandle, openPglite } from "./connect.js";
import { PgliteThread } from "./pglite-thread.js";

const template = () => new Blob([readFileSync(inject("pgliteTemplate"))]);

async function rowsOf(db: Kysely<unknown>, table: "scratch"): Promise<number[]> {
  const result = await sql<{ x: number }>`select x from ${sql.table(table)} order by x`.execute(db);
  return result.rows.map((row) => row.x);
}

describe("PGlite in a worker thread", () => {
  let handle: DatabaseHandle;
  let db: Kysely<unknown>;

  beforeAll(async () => {
    handle = await openPglite({ loadDataDir: template(), thread: "worker" });
    db = handle.db as unknown as Kysely<unknown>;
    await sql`create table scratch (x int constraint scratch_x_key unique)`.execute(db);
  });
  afterAll(() => handle.close());

  const reset = () => sql`truncate scratch`.execute(db);

  it("reads values as on PostgreSQL: ISO timestamps, numeric counts, plain dates", async () => {
    const { rows } = await sql<Record<string, unknown>>`
      select timestamptz '2026-11-22 03:15:47.12+00' as at,
             timestamp '2026-11-22 03:15:47' as naive,
             date '2026-11-22' as day,
             count(*) as n,
             12.5::numeric as amount,
             'é'::text as word
      from generate_series(1, 3)`.execute(db);
    expect(rows).toEqual([
      {
        at: "2026-11-22T03:15:47.120Z",
        naive: "2026-11-22T03:15:47.000Z",
        day: "2026-11-22",
        n: 3,
        amount: 12.5,
        word: "é",
      },
    ]);
  });

  it("takes parameters of every kind the app sends and counts affected rows", async () => {
    await reset();
    const inserted = await sql`insert into scratch (x) select unnest(${[1, 2, 3]}::int[])`.execute(
      db,
    );
    expect(inserted.numAffectedRows).toBe(3n);
    const { rows } = await sql<{ t: string; j: { a: number }; b: Uint8Array }>`
      select ${new Date("2026-01-02T03:04:05.000Z")}::timestamptz as t,
             ${JSON.stringify({ a: 1 })}::jsonb as j,
             ${new Uint8Array([1, 2])}::bytea as b`.execute(db);
    expect(rows[0]?.t).toBe("2026-01-02T03:04:05.000Z");
    expect(rows[0]?.j).toEqual({ a: 1 });
    expect([...(rows[0]?.b ?? [])]).toEqual([1, 2]);
  });

  it("runs concurrent callers one after the other: a rollback takes back only its own work", async () => {
    await reset();
    let inside!: () => void;
    const started = new Promise<void>((resolve) => {
      inside = resolve;
    });
    const failing = db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into scratch (x) values (1)`.execute(trx);
        inside();
        // Another caller asks for the session now; it must wait for this transaction's end.
        await new Promise((resolve) => setTimeout(resolve, 50));
        await sql`insert into scratch (x) values (2)`.execute(trx);
        throw new Error("changed my mind");
      })
      .catch((error: Error) => error.message);
    await started;
    const other = sql`insert into scratch (x) values (3)`.execute(db);
    expect(await failing).toBe("changed my mind");
    await other;
    expect(await rowsOf(db, "scratch")).toEqual([3]);
  });

  it("commits a transaction's work, and rolls back to a savepoint", async () => {
    await reset();
    const trx = await db.startTransaction().execute();
    await sql`insert into scratch (x) values (1)`.execute(trx);
    const saved = await trx.savepoint("before_two").execute();
    await sql`insert into scratch (x) values (2)`.execute(saved);
    await saved.rollbackToSavepoint("before_two").execute();
    await sql`insert into scratch (x) values (4)`.execute(trx);
    await trx.commit().execute();
    expect(await rowsOf(db, "scratch")).toEqual([1, 4]);
  });

  it("fails with PostgreSQL's error fields, so a duplicate maps to a conflict", async () => {
    await reset();
    await sql`insert into scratch (x) values (7)`.execute(db);
    const error = await sql`insert into scratch (x) values (7)`
      .execute(db)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      code: "23505",
      constraint: "scratch_x_key",
      table: "scratch",
      detail: "Key (x)=(7) already exists.",
      message: 'duplicate key value violates unique constraint "scratch_x_key"',
    });
    expect(fromDatabaseError(error)?.code).toBe("CONFLICT");
    // The stack says where the statement was sent from, not only the worker's message handler.
    expect((error as Error).stack).toContain("pglite-thread.int.test.ts");
    // The session is usable after a failed statement, inside a transaction too.
    const inTransaction = await db
      .transaction()
      .execute((trx) => sql`select 1/0`.execute(trx))
      .catch((e: { code?: string }) => e.code);
    expect(inTransaction).toBe("22012");
    expect(await rowsOf(db, "scratch")).toEqual([7]);
  });

  it("delivers NOTIFY to handle.listen once committed, and nothing after unlisten", async () => {
    const heard: string[] = [];
    const unlisten = await handle.listen("scratch_news", (payload) => heard.push(payload));
    await sql`select pg_notify('scratch_news', 'first')`.execute(db);
    // A notification travels ahead of the answer of the statement that committed it.
    expect(heard).toEqual(["first"]);
    await db
      .transaction()
      .execute(async (trx) => {
        await sql`select pg_notify('scratch_news', 'rolled back')`.execute(trx);
        throw new Error("undo");
      })
      .catch(() => {});
    await db.transaction().execute(async (trx) => {
      await sql`select pg_notify('scratch_news', 'second')`.execute(trx);
      expect(heard).toEqual(["first"]);
    });
    expect(heard).toEqual(["first", "second"]);
    await unlisten();
    await sql`select pg_notify('scratch_news', 'unheard')`.execute(db);
    expect(heard).toEqual(["first", "second"]);
  });
});

describe("the worker thread's life", () => {
  it("closes: the thread ends and later statements say the database is closed", async () => {
    const handle = await openPglite({ loadDataDir: template(), thread: "worker" });
    await handle.close();
    await expect(sql`select 1`.execute(handle.db)).rejects.toThrow(
      "The embedded database is closed.",
    );
  });

  it("dies: pending and later statements fail with one clear error, listeners hear of it", async () => {
    const thread = await PgliteThread.start({
      loadDataDir: await template().arrayBuffer(),
    });
    const lostListens: string[] = [];
    await thread.listen(
      "anything",
      () => {},
      (error) => lostListens.push(error.message),
    );
    const pending = thread.query("select count(*) from generate_series(1, 50000000)", []);
    await thread.terminate();
    await expect(pending).rejects.toThrow(/worker thread stopped \(exit code 1\)/);
    await expect(thread.query("select 1", [])).rejects.toThrow(/worker thread stopped/);
    expect(lostListens).toEqual([expect.stringMatching(/worker thread stopped/)]);
    expect((await thread.lost).message).toMatch(/restart the server/);
    expect(thread.failure?.message).toMatch(/worker thread stopped/);
  });

  it("keeps what was committed across a close and a new start on the same folder", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "cairn-pglite-thread-"));
    try {
      const first = await openPglite({ dataDir, thread: "worker" });
      await sql`create table kept (note text)`.execute(first.db);
      await sql`insert into kept values ('still here')`.execute(first.db);
      await first.close();
      const again = await openPglite({ dataDir, thread: "worker" });
      try {
        const { rows } = await sql<{ note: string }>`select note from kept`.execute(again.db);
        expect(rows).toEqual([{ note: "still here" }]);
      } finally {
        await again.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
