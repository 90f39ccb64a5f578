import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Vitest leaves a core free by default, which on two cores is one worker; the suite runs
    // alone in its stage (scripts/check.mjs), so it takes every core (docs/testing.md).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        // Components (.tsx) render in jsdom; a jsdom costs ~0.6 s per file.
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
