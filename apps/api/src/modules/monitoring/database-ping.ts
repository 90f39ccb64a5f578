/**
 * One round trip to the database with a time limit. A database that does not answer within
 * the limit is treated as down: the health check must answer even when a query would hang.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { selectOne } from "./database-ping.repo.js";

export const PING_LIMIT_MS = 2000;

export type Ping = { ok: true; latencyMs: number } | { ok: false; latencyMs: null; error: unknown };

export async function pingDatabase(db: Kysely<Database>, limitMs = PING_LIMIT_MS): Promise<Ping> {
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<{ error: unknown }>((resolve) => {
    timer = setTimeout(
      () => resolve({ error: new Error(`no answer within ${limitMs} ms`) }),
      limitMs,
    );
  });
  // Settles either way, so the losing side of the race never rejects unhandled.
  const query = selectOne(db).then(
    () => ({ error: undefined }),
    (error: unknown) => ({ error: error ?? new Error("the query failed") }),
  );
  const outcome = await Promise.race([query, late]);
  clearTimeout(timer);
  if (outcome.error !== undefined) return { ok: false, latencyMs: null, error: outcome.error };
  return { ok: true, latencyMs: Math.round((performance.now() - started) * 100) / 100 };
}
