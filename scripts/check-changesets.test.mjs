/**
 * The changeset gate on a repository of its own: a change to a workspace's sources fails until
 * a changeset names the workspace; tests alone and a fresh release need none.
 * Run with `node --test scripts/` (part of `pnpm lint`).
 */
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";

const script = fileURLToPath(new URL("check-changesets.mjs", import.meta.url));
let repo;

const write = (path, text) => {
  mkdirSync(join(repo, path, ".."), { recursive: true });
  writeFileSync(join(repo, path), text);
};
const git = (...args) => execFileSync("git", args, { cwd: repo, encoding: "utf8" });
const commit = (message) => {
  git("add", "-A");
  git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", message);
};
const check = () =>
  spawnSync(process.execPath, [join(repo, "scripts", "check-changesets.mjs")], {
    cwd: repo,
    encoding: "utf8",
  });
const manifest = (version) => JSON.stringify({ name: "@demo/api", version }, null, 2);

before(() => {
  repo = mkdtempSync(join(tmpdir(), "cairn-changesets-"));
  git("init", "-q");
  mkdirSync(join(repo, "scripts"));
  copyFileSync(script, join(repo, "scripts", "check-changesets.mjs"));
  write(".changeset/config.json", JSON.stringify({ ignore: [] }));
  write("packages/.keep", "");
  write("apps/api/package.json", manifest("1.0.0"));
  write("apps/api/src/index.ts", "export const a = 1;\n");
  commit("release 1.0.0");
});
after(() => rmSync(repo, { recursive: true, force: true }));

test("passes right after a release", () => {
  assert.equal(check().status, 0);
});

test("a test-only change needs no changeset", () => {
  write("apps/api/src/index.test.ts", "// a test\n");
  commit("a test");
  assert.equal(check().status, 0);
});

test("fails on a source change without a changeset, naming the workspace and the file", () => {
  write("apps/api/src/index.ts", "export const a = 2;\n");
  commit("change");
  const result = check();
  assert.equal(result.status, 1);
  assert.match(result.stderr, /@demo\/api: 1 source file\(s\) changed .*src\/index\.ts/);
});

test("passes once a pending changeset names the workspace, and after its release", () => {
  write(".changeset/brave-fox.md", '---\n"@demo/api": minor\n---\n\nA changed.\n');
  assert.equal(check().status, 0);
  rmSync(join(repo, ".changeset", "brave-fox.md"));
  write("apps/api/package.json", manifest("1.1.0"));
  commit("release 1.1.0");
  assert.equal(check().status, 0);
});
