import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    // Tests unmount after each case (setup.ts) and leave no toast or fake timer behind, so one
    // jsdom per worker is safe; a fresh one per file made the run 4x slower on 2 cores.
    isolate: false,
    // Vitest stubs CSS files by default; theme.test.ts reads the tokens' source text.
    css: { include: [/theme\.css/] },
  },
});
