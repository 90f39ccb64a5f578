import { fileURLToPath } from "node:url";
import { CHROMIUM_ARGS, findChromium } from "@cairn/test-browser";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";

/**
 * Two projects:
 * - `unit`: the `*.test.ts(x)` files in jsdom (`pnpm test`);
 * - `storybook`: every story as a test in a real Chromium, its play function and an axe check
 *   (`pnpm test:stories`). Playwright never downloads a browser here: it drives the Chromium at
 *   CHROMIUM_PATH (scripts/test-stories.mjs finds one, or skips when there is none).
 */
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: "unit",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}"],
          setupFiles: ["./src/test/setup.ts"],
          // Tests unmount after each case (setup.ts) and leave no toast or fake timer behind, so
          // one jsdom per worker is safe; a fresh one per file made the run 4x slower on 2 cores.
          isolate: false,
          // Vitest stubs CSS files by default; theme.test.ts reads the tokens' source text.
          css: { include: [/theme\.css/] },
        },
      },
      {
        plugins: [
          // Reads .storybook/main.ts: its stories become the tests, its Vite config (Tailwind)
          // and preview annotations (the a11y addon's check) apply.
          storybookTest({ configDir: fileURLToPath(new URL(".storybook", import.meta.url)) }),
        ],
        test: {
          name: "storybook",
          // The longest play (the wizard's every step) takes 2 s alone and 4 s on a loaded 2-core
          // machine; Vitest's default of 5 s would fail it at random.
          testTimeout: 20_000,
          // One page for every story file rather than a fresh one each: each story renders into
          // a cleared root, and shuffled orders pass. 58 s → 36 s on two cores.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: process.env.CHROMIUM_PATH ?? findChromium(),
                args: [...CHROMIUM_ARGS],
              },
              // The components animate only under `motion-safe:`. Without motion a story's end
              // state is what the play function and axe see, not a frame half-way through a
              // fade (half-transparent text fails the contrast check at random).
              contextOptions: { reducedMotion: "reduce" },
            }),
            instances: [{ browser: "chromium" }],
          },
        },
      },
    ],
  },
});
