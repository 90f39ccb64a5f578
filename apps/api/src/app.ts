/**
 * Builds the Fastify application without listening: the server and the tests both start here.
 * Plugins are registered in a fixed, named order.
 */

import { availableParallelism } from "node:os";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import type { DatabaseHandle } from "./db/connect.js";
import type { Config } from "./env.js";
import { jobHandlers } from "./job-handlers.js";
import { BoundedQueue } from "./lib/bounded-queue.js";
import { loggableUrl } from "./lib/loggable-url.js";
import { RequestStats } from "./lib/request-stats.js";
import { SecretBox } from "./lib/secret-box.js";
import { notificationHandlers } from "./modules/announcements/delivery.js";
import { assistantHandlers } from "./modules/assistant/chat-delivery.js";
import { dummyHash } from "./modules/auth/password.js";
import { createSessionCache } from "./modules/auth/session-cache.js";
import { BoardEventHub } from "./modules/board/event-hub.js";
import { createFileStore } from "./modules/files/create-file-store.js";
import { fileHandlers } from "./modules/files/file-deletion.js";
import type { FileStore } from "./modules/files/file-store.js";
import { LocalDiskStore } from "./modules/files/local-disk-store.js";
import { type JobHandlers, JobRunner } from "./modules/jobs/runner.js";
import { emailHandlers } from "./modules/mail/smtp-delivery.js";
import { createMetricsRegistry } from "./modules/monitoring/metrics-registry.js";
import { UserEventHub } from "./modules/notifications/user-event-hub.js";
import { OutboxWorker } from "./modules/outbox/worker.js";
import { createOverviewCache } from "./modules/overview/overview-cache.js";
import { ruleRunHandlers } from "./modules/rules/rule-runs-handler.js";
import { toolSyncHandlers } from "./modules/tool-push/sync.js";
import { webhookHandlers } from "./modules/webhooks/delivery.js";
import conditionalReads from "./plugins/conditional-reads.js";
import crossOrigin from "./plugins/cross-origin.js";
import errorHandler, { clientErrorHandler, frameworkErrors } from "./plugins/error-handler.js";
import openapi from "./plugins/openapi.js";
import prometheus from "./plugins/prometheus.js";
import requestMetrics from "./plugins/request-metrics.js";
import rest from "./plugins/rest.js";
import securityHeaders from "./plugins/security-headers.js";
import staticApps from "./plugins/static-apps.js";
import storybook from "./plugins/storybook.js";
import trpc from "./plugins/trpc.js";
import { subscribeToDomainEvents } from "./subscribers.js";

