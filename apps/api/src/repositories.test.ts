/**
 * Queries only in repositories: a file under `modules/` or `lib/` builds no query unless it is a
 * repository (`*.repo.ts`); `db/`, `cli/` and `seed/` may, being the database's own code and its
 * tools, and so may `lib/transaction.ts`, which opens the transaction a resolver groups repository calls
 * in. (Procedure files are held to more in core/router.test.ts: not even Kysely's types.)
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { BUILDS_QUERY, queryLines } from "./test/query-building.js";

const SRC = fileURLToPath(new URL(".", import.meta.url));

const ALLOWED = new Set(["lib/transaction.ts"]);

function sources(folder: string): string[] {
  return (
    readdirSync(join(SRC, folder), { recursive: true, encoding: "utf8" })
      // A domain's permission-walk rows (`*.walk.ts`) are the tests' records, made as tests make them.
      .filter(
        (file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.endsWith(".walk.ts"),
      )
      .map((file) => relative(SRC, join(SRC, folder, file)))
  );
}

describe("queries", () => {
  it("are built only in repositories", () => {
    const building = [...sources("modules"), ...sources("lib")]
      .filter((file) => !file.endsWith(".repo.ts") && !ALLOWED.has(file))
      .filter((file) => queryLines(readFileSync(join(SRC, file), "utf8"), BUILDS_QUERY).length > 0)
      .sort();
    expect(building).toEqual([]);
  });
});
