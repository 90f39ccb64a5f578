/** The REST-over-tRPC bridge: content types, limits, error shapes, /trpc ↔ REST agreement. */
import { describe, expect, it } from "vitest";
import { appRouter } from "../app-router.js";
import { restRoutes, toFastifyPath } from "../rest/routes.js";
import { forEachDatabase, useTestApp } from "../test/harness.js";

/** Every REST route, read from the procedures' meta. */
const ROUTES = restRoutes(appRouter);

forEachDatabase((kind) => {
  const t = useTestApp(kind);

  describe("request bodies", () => {
    it("answers 415 to a text/plain mutation on REST and on /trpc", async () => {
      const body = JSON.stringify({ name: "Ada", email: "ada@example.com" });
      const rest = await t.request({
        method: "POST",
        url: "/api/leads",
        headers: { "content-type": "text/plain" },
        payload: body,
      });
      expect(rest.statusCode).toBe(415);
      expect(rest.json()).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE" });

      const form = await t.request({
        method: "POST",
        url: "/api/leads",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "name=Ada&email=ada%40example.com",
      });
      expect(form.statusCode).toBe(415);

      const trpc = await t.request({
        method: "POST",
        url: "/trpc/leads.create",
        headers: { "content-type": "text/plain" },
        payload: body,
      });
      expect(trpc.statusCode).toBe(415);
      const leads = await t.db.selectFrom("leads").select("id").where("name", "=", "Ada").execute();
      expect(leads).toHaveLength(0);
    });

    it("answers 413 to a 2 MiB body", async () => {
      const payload = JSON.stringify({ name: "x".repeat(2 * 1024 * 1024), email: "a@b.example" });
      const rest = await t.request({
        method: "POST",
        url: "/api/leads",
        headers: { "content-type": "application/json" },
        payload,
      });
      expect(rest.statusCode).toBe(413);
      expect(rest.json()).toEqual({
        success: false,
        error: "The request body is larger than the 1 MiB limit.",
        code: "PAYLOAD_TOO_LARGE",
      });
      const trpc = await t.request({
        method: "POST",
        url: "/trpc/leads.create",
        headers: { "content-type": "application/json" },
        payload,
      });
      expect(trpc.statusCode).toBe(413);
    });

    it("answers 400 to malformed JSON", async () => {
      const response = await t.request({
        method: "POST",
        url: "/api/auth/login",
        headers: { "content-type": "application/json" },
        payload: "{ not json",
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "BAD_REQUEST" });
    });
  });

  describe("REST and /trpc agree", () => {
    it("on success, validation errors and permission errors", async () => {
      const cookie = await t.session("client");
      const trpcUsers = await t.request({
        method: "GET",
        url: "/trpc/users.list",
        headers: { cookie },
      });
      const restUsers = await t.request({ method: "GET", url: "/api/users", headers: { cookie } });
      expect(trpcUsers.statusCode).toBe(403);
      expect(restUsers.statusCode).toBe(403);
      expect(trpcUsers.json().error.message).toBe(restUsers.json().error);

      const anonymous = await t.request({ method: "GET", url: "/trpc/auth.me" });
      expect(anonymous.statusCode).toBe(401);

      const invalid = await t.request({
        method: "POST",
        url: "/trpc/leads.create",
        payload: { name: "", email: "nope" },
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().error.data.issues).toContainEqual({
        path: ["email"],
        message: "Please enter a valid email",
      });

      const me = await t.request({ method: "GET", url: "/trpc/auth.me", headers: { cookie } });
      expect(me.statusCode).toBe(200);
      expect(me.json().result.data.user.username).toBe("client");
    });
  });

  describe("unknown paths", () => {
    it("answer a JSON 404 under /api", async () => {
      const response = await t.request({ method: "GET", url: "/api/no-such-thing" });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
    });
  });

  describe("GET /api/openapi.json", () => {
    it("documents every REST path that exists, with its schemas", async () => {
      const response = await t.request({ method: "GET", url: "/api/openapi.json" });
      expect(response.statusCode).toBe(200);
      const document = response.json();
      expect(document.openapi).toBe("3.1.0");
      for (const route of ROUTES) {
        const operation = document.paths[route.path]?.[route.method.toLowerCase()];
        expect(operation, `${route.method} ${route.path}`).toBeDefined();
        expect(
          t.app.hasRoute({ method: route.method, url: `/api${toFastifyPath(route.path)}` }),
        ).toBe(true);
      }
      const login = document.paths["/auth/login"].post;
      expect(login.requestBody.content["application/json"].schema.required).toEqual([
        "username",
        "password",
      ]);
      expect(
        login.responses["200"].content["application/json"].schema.properties.user,
      ).toBeDefined();
      expect(JSON.stringify(document)).not.toMatch(/passwordHash/);
    });
  });

  describe("security headers", () => {
    it("are on every response", async () => {
      const response = await t.request({ method: "GET", url: "/api/openapi.json" });
      expect(response.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
      expect(response.headers["content-security-policy"]).toMatch(/script-src 'self'/);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(response.headers["x-powered-by"]).toBeUndefined();
    });
  });
});
