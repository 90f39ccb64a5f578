#!/usr/bin/env node
/**
 * Fails when a workspace imports across a boundary that ARCHITECTURE.md forbids:
 *   apps/* -> packages/api-client -> packages/schema; apps/marketing|dashboard -> packages/ui ->
 *   packages/schema (zod schemas and types for its forms and wizard, never the API client);
 *   apps/api -> packages/schema; the web apps' Vite configs -> packages/vite-plugins (build time).
 *   Never a package -> an app, never an app -> another app.
 * The one allowed exception: packages/api-client may `import type { AppRouter }` from
 * "@cairn/api/router" (types only, no runtime code).
 * Checks both the import statements of the source and the package.json dependencies.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(fileURLToPath(new URL("..", import.meta.url)));

/** What each workspace may import from the monorepo. */
const ALLOWED = {
  "packages/schema": [],
  "packages/ui": ["@cairn/schema", "@cairn/test-browser"],
  "packages/vite-plugins": [],
  "packages/static-server": [],
  "packages/test-browser": [],
  "packages/api-client": ["@cairn/schema"],
  "apps/api": ["@cairn/schema"],
  "apps/marketing": [
    "@cairn/schema",
    "@cairn/api-client",
    "@cairn/ui",
    "@cairn/vite-plugins",
    "@cairn/static-server",
  ],
  "apps/dashboard": [
    "@cairn/schema",
    "@cairn/api-client",
    "@cairn/ui",
    "@cairn/vite-plugins",
    "@cairn/static-server",
  ],
  e2e: ["@cairn/schema", "@cairn/test-browser"],
};
/** Third-party runtime imports allowed in packages/schema (browser-safe, zod only). */
const SCHEMA_RUNTIME = ["zod"];
const TYPE_ONLY_EXCEPTION = { workspace: "packages/api-client", specifier: "@cairn/api/router" };

const IMPORT =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?[^;'"]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    if (["node_modules", "dist", "storybook-static", ".turbo"].includes(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(m?[jt]sx?)$/.test(name)) yield path;
  }
}

const workspaceOf = (specifier) => specifier.match(/^(@cairn\/[^/]+)/)?.[1];
const problems = [];

for (const [workspace, allowed] of Object.entries(ALLOWED)) {
  const dir = join(root, workspace);
  for (const file of sourceFiles(dir)) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(IMPORT)) {
      const typeOnly = Boolean(match[2]);
      const specifier = match[3] ?? match[4] ?? "";
      const where = relative(root, file);
      if (specifier.startsWith(".")) {
        const target = relative(root, resolve(file, "..", specifier));
        if (!target.startsWith(workspace) && !target.startsWith("..")) {
          problems.push(`${where}: relative import leaves its workspace (${specifier})`);
        }
        continue;
      }
      const internal = workspaceOf(specifier);
      if (internal) {
        const exception =
          workspace === TYPE_ONLY_EXCEPTION.workspace &&
          specifier === TYPE_ONLY_EXCEPTION.specifier &&
          typeOnly;
        if (!allowed.includes(internal) && !exception) {
          problems.push(`${where}: ${workspace} may not import ${specifier}`);
        }
      } else if (
        workspace === "packages/schema" &&
        !specifier.startsWith("node:") &&
        !SCHEMA_RUNTIME.includes(specifier) &&
        !/\.test\.ts$/.test(file) &&
        !["vitest", "fast-check"].includes(specifier)
      ) {
        problems.push(`${where}: packages/schema may depend on zod only (found ${specifier})`);
      }
    }
  }

  const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
  for (const field of ["dependencies", "devDependencies", "peerDependencies"]) {
    for (const name of Object.keys(manifest[field] ?? {})) {
      if (!name.startsWith("@cairn/")) continue;
      const exception =
        workspace === TYPE_ONLY_EXCEPTION.workspace &&
        field === "devDependencies" &&
        name === "@cairn/api";
      if (!allowed.includes(name) && !exception) {
        problems.push(`${workspace}/package.json: ${field} may not list ${name}`);
      }
    }
  }
}

if (problems.length > 0) {
  process.stderr.write(
    `Workspace boundaries broken:\n${problems.map((p) => `  - ${p}`).join("\n")}\n`,
  );
  process.exit(1);
}
process.stdout.write("Workspace boundaries hold.\n");
