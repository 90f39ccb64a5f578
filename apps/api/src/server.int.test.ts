/**
 * The real process: `server.ts` started as `npm start` starts it, on a fresh data directory.
 * It prints its URL and the demo logins, answers, refuses a second server on the same data
 * directory, and stops cleanly on SIGTERM.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServer } from "./test/server-process.js";

describe("server.ts", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "cairn-server-"));
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) child.kill("SIGKILL");
  });

  it("starts on an empty data directory, refuses a second server there, and stops on SIGTERM", async () => {
    const first = startServer({ DATA_DIR: dataDir, PORT: "0" });
    children.push(first.child);
    const banner = await first.waitFor(/Press Ctrl-C to stop/);
    expect(banner).toMatch(/Cairn is running at http:\/\/localhost:\d+/);
    expect(banner).toMatch(/admin \/ cairn-admin-demo/);
    expect(banner).toMatch(/consultant \/ cairn-consultant-demo/);
    expect(banner).toMatch(/client \/ cairn-client-demo/);
    const port = Number(/localhost:(\d+)/.exec(banner)?.[1]);

    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: "cairn-admin-demo" }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get("set-cookie")?.split(";")[0] ?? "";
    const me = await fetch(`http://127.0.0.1:${port}/api/auth/me`, { headers: { cookie } });
    expect(((await me.json()) as { user: { username: string } }).user.username).toBe("admin");

    const second = startServer({ DATA_DIR: dataDir, PORT: "0" });
    children.push(second.child);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by another Cairn server/);

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(first.output()).toMatch(/Cairn stopped\./);

    // The data survived, and the folder is free again.
    const third = startServer({ DATA_DIR: dataDir, PORT: "0" });
    children.push(third.child);
    const again = await third.waitFor(/Press Ctrl-C to stop/);
    const port3 = Number(/localhost:(\d+)/.exec(again.slice(again.lastIndexOf("running at")))?.[1]);
    const relogin = await fetch(`http://127.0.0.1:${port3}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: "cairn-admin-demo" }),
    });
    expect(relogin.status).toBe(200);
    third.child.kill("SIGINT");
    expect(await third.exited).toBe(0);
  }, 120_000);

  it("refuses a bad configuration, naming every bad key", async () => {
    const bad = startServer({ DATA_DIR: dataDir, PORT: "eighty", DATABASE_URL: "mysql://nope" });
    children.push(bad.child);
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toMatch(/Invalid configuration/);
    expect(bad.output()).toMatch(/PORT/);
    expect(bad.output()).toMatch(/DATABASE_URL/);
  });
});
