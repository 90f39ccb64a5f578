/**
 * Queries only in repositories: no source file of the API builds a query unless it is a
 * repository (`*.repo.ts`); `db/`, `cli/` and `seed/` may, being the database's own code and its
 * tools, and so may `lib/transaction.ts`, which opens the transaction a resolver groups repository
 * calls in. `test/` is the tests' own helpers. (Procedure files are held to more in
 * core/router.test.ts: not even Kysely's types.)
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { BUILDS_QUERY, queryLines } from "./test/query-building.js";

const SRC = fileURLToPath(new URL(".", import.meta.url));

const ALLOWED = new Set(["lib/transaction.ts"]);
const QUERYING_FOLDERS = ["db/", "cli/", "seed/", "test/"];

function sources(): string[] {
  return (
    readdirSync(SRC, { recursive: true, encoding: "utf8" })
      // A domain's permission-walk rows (`*.walk.ts`) are the tests' records, made as tests make them.
      .filter(
        (file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.endsWith(".walk.ts"),
      )
      .filter((file) => !QUERYING_FOLDERS.some((folder) => file.startsWith(folder)))
  );
}

describe("queries", () => {
  it("are built only in repositories", () => {
    const building = sources()
      .filter((file) => !file.endsWith(".repo.ts") && !ALLOWED.has(file))
      .filter((file) => queryLines(readFileSync(join(SRC, file), "utf8"), BUILDS_QUERY).length > 0)
      .sort();
    expect(building).toEqual([]);
  });
});
