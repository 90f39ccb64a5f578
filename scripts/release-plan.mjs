#!/usr/bin/env node
/**
 * Which deployable artifacts a release must build: those whose inputs changed since the last
 * release (turbo's `--affected`, from TURBO_SCM_BASE to TURBO_SCM_HEAD), each with the version
 * of the workspace it ships. The release workflow reads the JSON it prints (docs/releasing.md).
 *
 *   TURBO_SCM_BASE=<sha> node scripts/release-plan.mjs
 *   → [{"name":"api","workspace":"@cairn/api","dockerfile":"apps/api/Dockerfile","version":"0.3.0"}, …]
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/** What ships, from which workspace (the version) and when it must be rebuilt. */
const ARTIFACTS = [
  { name: "api", workspace: "@cairn/api", dir: "apps/api", dockerfile: "apps/api/Dockerfile" },
  {
    name: "marketing",
    workspace: "@cairn/marketing",
    dir: "apps/marketing",
    dockerfile: "apps/marketing/Dockerfile",
  },
  {
    name: "dashboard",
    workspace: "@cairn/dashboard",
    dir: "apps/dashboard",
    dockerfile: "apps/dashboard/Dockerfile",
  },
  // The all-in-one image carries the API's version: it is the API serving the two apps.
  {
    name: "all-in-one",
    workspace: "@cairn/api",
    dir: "apps/api",
    dockerfile: "Dockerfile",
    whenAny: ["@cairn/api", "@cairn/marketing", "@cairn/dashboard"],
  },
  // Storybook is a static artifact (no image): the design system's version.
  { name: "storybook", workspace: "@cairn/ui", dir: "packages/ui", dockerfile: null },
];

/** Workspaces that changed, and those that depend on them: turbo's affected graph. */
function affectedWorkspaces() {
  const listed = execFileSync("pnpm", ["exec", "turbo", "ls", "--affected", "--output=json"], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" },
  });
  return new Set(JSON.parse(listed).packages.items.map((item) => item.name));
}

const affected = affectedWorkspaces();
const plan = ARTIFACTS.filter((artifact) =>
  (artifact.whenAny ?? [artifact.workspace]).some((workspace) => affected.has(workspace)),
).map(({ name, workspace, dir, dockerfile }) => ({
  name,
  workspace,
  dockerfile,
  version: JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8")).version,
}));
process.stdout.write(`${JSON.stringify(plan)}\n`);
