/**
 * The repository explains itself: its code and its docs cite its own files (`docs/…`), never an
 * issue of the tracker, which a reader of the repository cannot open. Changesets and the
 * changelogs made from them are history and may name what they answered.
 * Run with `node --test scripts/` (part of `pnpm lint`).
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/** An issue's number as prose cites it ("issue #N", "(#N, item M)", "(#N)", "#N, item M"), not a task's "#12" in an example. */
const CITATION = /\b[Ii]ssues? #\d+|\(#\d+[,)]|#\d+,? (?:items?|minor)\b/;
const READ = /\.(?:[cm]?[jt]sx?|md|css|html|ya?ml)$|(?:^|\/)Dockerfile$/;
const HISTORY = /(?:^|\/)(?:CHANGELOG\.md|\.changeset\/[^/]+\.md|docs\/api-changelog\.md)$/;

test("no file cites an issue of the tracker", () => {
  const files = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter((file) => READ.test(file) && !HISTORY.test(file));
  const found = [];
  for (const file of files) {
    const lines = readFileSync(join(root, file), "utf8").split("\n");
    lines.forEach((line, index) => {
      if (CITATION.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
    });
  }
  assert.deepEqual(found, []);
});
