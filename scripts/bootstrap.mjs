#!/usr/bin/env node
/**
 * The two README commands, on a machine that has only Node 20+ and npm:
 *
 *   npm start  → install what is missing, build, then run the server (it migrates, seeds demo
 *                data into an empty database and prints the URL and the demo logins);
 *   npm test   → install what is missing, then run every test of the repo.
 *
 * pnpm is pinned (package.json "packageManager"); when the machine has no pnpm of that version,
 * a private copy is installed with npm under .tools/ (once, about a second).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const pinned = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).packageManager.split(
  "@",
)[1];
const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: "1",
  STORYBOOK_DISABLE_TELEMETRY: "1",
  DO_NOT_TRACK: "1",
  NEXT_TELEMETRY_DISABLED: "1",
};

function say(message) {
  process.stdout.write(`\n› ${message}\n`);
}

function runSync(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: "inherit", ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function findPnpm() {
  const global = spawnSync("pnpm", ["--version"], { encoding: "utf8", env });
  if (global.status === 0 && global.stdout.trim() === pinned) return "pnpm";
  const bin = join(root, ".tools", "node_modules", ".bin");
  const local = join(bin, "pnpm");
  // turbo looks the package manager up on PATH.
  env.PATH = `${bin}${delimiter}${env.PATH ?? ""}`;
  if (!existsSync(local)) {
    say(`Installing pnpm ${pinned} into .tools/ (only this once)`);
    runSync("npm", [
      "install",
      "--prefix",
      join(root, ".tools"),
      "--no-audit",
      "--no-fund",
      "--loglevel=error",
      `pnpm@${pinned}`,
    ]);
  }
  return local;
}

const command = process.argv[2];
if (command !== "start" && command !== "test") {
  process.stderr.write("usage: node scripts/bootstrap.mjs start|test\n");
  process.exit(2);
}
const [major] = process.versions.node.split(".").map(Number);
if ((major ?? 0) < 20) {
  process.stderr.write(`Cairn needs Node.js 20 or newer (this is ${process.version}).\n`);
  process.exit(1);
}

const pnpm = findPnpm();
say("Installing dependencies");
runSync(pnpm, ["install", "--frozen-lockfile", "--prefer-offline", "--loglevel=warn"]);

if (command === "test") {
  say("Running every test (lint, types, unit, API on each database, Storybook, browser)");
  runSync(pnpm, ["run", "check"]);
  process.exit(0);
}

say("Building the API, the two web apps and Storybook");
runSync(pnpm, [
  "exec",
  "turbo",
  "run",
  "build",
  "storybook:build",
  "--filter=@cairn/ui",
  "--filter=@cairn/api",
  "--filter=@cairn/marketing",
  "--filter=@cairn/dashboard",
  "--output-logs=errors-only",
]);

say("Starting Cairn");
const server = spawn(process.execPath, [join(root, "apps", "api", "dist", "server.js")], {
  cwd: root,
  env,
  stdio: "inherit",
});
// Ctrl-C reaches the server too (same process group); wait for it to finish shutting down.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 130 : 1)));
