import {
  CompiledQuery,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from "kysely";
import { describe, expect, it } from "vitest";
import type { Database } from "./database.js";
import { operationOf, QueryStats } from "./query-stats.js";

/** Kysely without a database: only compiles. */
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe("operationOf", () => {
  it("reads the kind of a built query from its root", () => {
    expect(operationOf(db.selectFrom("tasks").selectAll().compile())).toBe("select");
    expect(operationOf(db.insertInto("leads").values({ name: "a", email: "b" }).compile())).toBe(
      "insert",
    );
    expect(operationOf(db.updateTable("tasks").set({ title: "t" }).compile())).toBe("update");
    expect(operationOf(db.deleteFrom("sessions").compile())).toBe("delete");
    expect(
      operationOf(
        db
          .with("recent", (qb) => qb.selectFrom("tasks").select("id"))
          .selectFrom("recent")
          .selectAll()
          .compile(),
      ),
    ).toBe("select");
  });

  it("reads raw SQL by its first word, and calls the rest other", () => {
    expect(operationOf(sql`select 1`.compile(db))).toBe("select");
    expect(operationOf(sql`  UPDATE tasks set title = 'x'`.compile(db))).toBe("update");
    expect(operationOf(CompiledQuery.raw("begin"))).toBe("other");
    expect(operationOf(CompiledQuery.raw("vacuum"))).toBe("other");
    expect(operationOf(CompiledQuery.raw("with x as (select 1) select * from x"))).toBe("other");
    expect(operationOf(CompiledQuery.raw(""))).toBe("other");
  });
});

describe("QueryStats", () => {
  it("counts statements, failures and connection failures, and their mean time", async () => {
    const stats = new QueryStats();
    const query = sql`select 1`.compile(db);
    stats.log({ level: "query", query, queryDurationMillis: 2 });
    stats.log({ level: "query", query, queryDurationMillis: 4 });
    stats.log({ level: "error", query, queryDurationMillis: 6, error: new Error("x") });
    stats.connectionFailed();
    expect(await stats.snapshot()).toEqual({
      queryCount: 4,
      errorCount: 2,
      avgResponseTime: 4,
      timedCount: 3,
      totalMs: expect.closeTo(12, 9),
    });
    const errors = await stats.errors.get();
    expect(errors.values.map(({ labels, value }) => [labels.operation, value])).toEqual([
      ["select", 1],
      ["connect", 1],
    ]);
  });
});
