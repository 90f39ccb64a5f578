import type { StorybookConfig } from "@storybook/react-vite";
import tailwindcss from "@tailwindcss/vite";
import { mergeConfig, type UserConfig } from "vite";

const storybookVite = {
  plugins: [tailwindcss()],
  build: {
    // Storybook's own preview runtime is a single ~1.1 MB chunk; it is a docs artefact.
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // Radix marks its modules "use client"; the directive is meaningless in a static SPA.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
    },
  },
} satisfies UserConfig;

const config: StorybookConfig = {
  framework: { name: "@storybook/react-vite", options: {} },
  stories: ["../src/**/*.mdx", "../src/**/*.stories.tsx"],
  addons: [
    // MDX pages (the design tokens) and each component's autodocs.
    "@storybook/addon-docs",
    // axe on every story: a panel in Storybook, and a failing test under Vitest
    // (`parameters.a11y.test` in preview.ts).
    "@storybook/addon-a11y",
    // Runs the stories as Vitest tests from Storybook's testing widget (vitest.config.ts).
    "@storybook/addon-vitest",
  ],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, storybookVite),
};

export default config;
