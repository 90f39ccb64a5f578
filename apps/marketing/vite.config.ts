import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { MARKETING_PATHS } from "./src/route-paths.ts";

/** Writes dist/routes.json: the paths the server must answer 200 (the rest get the 404 page). */
function routeManifest(): Plugin {
  return {
    name: "cairn-route-manifest",
    apply: "build",
    generateBundle() {
      this.emitFile({
        type: "asset",
        fileName: "routes.json",
        source: JSON.stringify(MARKETING_PATHS),
      });
    },
  };
}

const api = process.env.CAIRN_API_URL ?? "http://localhost:3000";

export default defineConfig({
  plugins: [react(), tailwindcss(), routeManifest()],
  server: {
    port: 5173,
    proxy: {
      "/api": api,
      "/trpc": api,
      // One origin in development too: dashboard pages come from the dashboard's dev server.
      "^/(admin-dashboard|consultant-dashboard|user-dashboard|integrations|system-status|_dashboard)":
        "http://localhost:5174",
    },
  },
  build: { target: "es2022", sourcemap: true },
});
