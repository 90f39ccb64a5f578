import { expect, test } from "@playwright/test";

/**
 * What every page of the dashboard loads before anything else — its entry script and the
 * modules it preloads — stays free of what only some screens need (ARCHITECTURE.md: heavy
 * screens load on demand). The schemas library (zod, whose errors are called "ZodError") is the
 * heaviest of those: the forms and the lazily loaded panels bring it when they open.
 */
test("the dashboard's first load carries no schema library", async ({ request }) => {
  const html = await (await request.get("/admin-dashboard")).text();
  const scripts = [...html.matchAll(/(?:src|href)="(\/[^"]+\.js)"/g)].map(([, path]) => path ?? "");
  expect(scripts.length).toBeGreaterThanOrEqual(2);
  for (const script of scripts) {
    const bundle = await request.get(script);
    expect(bundle.status(), script).toBe(200);
    expect(await bundle.text(), script).not.toContain("ZodError");
  }
});
