import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Vitest leaves a core free by default, which on two cores is one worker; the suite runs
    // alone in its stage (scripts/check.mjs), so it takes every core (docs/testing.md).
    maxWorkers: Math.max(2, availableParallelism()),
    // One module graph (and, for the components, one jsdom) per worker, reused file after file:
    // no file mocks a module, and every test unmounts what it rendered (src/test/setup.ts).
    // A jsdom and the imports anew for each file made the run three times as long (52 s → 17 s on
    // two cores); shuffled orders pass too (`pnpm exec vitest run --sequence.shuffle`).
    isolate: false,
    // The longest component tests (a CSV import through preview, mapping and job) passed five
    // seconds with the browser tests running beside them: the limit is for a hung test, not a slow one.
    testTimeout: 20_000,
    projects: [
      {
        // Components (.tsx) render in jsdom.
        extends: true,
        test: {
          name: "components",
          environment: "jsdom",
          include: ["src/**/*.test.tsx"],
          setupFiles: ["./src/test/setup.ts"],
        },
      },
      {
        // The logic beside them (models, parsers, caches: .ts) needs no DOM.
        extends: true,
        test: { name: "logic", environment: "node", include: ["src/**/*.test.ts"] },
      },
    ],
  },
});
