#!/usr/bin/env node
/**
 * Fails when a workspace's sources changed since its last release and no pending changeset
 * names it: each workspace releases on its own (docs/releasing.md), so each change must say
 * which workspace it moves and how.
 *
 * "Since its last release" is since the last commit that changed the `version` of the
 * workspace's package.json (what `changeset version` does), so the check needs no tags and no
 * remote and works on a fresh clone. Tests, stories, benchmarks, READMEs and changelogs are not
 * sources. Changes not yet committed count too, so a developer sees the failure before CI does.
 *
 *   node scripts/check-changesets.mjs          check the repository
 *   node scripts/check-changesets.mjs --list   also print each workspace's changed files
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Files of a workspace that are not what it ships. */
const NOT_SOURCE = [
  /\.test\.tsx?$/,
  /\.stories\.tsx?$/,
  /(^|\/)(README|CHANGELOG)\.md$/,
  /^bench\//,
  /^src\/test\//,
];

const git = (...args) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();

function workspaces() {
  const ignored = new Set(
    JSON.parse(readFileSync(join(root, ".changeset", "config.json"), "utf8")).ignore ?? [],
  );
  const found = [];
  for (const parent of ["apps", "packages"]) {
    for (const name of readdirSync(join(root, parent))) {
      const manifest = join(root, parent, name, "package.json");
      if (!existsSync(manifest)) continue;
      const { name: pkg } = JSON.parse(readFileSync(manifest, "utf8"));
      if (!ignored.has(pkg)) found.push({ dir: `${parent}/${name}`, pkg });
    }
  }
  return found;
}

/** The commit that last set the workspace's version, or the one that created it. */
function lastRelease(dir) {
  const manifest = `${dir}/package.json`;
  const versioned = git("log", "-1", "--format=%H", "-G", '"version":', "--", manifest);
  return (
    versioned || git("log", "--diff-filter=A", "--format=%H", "--", manifest).split("\n").pop()
  );
}

/** Packages named in the front matter of the pending changesets. */
function pendingChangesets() {
  const named = new Set();
  const dir = join(root, ".changeset");
  for (const file of readdirSync(dir)) {
    if (!file.endsWith(".md") || file === "README.md") continue;
    const text = readFileSync(join(dir, file), "utf8");
    const front = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? "";
    for (const match of front.matchAll(/^\s*["']?([^"':]+)["']?\s*:/gm)) named.add(match[1]);
  }
  return named;
}

const list = process.argv.includes("--list");
const pending = pendingChangesets();
const missing = [];
for (const { dir, pkg } of workspaces()) {
  const since = lastRelease(dir);
  if (!since) continue;
  const changed = [
    ...new Set(
      [
        git("diff", "--name-only", since, "--", dir),
        git("ls-files", "--others", "--exclude-standard", "--", dir),
      ]
        .join("\n")
        .split("\n")
        .filter(Boolean),
    ),
  ]
    .map((file) => file.slice(dir.length + 1))
    .filter((file) => !NOT_SOURCE.some((pattern) => pattern.test(file)));
  if (list && changed.length > 0) {
    process.stdout.write(`${pkg} since ${since.slice(0, 7)}:\n  ${changed.join("\n  ")}\n`);
  }
  if (changed.length > 0 && !pending.has(pkg)) missing.push({ pkg, since, changed });
}

if (missing.length > 0) {
  for (const { pkg, since, changed } of missing) {
    process.stderr.write(
      `${pkg}: ${changed.length} source file(s) changed since its release at ${since.slice(0, 7)} ` +
        `(e.g. ${changed.slice(0, 3).join(", ")}), and no pending changeset names it.\n`,
    );
  }
  process.stderr.write("Add one with `pnpm changeset` (docs/releasing.md).\n");
  process.exit(1);
}
process.stdout.write("Every changed workspace has a changeset.\n");
