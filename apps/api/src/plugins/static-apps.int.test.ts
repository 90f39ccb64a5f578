/** The two web apps served on the API's origin, with the 404 page for unknown paths. */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/harness.js";

function fakeDist(name: string, files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), `cairn-${name}-`));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

const marketing = fakeDist("marketing", {
  "index.html": "<html>marketing</html>",
  "routes.json": JSON.stringify(["/", "/about"]),
  "assets/app-abc123.js": "console.log('m')",
  "robots.txt": "User-agent: *",
});
const dashboard = fakeDist("dashboard", {
  "index.html": "<html>dashboard</html>",
  "assets/dash-def456.js": "console.log('d')",
});

describe("static apps", () => {
  const t = useTestApp("pglite", {
    seed: false,
    env: { MARKETING_DIST: marketing, DASHBOARD_DIST: dashboard },
  });

  it("serves the marketing app for its routes and its 404 page elsewhere", async () => {
    for (const url of ["/", "/about", "/about/"]) {
      const page = await t.request({ method: "GET", url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toBe("<html>marketing</html>");
      expect(page.headers["cache-control"]).toBe("no-cache");
    }
    const missing = await t.request({ method: "GET", url: "/no-such-page" });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-type"]).toMatch(/text\/html/);
    expect(missing.body).toBe("<html>marketing</html>");
  });

  it("serves a saved plan's page for a path of a token's shape, 404 for other /plan paths", async () => {
    const page = await t.request({ method: "GET", url: `/plan/${"a1_-".repeat(10)}abc` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe("<html>marketing</html>");
    for (const url of ["/plan", "/plan/short", `/plan/${"a".repeat(43)}/more`]) {
      expect((await t.request({ method: "GET", url })).statusCode, url).toBe(404);
    }
  });

  it("serves a request form's and a receipt's pages for a path of a token's shape only", async () => {
    const token = `${"a1_-".repeat(10)}abc`;
    for (const url of [`/intake/${token}`, `/intake/receipt/${token}`]) {
      const page = await t.request({ method: "GET", url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toBe("<html>marketing</html>");
    }
    for (const url of ["/intake", "/intake/short", "/intake/receipt", `/intake/${token}/more`]) {
      expect((await t.request({ method: "GET", url })).statusCode, url).toBe(404);
    }
  });

  it("serves the dashboard app for dashboard paths, nested ones included", async () => {
    for (const url of [
      "/admin-dashboard",
      "/admin-dashboard/projects/3",
      "/consultant-dashboard",
      "/user-dashboard",
      "/integrations",
      "/system-status",
      "/invitation/YWBq-7wixQvC2czR9szyKLbZz8zuagl3hsUA_rikolY",
      // The link the Slack bot sends (docs/assistant.md, "Linking accounts").
      "/link-chat/3x7Qm2bZcV9kLp0aRt5uYw1nE8sD4fGhJiKoPlMnBvC",
    ]) {
      const page = await t.request({ method: "GET", url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toBe("<html>dashboard</html>");
    }
  });

  it("serves hashed assets as immutable and other files briefly cached", async () => {
    const asset = await t.request({ method: "GET", url: "/assets/app-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const dashAsset = await t.request({ method: "GET", url: "/_dashboard/assets/dash-def456.js" });
    expect(dashAsset.statusCode).toBe(200);
    expect(dashAsset.body).toBe("console.log('d')");
    const robots = await t.request({ method: "GET", url: "/robots.txt" });
    expect(robots.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("tells both apps that the API and each other live on this origin", async () => {
    for (const url of ["/config.json", "/_dashboard/config.json"]) {
      const config = await t.request({ method: "GET", url });
      expect(config.statusCode, url).toBe(200);
      expect(config.json()).toEqual({ apiUrl: "", marketingUrl: "", dashboardUrl: "" });
    }
  });

  it("keeps API 404s in JSON", async () => {
    const response = await t.request({ method: "GET", url: "/api/nope" });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("NOT_FOUND");
  });
});
