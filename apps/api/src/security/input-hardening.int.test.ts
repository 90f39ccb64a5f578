/**
 * What the attacker's probe found (issue: "Nobody in, nothing lost"), replayed over HTTP on both
 * databases: text PostgreSQL cannot store, dates outside its range and loosely written ids are
 * refused with a 400 naming the field, never a 500; and every answer the server gives, whatever
 * produced it, is `{ error, code }` without the framework's name.
 */
import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { appRouter } from "../app-router.js";
import { restRoutes } from "../rest/routes.js";
import { forEachDatabase, useTestApp } from "../test/harness.js";

/** Every REST route, read from the procedures' meta. */
const ROUTES = restRoutes(appRouter);

const NUL = "a\u0000b";

forEachDatabase((kind) => {
  const t = useTestApp(kind);

  async function asAdmin() {
    return { cookie: await t.session("admin") };
  }

  function expect400Naming(response: { statusCode: number; json(): unknown }, field: string) {
    expect(response.statusCode).toBe(400);
    const body = response.json() as { code: string; issues?: { path: unknown[] }[] };
    expect(body.code).toBe("BAD_REQUEST");
    expect(body.issues?.map((issue) => issue.path[0])).toContain(field);
  }

  describe("text PostgreSQL cannot store", () => {
    it("is a 400 naming the field wherever it is typed", async () => {
      const headers = await asAdmin();
      const project = await t.db.selectFrom("projects").select("id").executeTakeFirstOrThrow();
      const cases = [
        {
          method: "POST",
          url: "/api/leads",
          payload: { name: NUL, email: "a@example.com" },
          field: "name",
        },
        {
          method: "POST",
          url: "/api/auth/login",
          payload: { username: NUL, password: "x" },
          field: "username",
        },
        {
          method: "POST",
          url: "/api/tasks",
          payload: { projectId: project.id, title: NUL },
          field: "title",
          headers,
        },
        {
          method: "POST",
          url: "/api/team-mood",
          payload: {
            projectId: project.id,
            moodScore: 3,
            energyLevel: 3,
            stressLevel: 3,
            notes: "\uD800",
          },
          field: "notes",
          headers,
        },
        {
          method: "POST",
          url: "/api/users",
          payload: {
            username: "nul-user",
            password: "a-long-enough-password",
            email: "n@example.com",
            firstName: NUL,
          },
          field: "firstName",
          headers,
        },
        { method: "GET", url: "/api/monitoring/logs?module=%00", field: "module", headers },
      ] as const;
      for (const { field, ...request } of cases) {
        expect400Naming(await t.request(request), field);
      }
      // Nothing was stored, and the health check did not count a server error.
      expect(
        await t.db.selectFrom("users").where("username", "=", "nul-user").select("id").execute(),
      ).toEqual([]);
      const health = (
        await t.request({ method: "GET", url: "/api/monitoring/health", headers })
      ).json();
      expect(health).toMatchObject({
        status: "healthy",
        checks: { errorRate: { ok: true, percent: 0 } },
      });
    });
  });

  describe("dates outside 1900–9999 or ±14:00", () => {
    it("are a 400 naming the field", async () => {
      const headers = await asAdmin();
      const project = await t.db.selectFrom("projects").select("id").executeTakeFirstOrThrow();
      for (const dueDate of ["0000-01-01", "9999-12-31T23:59:59-23:59", "1899-12-31"]) {
        const response = await t.request({
          method: "POST",
          url: "/api/tasks",
          headers,
          payload: { projectId: project.id, title: "Dated", dueDate },
        });
        expect400Naming(response, "dueDate");
      }
      const fine = await t.request({
        method: "POST",
        url: "/api/tasks",
        headers,
        payload: { projectId: project.id, title: "Dated", dueDate: "2026-12-31T23:59:59-14:00" },
      });
      expect(fine.statusCode).toBe(201);
    });
  });

  describe("ids", () => {
    // A column and a template are named by a text key ("review", "risk-register"), not a number.
    const idRoutes = ROUTES.filter(
      (route) =>
        /\{\w+Id\}/.test(route.path) &&
        !route.path.includes("{columnId}") &&
        !route.path.includes("{templateId}"),
    );

    it("in a path are plain decimal digits on every route, else 400", async () => {
      const headers = await asAdmin();
      expect(idRoutes.length).toBeGreaterThan(15);
      for (const route of idRoutes) {
        for (const bad of ["true", "0x6", "%206", "1e3", "06", "-6", "6.0"]) {
          const url = `/api${route.path.replace(/\{\w+Id\}/g, bad)}`;
          const response = await t.request({
            method: route.method,
            url,
            headers,
            ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: {} }),
          });
          expect(response.statusCode, `${route.method} ${url}`).toBe(400);
          expect(response.json().code).toBe("BAD_REQUEST");
        }
      }
    });

    it("of templates in a path are lower-case words joined by dashes, else 400", async () => {
      const headers = await asAdmin();
      const templateRoutes = ROUTES.filter((route) => route.path.includes("{templateId}"));
      expect(templateRoutes.length).toBeGreaterThanOrEqual(4);
      for (const route of templateRoutes) {
        for (const bad of ["Risk%20Register", "risk_register", "-risk", "risk--register", "%00"]) {
          const response = await t.request({
            method: route.method,
            url: `/api${route.path.replace("{templateId}", bad)}`,
            headers,
            ...(route.method === "GET" ? {} : { payload: { baseVersion: 1 } }),
          });
          expect(response.statusCode, `${route.method} ${route.path} ${bad}`).toBe(400);
          expect(response.json().issues[0].path).toEqual(["templateId"]);
        }
      }
    });

    it("in a body are JSON integers, else 400", async () => {
      const headers = await asAdmin();
      for (const projectId of ["1", true, [1], "0x1", 1.5]) {
        const response = await t.request({
          method: "POST",
          url: "/api/tasks",
          headers,
          payload: { projectId, title: "Loose id" },
        });
        expect400Naming(response, "projectId");
      }
    });
  });

  describe("errors raised by the framework", () => {
    function rawRequest(lines: string): Promise<string> {
      return new Promise((resolve, reject) => {
        const address = t.app.server.address();
        if (!address || typeof address === "string") return reject(new Error("not listening"));
        const socket = connect(address.port, "127.0.0.1");
        let answer = "";
        socket.on("data", (chunk) => {
          answer += chunk.toString("utf8");
        });
        socket.on("end", () => resolve(answer));
        socket.on("close", () => resolve(answer));
        socket.on("error", reject);
        socket.write(lines);
      });
    }

    it("answer { error, code } for a too-long path parameter", async () => {
      const response = await t.request({ method: "GET", url: `/api/tasks/${"9".repeat(3000)}` });
      expect(response.statusCode).toBe(414);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(["code", "error"]);
      expect(JSON.stringify(body)).not.toMatch(/FST_|fastify/i);
    });

    it("answer { error, code } for OPTIONS on /trpc", async () => {
      const response = await t.request({ method: "OPTIONS", url: "/trpc/auth.me" });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(["code", "error"]);
      expect(JSON.stringify(body)).not.toMatch(/FST_|fastify/i);
    });

    it("answer { error, code } for Content-Length with Transfer-Encoding", async () => {
      await t.app.listen({ port: 0, host: "127.0.0.1" });
      const answer = await rawRequest(
        "POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
      );
      expect(answer).toMatch(/^HTTP\/1\.1 400/);
      const body = JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4));
      expect(Object.keys(body).sort()).toEqual(["code", "error"]);
    });
  });
});
