/**
 * `pnpm --filter api admin:create`: the way in for a production database (no demo accounts).
 * Run as a real process on a fresh data directory, then checked by signing in through the app.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { openPglite } from "../db/connect.js";
import { testConfig } from "../test/harness.js";
import { entryPoint } from "../test/server-process.js";

const apiRoot = fileURLToPath(new URL("../..", import.meta.url));

function adminCreate(dataDir: string, args: string[], password: string) {
  return spawnSync(process.execPath, [...entryPoint("cli/admin-create"), ...args], {
    cwd: apiRoot,
    env: { ...process.env, DATA_DIR: dataDir, DEMO_DATA: "false", CAIRN_ADMIN_PASSWORD: password },
    encoding: "utf8",
    timeout: 60_000,
  });
}

describe("admin:create", () => {
  it("creates an administrator who can sign in, and refuses a taken name or a weak password", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "cairn-admin-"));
    const created = adminCreate(
      dataDir,
      ["--username", "ada", "--email", "ada@example.com", "--first-name", "Ada"],
      "correct horse battery staple",
    );
    expect(created.stderr).toBe("");
    expect(created.status).toBe(0);
    expect(created.stdout).toMatch(/Administrator ada created \(id \d+\)\./);

    const again = adminCreate(
      dataDir,
      ["--username", "ADA", "--email", "a@example.com"],
      "another long password",
    );
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/That username is already taken\./);

    const weak = adminCreate(dataDir, ["--username", "bob", "--email", "bob@example.com"], "short");
    expect(weak.status).toBe(2);
    expect(weak.stderr).toMatch(/--password: must be at least 12 characters/);

    const database = await openPglite({ dataDir: join(dataDir, "pgdata") });
    const app = await buildApp(testConfig(), { database, encryptionKey: randomBytes(32) });
    try {
      const login = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { username: "ada", password: "correct horse battery staple" },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().user).toMatchObject({ username: "ada", role: "admin", firstName: "Ada" });
      const users = await database.db.selectFrom("users").select("username").execute();
      expect(users).toEqual([{ username: "ada" }]);
    } finally {
      await app.close();
      await database.close();
    }
  }, 120_000);
});
