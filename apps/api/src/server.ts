/**
 * The process entry: read the configuration, open and migrate the database, seed, listen, and
 * shut down gracefully on SIGTERM/SIGINT (stop accepting, finish requests in flight, close the
 * database, give back the data directory).
 */
import { DEMO_ACCOUNTS } from "@cairn/schema/constants";
import { buildApp } from "./app.js";
import { scheduleEmbeddedVacuum } from "./db/embedded-vacuum.js";
import { migrateToLatest } from "./db/migrate.js";
import { openConfiguredDatabase } from "./db/open.js";
import { ConfigError, loadConfig } from "./env.js";
import { scheduleHousekeeping } from "./housekeeping.js";
import { resolveEncryptionKey } from "./lib/encryption-key.js";
import { scheduleHealthChecks } from "./modules/health/health-check.js";
import { scheduleWeeklyHealthChecks } from "./modules/health/weekly-check.js";
import { scheduleEmailDigests } from "./modules/notifications/digests.js";
import { scheduleDueReminders } from "./modules/notifications/reminders.js";
import { scheduleRoutines } from "./modules/routines/run-routines.js";
import { scheduleTimedRules } from "./modules/rules/run-timed-rules.js";
import { seed } from "./seed/seed.js";

const SHUTDOWN_TIMEOUT_MS = 10_000;

function printBanner(url: string, database: string, demo: boolean): void {
  const lines = ["", `  Cairn is running at ${url}`, `  Database: ${database}`];
  if (demo) {
    lines.push("", "  Demo logins (username / password):");
    for (const account of DEMO_ACCOUNTS) {
      lines.push(`    ${account.title.padEnd(14)} ${account.username} / ${account.password}`);
    }
  }
  lines.push("", "  Press Ctrl-C to stop.", "");
  process.stdout.write(`${lines.join("\n")}\n`);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const opened = await openConfiguredDatabase(config);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    const { key: encryptionKey } = resolveEncryptionKey(config);
    await migrateToLatest(opened.database.db);
    await seed(opened.database.db, { demo: config.demoData });
    opened.markReady();
    app = await buildApp(config, { database: opened.database, encryptionKey });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app?.close().catch(() => {});
    await opened.close().catch(() => {});
    throw error;
  }

  const stopHousekeeping = scheduleHousekeeping(opened.database.db, app.log);
  const stopVacuum = scheduleEmbeddedVacuum(opened.database, app.log);
  const stopHealthChecks = scheduleHealthChecks(opened.database.db, app.log);
  const stopWeeklyChecks = scheduleWeeklyHealthChecks(opened.database.db, app.log);
  const stopRoutines = scheduleRoutines(opened.database.db, app.log);
  const stopTimedRules = scheduleTimedRules(opened.database.db, app.log);
  const stopReminders = scheduleDueReminders(opened.database.db, app.log);
  const stopDigests = scheduleEmailDigests(
    opened.database.db,
    { secretBox: app.secretBox, mail: config.mail, dashboardOrigin: config.dashboardOrigin },
    app.log,
  );
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const host = ["0.0.0.0", "::", "127.0.0.1", "::1"].includes(config.host)
    ? "localhost"
    : config.host;
  printBanner(`http://${host}:${port}`, opened.description, config.demoData);

  const running = app;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    running.log.info(`${signal} received: finishing requests in flight, then stopping`);
    const timer = setTimeout(() => {
      running.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    stopHousekeeping();
    stopVacuum();
    stopRoutines();
    stopTimedRules();
    stopHealthChecks();
    stopWeeklyChecks();
    stopReminders();
    stopDigests();
    try {
      await running.close();
      await opened.close();
      // Exits once the line is out: an exit straight after a write to a pipe could lose it (a
      // fresh-clone run on a busy machine saw exit code 0 without it).
      process.stdout.write("Cairn stopped.\n", () => process.exit(0));
    } catch (error) {
      running.log.error({ err: error }, "error while stopping");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  // The embedded database's thread gone, every request would fail: stop, so that whatever runs
  // the server (compose, systemd) starts it again on the same data.
  void opened.database.lost?.then((error) => {
    running.log.fatal({ err: error }, "the embedded database stopped");
    process.exit(1);
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Cairn could not start: ${error instanceof Error ? error.message : String(error)}\n`,
    );
  }
  process.exit(1);
});
