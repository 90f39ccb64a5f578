#!/usr/bin/env node
/**
 * Runs the browser tests in a Chromium found on this machine (@cairn/test-browser:
 * CHROMIUM_PATH, or Debian's headless shell or chromium). Playwright never downloads a browser here. Without a Chromium the tests
 * are skipped with a notice: `.ci/run` installs Debian's chromium so CI always runs them.
 */
import { spawn, spawnSync } from "node:child_process";
import { createServer } from "node:net";
import { availableParallelism } from "node:os";
import { findChromium } from "@cairn/test-browser";

const chromium = findChromium();

if (!chromium) {
  process.stdout.write(
    "\n  NOTICE: no Chromium found (set CHROMIUM_PATH, or install Debian's `chromium`): the " +
      "browser tests are skipped.\n\n",
  );
  process.exit(0);
}

/** A port nobody listens on now, so a run never collides with a server already up. */
async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * Runs one Playwright process and prefixes each line it prints with `label`, so that two of them
 * side by side stay readable. Resolves with its exit status.
 */
function runLabelled(label, args, env) {
  return new Promise((resolve) => {
    const child = spawn("playwright", args, { env, stdio: ["ignore", "pipe", "pipe"] });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let pending = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk) => {
        const lines = (pending + chunk).split("\n");
        pending = lines.pop() ?? "";
        for (const line of lines) out.write(`${label} ${line}\n`);
      });
      stream.on("end", () => pending && out.write(`${label} ${pending}\n`));
    }
    child.on("error", () => resolve(1));
    child.on("exit", (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

/**
 * Both topologies by default: every test against the all-in-one server, then the main flows
 * against the split one (three origins; split.config.ts). E2E_TOPOLOGY=all-in-one or split runs
 * one; arguments (files, -g) go to each run.
 *
 * The all-in-one tests run as E2E_SHARDS Playwright shards side by side (one per core, at most
 * two: a shard is a browser and a server), each with a product of its own (its own port, data
 * folder and fake Trello port), so that no shard sees another's records.
 */
const topology = process.env.E2E_TOPOLOGY ?? "both";
const args = process.argv.slice(2);
const env = { ...process.env, CHROMIUM_PATH: chromium };
// One shard per core, at most two. In the full Chromium two shards saved only 8 % and the tests
// that watch live updates across two browsers missed their timeouts on a slower machine; in the
// headless shell, which draws the same pages for a third less CPU, two shards took the stage
// from 8 min 30 s to 6 min 37 s on two idle cores, and passed in 8 min 9 s with one of the two
// cores kept busy (`yes > /dev/null`). E2E_SHARDS=1 runs one.
const shards = Number(process.env.E2E_SHARDS ?? Math.min(2, availableParallelism()));
let status = 0;
if (topology !== "split") {
  const runs = [];
  for (let shard = 1; shard <= shards; shard++) {
    const shardEnv = {
      ...env,
      E2E_PORT: String(await freePort()),
      E2E_FAKE_TRELLO_PORT: String(await freePort()),
      E2E_OUTPUT_DIR: `.artifacts/results-${shard}`,
    };
    // A filter may leave a shard with nothing to run, which is fine.
    const shardArgs = shards > 1 ? [`--shard=${shard}/${shards}`, "--pass-with-no-tests"] : [];
    runs.push(runLabelled(`[${shard}/${shards}]`, ["test", ...shardArgs, ...args], shardEnv));
  }
  for (const code of await Promise.all(runs)) status ||= code;
}
if (topology !== "all-in-one") {
  process.stdout.write("\n  The main flows again, on three origins (split topology):\n\n");
  const ports = new Set();
  while (ports.size < 3) ports.add(await freePort());
  env.E2E_SPLIT_PORTS = [...ports].join(",");
  // A filter that names none of the flows leaves nothing to run here, which is fine.
  const result = spawnSync(
    "playwright",
    ["test", "--config", "split.config.ts", "--pass-with-no-tests", ...args],
    { stdio: "inherit", env },
  );
  status ||= result.status ?? 1;
}
process.exit(status);
