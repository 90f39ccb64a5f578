/**
 * Random bodies and random path ids for every REST route, sent as an administrator (who gets
 * furthest into each procedure): whatever arrives, the answer is never a 5xx, and every error
 * answers the `{ error, code }` shape.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { appRouter } from "../app-router.js";
import { forEachDatabase, useTestApp } from "../test/harness.js";
import { procedureInfo } from "./procedures.js";
import { pathParameters, restRoutes } from "./routes.js";

/** Every REST route, read from the procedures' meta. */
const ROUTES = restRoutes(appRouter);

const pathValue = fc.oneof(
  fc.integer({ min: -3, max: 60 }).map(String),
  fc.constantFrom(
    "0",
    "1e3",
    "2147483648",
    "99999999999999999999",
    "abc",
    "todo",
    "inprogress",
    "%00",
    "-1",
  ),
  fc.string({ maxLength: 12 }),
);

/** Bodies that look like the real one (its keys, any values), and anything at all. */
function bodies(keys: string[]) {
  const value = fc.oneof(
    fc.anything({ maxDepth: 2 }),
    fc.string({ maxLength: 300 }),
    fc.integer(),
    fc.constantFrom("todo", "done", "high", "admin", "in-progress", "2026-01-01", null, true),
  );
  const shaped = fc.dictionary(fc.constantFrom(...(keys.length > 0 ? keys : ["x"])), value, {
    maxKeys: keys.length + 1,
  });
  return fc.oneof(shaped, fc.anything({ maxDepth: 2 }));
}

function inputKeys(procedure: string): string[] {
  const info = procedureInfo(appRouter, procedure);
  if (!info?.input) return [];
  const schema = z.toJSONSchema(info.input, { io: "input", unrepresentable: "any" }) as {
    properties?: Record<string, unknown>;
  };
  return Object.keys(schema.properties ?? {});
}

forEachDatabase((kind) => {
  const t = useTestApp(kind);

  describe("random input never causes a server error", () => {
    for (const route of ROUTES) {
      if (route.procedure === "auth.logout") continue; // would end the fuzzing session
      it(`${route.method} ${route.path}`, async () => {
        const cookie = await t.session("admin");
        const keys = inputKeys(route.procedure);
        const params = pathParameters(route.path);
        const hasBody = route.method !== "GET" && route.method !== "DELETE";
        await fc.assert(
          fc.asyncProperty(
            fc.array(pathValue, { minLength: params.length, maxLength: params.length }),
            bodies(keys),
            fc.dictionary(fc.constantFrom("limit", "offset", "x"), fc.string({ maxLength: 6 })),
            async (values, body, query) => {
              let index = 0;
              const path = route.path.replace(/\{\w+\}/g, () =>
                encodeURIComponent(values[index++] ?? ""),
              );
              const search = new URLSearchParams(query).toString();
              const response = await t.request({
                method: route.method,
                url: `/api${path}${hasBody || !search ? "" : `?${search}`}`,
                headers: { cookie, "content-type": "application/json" },
                ...(hasBody ? { payload: JSON.stringify(body ?? null) } : {}),
              });
              expect(response.statusCode, response.body).toBeLessThan(500);
              if (response.statusCode >= 400) {
                const answer = response.json();
                expect(typeof answer.error).toBe("string");
                expect(typeof answer.code).toBe("string");
              }
            },
          ),
          { numRuns: route.procedure === "auth.login" ? 10 : 30, seed: 20261121 },
        );
      });
    }
  });
});
