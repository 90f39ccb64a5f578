import { DASHBOARD_PATHS } from "@cairn/schema/constants";
import { precompress } from "@cairn/vite-plugins/precompress";
import { sourceMapsAside } from "@cairn/vite-plugins/source-maps-aside";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/**
 * dist/static.json: a static host serving the dashboard on its own origin (@cairn/static-server)
 * answers the dashboard's paths with the app, and finds its files below /_dashboard/.
 */
function staticManifest(): Plugin {
  return {
    name: "cairn-static-manifest",
    apply: "build",
    generateBundle() {
      this.emitFile({
        type: "asset",
        fileName: "static.json",
        source: JSON.stringify({
          base: "/_dashboard/",
          pages: [],
          sections: Object.values(DASHBOARD_PATHS),
        }),
      });
    },
  };
}

const api = process.env.CAIRN_API_URL ?? "http://localhost:3000";

export default defineConfig({
  // Served by the API beside the marketing site: its files live under /_dashboard/ so the two
  // apps' assets never collide. Page paths (/admin-dashboard, …) stay at the root.
  base: "/_dashboard/",
  plugins: [react(), tailwindcss(), staticManifest(), precompress(), sourceMapsAside()],
  server: {
    port: 5174,
    proxy: { "/api": api, "/trpc": api, "/_dashboard/config.json": api },
  },
  build: {
    target: "es2022",
    // Written for error tracking but never served: see @cairn/vite-plugins/source-maps-aside.
    sourcemap: "hidden",
    rolldownOptions: {
      // Radix marks its modules "use client"; the directive is meaningless in a static SPA.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
    },
  },
});