export interface AppDependencies {
  database: DatabaseHandle;
  /** The 32-byte key of integration secrets (lib/encryption-key.ts; tests: a random one). */
  encryptionKey: Buffer;
  now?: () => Date;
  /** Bounds on concurrent password checks (tests make it small). */
  passwordQueue?: BoundedQueue;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** The file store, instead of the one the settings name (tests of S3 addressing). */
  fileStore?: FileStore;
  /** The job handlers (tests: fakes); job-handlers.ts by default. */
  jobHandlers?: JobHandlers;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(
  config: Config,
  dependencies: AppDependencies,
): Promise<FastifyInstance> {
  subscribeToDomainEvents();
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: {
        paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
        censor: "[redacted]",
      },
      // Fastify's own request line, with the tokens of private links masked (lib/loggable-url.ts).
      serializers: {
        req: (req: { method: string; url: string; ip?: string }) => ({
          method: req.method,
          url: loggableUrl(req.url),
          remoteAddress: req.ip,
        }),
      },
      ...(dependencies.logStream ? { stream: dependencies.logStream } : {}),
    },
    // Per-request lines would drown the console of `npm start`; LOG_LEVEL=debug shows them.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    // A tRPC batch names every procedure in the path (`/trpc/a.b,c.d,…`): 100 is too short.
    routerOptions: { maxParamLength: 2000 },
    // Errors raised before a route runs answer `{ error, code }` like every other.
    frameworkErrors,
    clientErrorHandler,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    forceCloseConnections: "idle",
    // Start-up work (opening the listeners, the first password hash) is quick on an idle machine
    // but was seen past Fastify's default 10 s on a heavily loaded one: slow there, never failed.
    pluginTimeout: 120_000,
  });

  app.decorate("config", config);
  app.decorate("database", dependencies.database);
  app.decorate("db", dependencies.database.db);
  app.decorate("now", dependencies.now ?? (() => new Date()));
  app.decorate("secretBox", new SecretBox(dependencies.encryptionKey));
  app.decorate("requestStats", new RequestStats());
  app.addHook("onReady", async () => app.requestStats.start());
  app.addHook("onClose", async () => app.requestStats.stop());
  app.decorate("startedAt", new Date());
  // scrypt runs on libuv's pool of 4 threads: more at once only queue there, out of sight.
  app.decorate(
    "passwordQueue",
    dependencies.passwordQueue ?? new BoundedQueue(Math.min(4, availableParallelism()), 16),
  );
  const files = dependencies.fileStore ?? createFileStore(config);
  app.decorate("files", files);
  // What a crash left half-written on disk (LocalDiskStore writes through a temporary file).
  app.addHook("onReady", async () => {
    if (files instanceof LocalDiskStore) await files.sweepIncoming(app.now()).catch(() => 0);
  });
  app.addHook("onClose", async () => files.close?.());
  app.decorate(
    "outbox",
    new OutboxWorker({
      database: dependencies.database,
      secretBox: app.secretBox,
      integrations: config.integrations,
      handlers: {
        ...notificationHandlers,
        ...emailHandlers(config.mail, config.integrations),
        ...fileHandlers(files),
        ...toolSyncHandlers,
        ...assistantHandlers(app),
        ...webhookHandlers,
        ...ruleRunHandlers,
      },
      now: app.now,
      log: app.log,
    }),
  );
  app.addHook("onReady", () => app.outbox.start());
  // After the last request: deliveries in flight are cut short and stay pending for the next run.
  app.addHook("onClose", () => app.outbox.close());
  app.decorate(
    "jobs",
    new JobRunner({
      database: dependencies.database,
      secretBox: app.secretBox,
      integrations: config.integrations,
      files,
      handlers: dependencies.jobHandlers ?? jobHandlers,
      now: app.now,
      log: app.log,
    }),
  );
  app.addHook("onReady", () => app.jobs.start());
  // A job in flight stops between two items and is carried on by the next process.
  app.addHook("onClose", () => app.jobs.close());
  app.decorate("boardEvents", new BoardEventHub(dependencies.database, app.log));
  app.addHook("onReady", () => app.boardEvents.start());
  app.decorate("userEvents", new UserEventHub(dependencies.database, app.log));
  app.addHook("onReady", () => app.userEvents.start());
  app.decorate(
    "metricsRegistry",
    createMetricsRegistry({
      db: app.db,
      queryStats: dependencies.database.queryStats,
      requestStats: app.requestStats,
      openStreams: () => app.boardEvents.subscriberCount,
      startedAt: app.startedAt,
      now: app.now,
    }),
  );
  app.decorate("sessionCache", createSessionCache(dependencies.database, app.log));
  app.addHook("onReady", () => app.sessionCache.start());
  app.addHook("onClose", () => app.sessionCache.close());
  app.decorate("overviewCache", createOverviewCache(dependencies.database, app.log));
  app.addHook("onReady", () => app.overviewCache.start());
  app.addHook("onClose", () => app.overviewCache.close());
  // Made before the first login, so an unknown username never costs more than a known one.
  app.addHook("onReady", async () => {
    await dummyHash();
  });
  // Before the server stops accepting: end the live streams, or closing would wait on them.
  app.addHook("preClose", () => app.boardEvents.close());
  app.addHook("preClose", () => app.userEvents.close());

  // Only JSON bodies are read; anything else (text/plain, forms) is answered 415.
  app.removeContentTypeParser("text/plain");
  app.addHook("onResponse", async (req, reply) => {
    req.log.debug(
      {
        method: req.method,
        url: loggableUrl(req.url),
        status: reply.statusCode,
        ms: reply.elapsedTime,
      },
      "request",
    );
  });

  await app.register(securityHeaders);
  await app.register(cookie);
  await app.register(crossOrigin);
  await app.register(requestMetrics);
  await app.register(errorHandler);
  await app.register(conditionalReads);
  await app.register(trpc);
  await app.register(rest, { prefix: "/api" });
  await app.register(openapi, { prefix: "/api" });
  await app.register(prometheus);
  await app.register(storybook);
  await app.register(staticApps);
  return app;
}
