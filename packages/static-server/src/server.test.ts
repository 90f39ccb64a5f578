/** The static site as a browser and a CDN see it: files, pages, statuses, config, headers. */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaticSite } from "./server.js";

function build(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "cairn-static-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

async function serve(root: string, config?: Parameters<typeof createStaticSite>[0]["config"]) {
  const server = createStaticSite({ root, ...(config ? { config } : {}) });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe("the marketing site on its own origin", () => {
  let site: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    site = await serve(
      build({
        "index.html": "<html>marketing</html>",
        "static.json": JSON.stringify({ base: "/", pages: ["/", "/about"], sections: ["/blog"] }),
        "assets/app-abc.js": "console.log(1)",
        "assets/app-abc.js.br": "brotli bytes",
        "robots.txt": "User-agent: *",
        "config.json": JSON.stringify({ apiUrl: "https://api.from-file.example" }),
      }),
      {
        apiUrl: "https://api.example.com",
        marketingUrl: "https://www.example.com",
        dashboardUrl: "https://app.example.com",
      },
    );
  });
  afterAll(() => site.close());

  it("answers its pages 200 and unknown paths with the app's 404 page", async () => {
    for (const path of ["/", "/about", "/about/", "/blog/some-post?x=1"]) {
      const res = await fetch(site.base + path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toBe("<html>marketing</html>");
      expect(res.headers.get("cache-control")).toBe("no-cache");
    }
    const missing = await fetch(`${site.base}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("<html>marketing</html>");
  });

  it("serves files, assets for a year, pre-compressed when the browser accepts it", async () => {
    const plain = await fetch(`${site.base}/robots.txt`);
    expect(await plain.text()).toBe("User-agent: *");
    expect(plain.headers.get("cache-control")).toBe("public, max-age=3600");
    const asset = await fetch(`${site.base}/assets/app-abc.js`, {
      headers: { "accept-encoding": "br" },
    });
    expect(asset.headers.get("content-encoding")).toBe("br");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("serves the runtime config from the environment, before a file of the build", async () => {
    const res = await fetch(`${site.base}/config.json`);
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(await res.json()).toEqual({
      apiUrl: "https://api.example.com",
      marketingUrl: "https://www.example.com",
      dashboardUrl: "https://app.example.com",
    });
  });

  it("lets scripts reach only itself and the API, and refuses writes", async () => {
    const res = await fetch(`${site.base}/`);
    expect(res.headers.get("content-security-policy")).toContain(
      "connect-src 'self' https://api.example.com;",
    );
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const post = await fetch(`${site.base}/`, { method: "POST" });
    expect(post.status).toBe(405);
  });
});

describe("the dashboard on its own origin", () => {
  let site: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    site = await serve(
      build({
        "index.html": "<html>dashboard</html>",
        "static.json": JSON.stringify({
          base: "/_dashboard/",
          pages: [],
          sections: ["/admin-dashboard", "/integrations"],
        }),
        "assets/dash-1.js": "console.log(2)",
        "config.json": JSON.stringify({ apiUrl: "https://api.example.com" }),
      }),
    );
  });
  afterAll(() => site.close());

  it("serves its files below its base and its pages at the product's paths", async () => {
    expect(await (await fetch(`${site.base}/_dashboard/assets/dash-1.js`)).text()).toBe(
      "console.log(2)",
    );
    const page = await fetch(`${site.base}/admin-dashboard/projects/7`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe("<html>dashboard</html>");
    expect((await fetch(`${site.base}/pricing`)).status).toBe(404);
  });

  it("reads config.json written by the deploy when the environment gives none", async () => {
    expect(await (await fetch(`${site.base}/_dashboard/config.json`)).json()).toEqual({
      apiUrl: "https://api.example.com",
      marketingUrl: "",
      dashboardUrl: "",
    });
  });
});

describe("a bare / without a home page", () => {
  it("sends the visitor to the public site when its address is known", async () => {
    const root = build({
      "index.html": "<html>dashboard</html>",
      "static.json": JSON.stringify({ base: "/_dashboard/", pages: [], sections: ["/x"] }),
    });
    const site = await serve(root, {
      apiUrl: "",
      marketingUrl: "https://www.example.com",
      dashboardUrl: "",
    });
    const res = await fetch(`${site.base}/`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("https://www.example.com");
    await site.close();
  });
});
