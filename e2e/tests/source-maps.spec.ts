import { expect, test } from "@playwright/test";

/** The built product serves its bundles without their source maps (SECURITY.md). */
test("no page's scripts or styles come with a downloadable source map", async ({ request }) => {
  const assets = new Set<string>();
  for (const page of ["/", "/admin-dashboard"]) {
    const html = await (await request.get(page)).text();
    for (const [, path] of html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g)) {
      if (path) assets.add(path);
    }
  }
  expect(assets.size).toBeGreaterThanOrEqual(4);
  for (const asset of assets) {
    const bundle = await request.get(asset);
    expect(bundle.status(), asset).toBe(200);
    expect(await bundle.text(), asset).not.toContain("sourceMappingURL");
    const map = await request.get(`${asset}.map`);
    expect(map.status(), `${asset}.map`).toBe(404);
  }
});
