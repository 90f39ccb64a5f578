/**
 * `pnpm bench:login`: whether a failed login takes as long for an unknown username as for a
 * known one with a wrong password (docs/security.md, "Login"). A wall-clock comparison is a
 * figure to read on an idle machine, not an assertion: on a busy 2-core CI machine it failed
 * on timing alone. The test suite proves the cause instead: both paths run one
 * scrypt derivation at the same cost (src/security/sessions.int.test.ts).
 *
 * Pairs of attempts back to back (unknown, then wrong password), each pair two minutes of the
 * app's clock after the last, so that the failed-login limit never answers instead of the
 * password check. Prints the median ratio and its spread, on PGlite and, when
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set, on PostgreSQL.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { buildApp } from "../src/app.js";
import { type DatabaseHandle, openPglite, openPostgres } from "../src/db/connect.js";
import { migrateToLatest } from "../src/db/migrate.js";
import { loadConfig } from "../src/env.js";
import { seed } from "../src/seed/seed.js";
import { percentile } from "./pacer.js";

const PAIRS = Number(process.env.BENCH_PAIRS ?? 21);
const TWO_MINUTES = 2 * 60_000;

async function openDatabase(url: string | undefined) {
  if (!url) {
    const dataDir = mkdtempSync(join(tmpdir(), "cairn-bench-login-"));
    const handle: DatabaseHandle = await openPglite({ dataDir, thread: "worker" });
    return {
      handle,
      async drop() {
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `cairn_bench_login_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = openPostgres(target.toString(), 5);
  return {
    handle,
    async drop() {
      await handle.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function measure(label: string, url: string | undefined): Promise<void> {
  const { handle, drop } = await openDatabase(url);
  let now = new Date();
  try {
    await migrateToLatest(handle.db);
    await seed(handle.db, { demo: true });
    const app = await buildApp(
      loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", DATA_DIR: tmpdir() }),
      { database: handle, encryptionKey: randomBytes(32), now: () => now },
    );
    await app.ready();
    const attempt = async (username: string) => {
      const started = performance.now();
      const response = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { username, password: "definitely-wrong" },
      });
      if (response.statusCode !== 401) throw new Error(`${username}: ${response.statusCode}`);
      return performance.now() - started;
    };
    // Warm both paths (the dummy hash is made at the first unknown username).
    await attempt("warm-up");
    await attempt("admin");
    const unknown: number[] = [];
    const wrong: number[] = [];
    const ratios: number[] = [];
    for (let i = 0; i < PAIRS; i++) {
      now = new Date(now.getTime() + TWO_MINUTES);
      const u = await attempt(`nobody-${i}`);
      const w = await attempt("admin");
      unknown.push(u);
      wrong.push(w);
      ratios.push(u / w);
    }
    await app.close();
    const ms = (values: number[]) => `${percentile(values, 50).toFixed(0)} ms`;
    const r = ratios;
    process.stdout.write(
      `${label.padEnd(11)} unknown user ${ms(unknown).padStart(7)}   wrong password ${ms(wrong).padStart(7)}   ` +
        `ratio median ${percentile(r, 50).toFixed(2)} (p10 ${percentile(r, 10).toFixed(2)}, p90 ${percentile(r, 90).toFixed(2)})` +
        `   ${Math.abs(percentile(r, 50) - 1) <= 0.2 ? "within ±20 %" : "OUTSIDE ±20 %"}\n`,
    );
  } finally {
    await drop();
  }
}

process.stdout.write(
  `Failed logins, ${PAIRS} pairs (median of each path, ratio unknown ÷ wrong):\n`,
);
await measure("PGlite", undefined);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (postgresUrl) await measure("PostgreSQL", postgresUrl);
else process.stdout.write("NOTICE: set BENCH_DATABASE_URL to measure PostgreSQL too.\n");
