import { defineConfig } from "vitest/config";
import { ProcessesFirst } from "./src/test/sequencer.js";

/**
 * Files that replace a module (`vi.mock`) or need one evaluated afresh (password.test.ts proves
 * the product's own hash cost, which the harness lowers for every other file). They run in a
 * process of their own each; everything else shares one module graph per worker.
 */
const ISOLATED = [
  "src/modules/auth/password.test.ts",
  "src/modules/wizard/enrichment.int.test.ts",
  "src/security/sessions.int.test.ts",
];

export default defineConfig({
  test: {
    globalSetup: ["src/test/global-setup.ts"],
    // Each integration file holds a database (~1 GB for PGlite): two at a time on two cores.
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    reporters: ["default"],
    sequence: { sequencer: ProcessesFirst },
    projects: [
      {
        extends: true,
        test: {
          name: "api",
          include: ["src/**/*.test.ts"],
          exclude: ISOLATED,
          // One module graph per worker, reused by the files it runs: the app's modules are
          // imported and PGlite's WebAssembly compiled once per worker, not once per file
          // (docs/testing.md has the figures). Each file still has databases and apps of its own.
          isolate: false,
        },
      },
      { extends: true, test: { name: "api-isolated", include: ISOLATED } },
    ],
  },
});
