/**
 * The PostgreSQL databases of the API tests: a copy of one of the run's templates for each test
 * file (global-setup.ts makes the templates).
 *
 * `CREATE DATABASE … TEMPLATE` mostly waits on the disk (0.5–1 s on the 2-core machine, a wait
 * per file on each worker). So a worker asks for its next copy as it hands out this one, and the
 * copy is made while the file runs: a worker runs file after file in one module graph
 * (vitest.config.ts), so the copy made ahead is there for its next file. A copy made and never
 * used (after a worker's last file) is dropped by the global teardown, with the rest of the run's.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";

/** A database made ahead for each template, resolving with its name. */
const ahead = new Map<string, Promise<string>>();

/**
 * A new database copied from `template`, named `prefix` and a random suffix; answers its name.
 * Its commits do not wait for the disk (`synchronous_commit = off`): the tests prove what a
 * commit makes visible and when, never what survives a crash of the PostgreSQL server itself,
 * and a commit's flush was a millisecond each, thousands of times a run.
 */
async function makeCopy(url: string, template: string, prefix: string): Promise<string> {
  const name = `${prefix}${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
    await admin.query(`alter database ${name} set synchronous_commit = off`);
  } finally {
    await admin.end();
  }
  return name;
}

/** A copy of `template` for this file (made ahead when one was), and the next one begun. */
export function takeCopy(url: string, template: string, prefix: string): Promise<string> {
  const copy = ahead.get(template) ?? makeCopy(url, template, prefix);
  const next = makeCopy(url, template, prefix);
  // Awaited only by the file that takes it: a failure here is that file's to report.
  next.catch(() => {});
  ahead.set(template, next);
  return copy;
}
