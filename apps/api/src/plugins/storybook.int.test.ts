/** The built Storybook at /storybook/ of the all-in-one, with its own security exceptions. */
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/harness.js";

const inline = "window.CONFIG = { theme: 'light' };";
const storybook = mkdtempSync(join(tmpdir(), "cairn-storybook-"));
for (const [path, content] of Object.entries({
  "index.html": `<html><script>${inline}</script><script src="./sb-manager/runtime.js"></script></html>`,
  "iframe.html": "<html>preview</html>",
  "sb-manager/runtime.js": "console.log('manager')",
  "assets/story-abc.js": "console.log('story')",
})) {
  mkdirSync(join(storybook, path, ".."), { recursive: true });
  writeFileSync(join(storybook, path), content);
}

describe("Storybook in the all-in-one", () => {
  const t = useTestApp("pglite", { seed: false, env: { STORYBOOK_DIST: storybook } });

  it("sends /storybook to /storybook/, keeping the query", async () => {
    const bare = await t.request({ method: "GET", url: "/storybook?path=/story/button" });
    expect(bare.statusCode).toBe(308);
    expect(bare.headers.location).toBe("/storybook/?path=/story/button");
  });

  it("serves its pages with its inline scripts allowed by hash and framing by this origin", async () => {
    const index = await t.request({ method: "GET", url: "/storybook/" });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain("window.CONFIG");
    const policy = String(index.headers["content-security-policy"]);
    const hash = createHash("sha256").update(inline).digest("base64");
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    const frame = await t.request({ method: "GET", url: "/storybook/iframe.html" });
    expect(frame.statusCode).toBe(200);
    const asset = await t.request({ method: "GET", url: "/storybook/assets/story-abc.js" });
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("answers a missing file with a plain 404, and keeps the exceptions out of other pages", async () => {
    const missing = await t.request({ method: "GET", url: "/storybook/nope.js" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("NOT_FOUND");
    const elsewhere = await t.request({ method: "GET", url: "/api/ping" });
    expect(String(elsewhere.headers["content-security-policy"])).toContain(
      "frame-ancestors 'none'",
    );
  });
});
