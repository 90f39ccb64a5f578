/**
 * What the API adds to Fastify's instance, in a module of its own: the context of the procedures
 * imports it, so every program that sees the router's type (the apps type-check against the
 * API's sources) sees these too.
 */
import type { AdminOverview } from "@cairn/schema/overview";
import type {} from "@fastify/cookie";
import type { Kysely } from "kysely";
import type { Registry } from "prom-client";
import type { AnnouncedCache } from "./db/announced-cache.js";
import type { DatabaseHandle } from "./db/connect.js";
import type { Database } from "./db/database.js";
import type { Config } from "./env.js";
import type { BoundedQueue } from "./lib/bounded-queue.js";
import type { RequestStats } from "./lib/request-stats.js";
import type { SecretBox } from "./lib/secret-box.js";
import type { SessionCache } from "./modules/auth/session-cache.js";
import type { BoardEventHub } from "./modules/board/event-hub.js";
import type { FileStore } from "./modules/files/file-store.js";
import type { JobRunner } from "./modules/jobs/runner.js";
import type { UserEventHub } from "./modules/notifications/user-event-hub.js";
import type { OutboxWorker } from "./modules/outbox/worker.js";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Kysely<Database>;
    /** Sessions checked recently, dropped when the database announces a change. */
    sessionCache: SessionCache;
    /** The admin overview's counters, dropped when the database announces a change. */
    overviewCache: AnnouncedCache<AdminOverview>;
    /** Live board changes across API processes (LISTEN/NOTIFY). */
    boardEvents: BoardEventHub;
    /** Live inbox events (new notifications, reads) across API processes, by person. */
    userEvents: UserEventHub;
    /** The clock; tests replace it to move time. */
    now: () => Date;
    /** Seals and opens integration secrets (AES-256-GCM). */
    secretBox: SecretBox;
    /** Where uploaded files live: DATA_DIR/files or an S3 bucket (docs/files.md). */
    files: FileStore;
    /** Delivers the outbox: Slack and Teams posts, with retries, across processes. */
    outbox: OutboxWorker;
    jobs: JobRunner;
    /** API requests of this process: their duration histogram, and what is read from it. */
    requestStats: RequestStats;
    /** The metrics of this app for `GET /metrics` (its own prom-client registry). */
    metricsRegistry: Registry;
    /** When this process started serving, for the metrics. */
    startedAt: Date;
    /** Password checks in flight and waiting (each costs ~128 MiB and a core for ~0.4 s). */
    passwordQueue: BoundedQueue;
  }
}
