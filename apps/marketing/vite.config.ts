import { precompress } from "@cairn/vite-plugins/precompress";
import { sourceMapsAside } from "@cairn/vite-plugins/source-maps-aside";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { MARKETING_PATHS, MARKETING_SECTIONS } from "./src/route-paths.ts";

/** The public origin written into sitemap.xml and robots.txt (`SITE_URL` at build time). */
const siteUrl = (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/$/, "");

/**
 * Writes dist/routes.json and dist/static.json (the paths a server must answer 200; the rest get
 * the 404 page),
 * and sitemap.xml and robots.txt made from the same list.
 */
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
      // The same list for a static host (@cairn/static-server) serving the site on its own.
      this.emitFile({
        type: "asset",
        fileName: "static.json",
        source: JSON.stringify({
          base: "/",
          pages: MARKETING_PATHS,
          sections: MARKETING_SECTIONS,
        }),
      });
      const urls = MARKETING_PATHS.map(
        (path) => `  <url><loc>${siteUrl}${path === "/" ? "/" : path}</loc></url>`,
      ).join("\n");
      this.emitFile({
        type: "asset",
        fileName: "sitemap.xml",
        source: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      });
      this.emitFile({
        type: "asset",
        fileName: "robots.txt",
        source: [
          "User-agent: *",
          "Allow: /",
          "Disallow: /admin-dashboard",
          "Disallow: /consultant-dashboard",
          "Disallow: /user-dashboard",
          "Disallow: /api/",
          // Private links: a project's public request form and a request's status page.
          "Disallow: /intake/",
          "",
          `Sitemap: ${siteUrl}/sitemap.xml`,
          "",
        ].join("\n"),
      });
    },
  };
}

const api = process.env.CAIRN_API_URL ?? "http://localhost:3000";

export default defineConfig({
  plugins: [react(), tailwindcss(), routeManifest(), precompress(), sourceMapsAside()],
  server: {
    port: 5173,
    proxy: {
      "/api": api,
      "/trpc": api,
      // The API answers the runtime config in development (everything on one origin).
      "/config.json": api,
      // One origin in development too: dashboard pages come from the dashboard's dev server.
      "^/(admin-dashboard|consultant-dashboard|user-dashboard|integrations|system-status|_dashboard)":
        "http://localhost:5174",
    },
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
