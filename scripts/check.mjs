#!/usr/bin/env node
/**
 * Every test of the repository, as `npm test` runs it (through `pnpm check`).
 *
 * The CPU-heavy stages run one after another rather than side by side: on a 2-core laptop the
 * API tests, Storybook and Chromium starve each other into timeouts when run together. Each
 * stage runs even when an earlier one failed, so one run reports every failure, and a summary
 * with each stage's result and duration closes the output. The exit code is non-zero when any
 * stage failed.
 *
 * Each stage has a time budget: its share of the 12 minutes a fresh clone's `npm test` may
 * take on an idle 2-core machine (docs/testing.md). The summary prints each time
 * against its budget and flags a stage over it, so that a slow stage is seen the day it grows.
 * A budget is printed, never enforced: a busy machine is slower, and a red run for time alone
 * would say nothing about the product.
 *
 *   node scripts/check.mjs            every stage
 *   node scripts/check.mjs test e2e   only the named stages (their names are below)
 */
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
// Light stages (type checks, builds) may use every core; test stages size themselves.
const cores = String(Math.max(1, availableParallelism()));

/** @type {{ name: string, what: string, budget: number, command: string[] }[]} (budget: seconds) */
const STAGES = [
  {
    name: "lint",
    budget: 10,
    what: "Biome and the workspace boundaries",
    command: ["pnpm", "lint"],
  },
  {
    name: "build",
    budget: 30,
    what: "every workspace's build",
    command: ["pnpm", "turbo", "run", "build", `--concurrency=${cores}`],
  },
  {
    name: "typecheck",
    budget: 40,
    what: "tsc in every workspace",
    command: ["pnpm", "turbo", "run", "typecheck", "--continue", `--concurrency=${cores}`],
  },
  {
    name: "test",
    budget: 300,
    what: "unit and API tests, one workspace at a time",
    command: ["pnpm", "turbo", "run", "test", "--continue", "--concurrency=1"],
  },
  {
    name: "storybook",
    budget: 30,
    what: "the Storybook build, and that it loads under /storybook/",
    command: ["pnpm", "turbo", "run", "storybook:build", "storybook:subpath", "--concurrency=1"],
  },
  {
    name: "stories",
    budget: 40,
    what: "every story in Chromium: its play function and an axe check",
    command: ["pnpm", "turbo", "run", "test:stories", "--concurrency=1"],
  },
  {
    name: "e2e",
    budget: 200,
    what: "browser tests against the built product, all-in-one and split across three origins",
    command: ["pnpm", "turbo", "run", "e2e"],
  },
  {
    name: "images",
    budget: 70,
    what: "each Dockerfile's steps, run outside Docker, and what each image serves",
    command: ["node", "scripts/prove-dockerfiles.mjs"],
  },
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !STAGES.some((stage) => stage.name === name));
if (unknown.length > 0) {
  process.stderr.write(
    `unknown stage(s): ${unknown.join(", ")}; stages: ${STAGES.map((s) => s.name).join(", ")}\n`,
  );
  process.exit(2);
}
const stages = wanted.length > 0 ? STAGES.filter((stage) => wanted.includes(stage.name)) : STAGES;

/**
 * Lines that name a failing test or file, as vitest (`FAIL`, `×`), Playwright (`✘`) and turbo
 * (`ERROR`) print them. The summary repeats them, so that the end of a long log, which is often
 * all that is kept of a CI run, says what failed and not only where.
 */
const FAILURE_LINE = /(\sFAIL\s|(?<!\d)\s×\s|\s✘\s|ERR_PNPM|ERROR\s+run failed|Command failed)/;
/**
 * After a failing test's name, what it failed on: the error and the first lines of its
 * expected/received diff. Without them a CI log cut to its summary says which test failed but
 * not which of its assertions, and a failure seen once cannot be told apart from another.
 */
const CAUSE_LINE = /^(\w*Error\b|Expected|Received|[-+] )/;
const CAUSE_WINDOW = 14;
const CAUSE_LINES = 6;
/** turbo's prefix of a workspace task's lines ("@cairn/api:test: "). */
const TASK_PREFIX = /^@[\w./-]+:[\w:-]+:\s?/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes are control characters
const ANSI = /\u001b\[[0-9;]*m/g;

/** Runs one stage, passing its output through, and resolves with its status and failure lines. */
function run([command, ...args]) {
  return new Promise((resolve) => {
    const failures = [];
    const child = spawn(command, args, {
      cwd: root,
      stdio: ["inherit", "pipe", "pipe"],
      env: process.env,
    });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let pending = "";
      // Lines still to look at for the cause of the last failure named, and causes still wanted.
      let window = 0;
      let wanted = 0;
      stream.on("data", (chunk) => {
        out.write(chunk);
        const lines = (pending + chunk.toString("utf8")).split("\n");
        pending = lines.pop() ?? "";
        for (const line of lines) {
          const plain = line.replace(ANSI, "").trimEnd();
          if (failures.length >= 60) break;
          if (FAILURE_LINE.test(plain)) {
            failures.push(plain.trim());
            window = CAUSE_WINDOW;
            wanted = CAUSE_LINES;
            continue;
          }
          if (window <= 0) continue;
          window--;
          const body = plain.replace(TASK_PREFIX, "").trim();
          if (wanted > 0 && CAUSE_LINE.test(body)) {
            failures.push(`    ${body.slice(0, 300)}`);
            wanted--;
          }
        }
      });
    }
    child.on("error", () => resolve({ code: 1, failures }));
    child.on("exit", (code, signal) => resolve({ code: signal ? 1 : (code ?? 1), failures }));
  });
}

const formatSeconds = (ms) => {
  const seconds = Math.round(ms / 1000);
  return seconds >= 60 ? `${Math.floor(seconds / 60)} min ${seconds % 60} s` : `${seconds} s`;
};

const results = [];
const started = Date.now();
for (const stage of stages) {
  process.stdout.write(`\n━━ ${stage.name}: ${stage.what}\n`);
  const stageStarted = Date.now();
  const { code, failures } = await run(stage.command);
  results.push({ ...stage, ok: code === 0, failures, ms: Date.now() - stageStarted });
}

const width = Math.max(...results.map((r) => r.name.length));
process.stdout.write("\n━━ Summary\n");
for (const r of results) {
  const over = r.ms > r.budget * 1000 ? "  OVER BUDGET" : "";
  process.stdout.write(
    `  ${r.ok ? "pass" : "FAIL"}  ${r.name.padEnd(width)}  ${formatSeconds(r.ms).padStart(10)}` +
      `  of ${formatSeconds(r.budget * 1000).padStart(8)}${over}\n`,
  );
}
const failed = results.filter((r) => !r.ok);
for (const r of failed) {
  process.stdout.write(`\n━━ What failed in ${r.name}\n`);
  const lines = [...new Set(r.failures)];
  process.stdout.write(
    lines.length > 0 ? `${lines.map((line) => `  ${line}`).join("\n")}\n` : "  (see above)\n",
  );
}
process.stdout.write(
  `  ${failed.length === 0 ? "every stage passed" : `${failed.length} stage(s) failed`} in ${formatSeconds(Date.now() - started)}\n`,
);
process.exit(failed.length === 0 ? 0 : 1);
