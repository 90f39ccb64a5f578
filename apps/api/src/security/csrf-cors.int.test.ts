/** Cross-site requests and CORS, for an API authenticated by a cookie. */
import { describe, expect, it } from "vitest";
import { forEachDatabase, useTestApp } from "../test/harness.js";

const lead = (name: string) => ({ name, email: `${name.toLowerCase()}@example.com` });

forEachDatabase((kind) => {
  describe("CSRF", () => {
    const t = useTestApp(kind);
    const leadsNamed = async (name: string) =>
      (await t.db.selectFrom("leads").select("id").where("name", "=", name).execute()).length;

    it.each([
      [
        "the browser marks it cross-site",
        { "sec-fetch-site": "cross-site", "sec-fetch-mode": "cors" },
      ],
      ["its Origin is foreign", { origin: "https://evil.example" }],
      ["its Referer is foreign", { referer: "https://evil.example/page" }],
      [
        "a browser sends neither Origin nor Referer",
        { "sec-fetch-mode": "navigate", "sec-fetch-site": "none" },
      ],
    ])("refuses a mutation when %s, and changes nothing", async (why, headers) => {
      const name = `Csrf${why.length}`;
      const response = await t.request({
        method: "POST",
        url: "/api/leads",
        headers,
        payload: lead(name),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: "FORBIDDEN" });
      expect(response.json().error).toMatch(/^Cross-site request refused/);
      expect(await leadsNamed(name)).toBe(0);
      const trpc = await t.request({
        method: "POST",
        url: "/trpc/leads.create",
        headers,
        payload: lead(name),
      });
      expect(trpc.statusCode).toBe(403);
      expect(await leadsNamed(name)).toBe(0);
    });

    it("never takes the Host header's word: a forged Host with a matching Origin is refused", async () => {
      const forged = await t.request({
        method: "POST",
        url: "/api/leads",
        headers: {
          host: "evil.example",
          origin: "http://evil.example",
          "sec-fetch-site": "same-origin",
          "sec-fetch-mode": "cors",
        },
        payload: lead("Forgedhost"),
      });
      expect(forged.statusCode).toBe(403);
      expect(forged.json().error).toBe(
        "Cross-site request refused: it came from http://evil.example. Changes are only accepted from Cairn's own pages.",
      );
      expect(await leadsNamed("Forgedhost")).toBe(0);
    });

    it("accepts the product's own pages and programs that are not browsers", async () => {
      const own = await t.request({
        method: "POST",
        url: "/api/leads",
        headers: {
          origin: "http://localhost:80",
          "sec-fetch-site": "same-origin",
          "sec-fetch-mode": "cors",
        },
        payload: lead("Samesite"),
      });
      expect(own.statusCode).toBe(201);
      const program = await t.request({ method: "POST", url: "/api/leads", payload: lead("Curl") });
      expect(program.statusCode).toBe(201);
      // Node's fetch sends Sec-Fetch-Mode (not Sec-Fetch-Site): a program, not a browser.
      const node = await t.request({
        method: "POST",
        url: "/api/leads",
        headers: { "sec-fetch-mode": "cors" },
        payload: lead("Nodefetch"),
      });
      expect(node.statusCode).toBe(201);
    });

    it("keeps reads open: a cross-site GET changes nothing anyway", async () => {
      const response = await t.request({
        method: "GET",
        url: "/api/openapi.json",
        headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    });
  });

  describe("CSRF with PUBLIC_URL", () => {
    const t = useTestApp(kind, { seed: false, env: { PUBLIC_URL: "https://pmo.example.com" } });
    const post = (origin: string, name: string) =>
      t.request({
        method: "POST",
        url: "/api/leads",
        headers: { host: new URL(origin).host, origin, "sec-fetch-site": "same-origin" },
        payload: lead(name),
      });

    it("accepts the configured origin only, not localhost any more", async () => {
      expect((await post("https://pmo.example.com", "Public")).statusCode).toBe(201);
      expect((await post("http://localhost:3000", "Localonly")).statusCode).toBe(403);
      const names = await t.db.selectFrom("leads").select("name").execute();
      expect(names.map((row) => row.name)).toEqual(["Public"]);
    });
  });

  describe("CORS with ALLOWED_ORIGINS", () => {
    const t = useTestApp(kind, {
      seed: false,
      env: { ALLOWED_ORIGINS: "https://app.example.com" },
    });

    it("answers a listed origin with credentialed CORS, and nobody else", async () => {
      const preflight = await t.request({
        method: "OPTIONS",
        url: "/api/leads",
        headers: {
          origin: "https://app.example.com",
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type",
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers["access-control-allow-origin"]).toBe("https://app.example.com");
      expect(preflight.headers["access-control-allow-credentials"]).toBe("true");

      const allowed = await t.request({
        method: "POST",
        url: "/api/leads",
        headers: { origin: "https://app.example.com", "sec-fetch-site": "cross-site" },
        payload: lead("Partner"),
      });
      expect(allowed.statusCode).toBe(201);
      expect(allowed.headers["access-control-allow-origin"]).toBe("https://app.example.com");

      const other = await t.request({
        method: "POST",
        url: "/api/leads",
        headers: { origin: "https://other.example" },
        payload: lead("Other"),
      });
      expect(other.statusCode).toBe(403);
      expect(other.headers["access-control-allow-origin"]).toBeUndefined();
    });
  });
});
