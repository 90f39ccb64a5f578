/**
 * Queries only in repositories: a file under `modules/` or `lib/` builds no query unless it is a
 * repository (`*.repo.ts`); `db/`, `cli/` and `seed/` may, being the database's own code and its
 * tools, and so may `lib/transaction.ts`, which opens the transaction a resolver groups repository calls
 * in. (Procedure files are held to more in trpc/router.test.ts: not even Kysely's types.)
 *
 * The files of KNOWN still build queries of their own and are being moved into repositories:
 * the list only shrinks — one that no longer builds a query must leave it.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { BUILDS_QUERY, queryLines } from "./test/query-building.js";

const SRC = fileURLToPath(new URL(".", import.meta.url));

const ALLOWED = new Set(["lib/transaction.ts"]);

const KNOWN = [
  "lib/full-text.ts",
  "lib/rate-limit.ts",
  "lib/system-log.ts",
  "modules/announcements/delivery.ts",
  "modules/announcements/health-band.ts",
  "modules/assistant/chat-delivery.ts",
  "modules/assistant/chat-settings.ts",
  "modules/assistant/teams/replay.ts",
  "modules/board/event-hub.ts",
  "modules/feeds/datasets.ts",
  "modules/leads/conversion.ts",
  "modules/monitoring/database-ping.ts",
  "modules/notifications/notify.ts",
  "modules/webhooks/milestone-reached.ts",
];

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
  it("are built only in repositories (and in the files still listed to move)", () => {
    const building = [...sources("modules"), ...sources("lib")]
      .filter((file) => !file.endsWith(".repo.ts") && !ALLOWED.has(file))
      .filter((file) => queryLines(readFileSync(join(SRC, file), "utf8"), BUILDS_QUERY).length > 0)
      .sort();
    expect(building.filter((file) => !KNOWN.includes(file))).toEqual([]);
    // A file that has moved its queries out leaves the list.
    expect(KNOWN.filter((file) => !building.includes(file))).toEqual([]);
  });
});
