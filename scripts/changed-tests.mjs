#!/usr/bin/env node
/**
 * `pnpm test:changed [base]`: the developer's quick loop. Only the workspaces a change touches
 * (turbo's --affected: changed since `base`, and the workspaces that depend on them), and in
 * each only the test files that import a changed file (vitest's --changed). `base` is a git
 * ref, `main` by default; uncommitted changes count. `npm test` still runs everything.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const base = process.argv[2] ?? "main";
const result = spawnSync(
  "pnpm",
  [
    "turbo",
    "run",
    "test",
    "--affected",
    "--concurrency=1",
    "--output-logs=new-only",
    "--",
    "--changed",
    base,
    // A change that no test imports leaves a workspace with nothing to run, which is fine.
    "--passWithNoTests",
  ],
  { cwd: root, stdio: "inherit", env: { ...process.env, TURBO_SCM_BASE: base } },
);
process.exit(result.status ?? 1);
