/** A deprecated operation: its headers, and how the OpenAPI document marks it. */
import cookie from "@fastify/cookie";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { access } from "../core/access.js";
import { publicProcedure, router } from "../core/procedures.js";
import rest from "../plugins/rest.js";
import { deprecationHeaders } from "./deprecation.js";
import { buildOpenApiDocument } from "./openapi.js";

describe("deprecationHeaders", () => {
  it("writes Deprecation as a structured date, Sunset as an HTTP date, and the successor", () => {
    expect(
      deprecationHeaders({ since: "2026-12-01", sunset: "2027-06-30", successor: "/v2/things" }),
    ).toEqual({
      deprecation: "@1796083200",
      sunset: "Wed, 30 Jun 2027 00:00:00 GMT",
      link: '</api/v2/things>; rel="successor-version"',
    });
  });

  it("refuses dates that are not days, or a sunset before the deprecation", () => {
    expect(() => deprecationHeaders({ since: "soon", sunset: "2027-06-30" })).toThrow(
      "deprecated.since must be an ISO day",
    );
    expect(() => deprecationHeaders({ since: "2027-06-30", sunset: "2027-01-01" })).toThrow(
      "deprecated.sunset must come after deprecated.since",
    );
  });
});

const things = router({
  things: router({
    old: publicProcedure
      .meta({
        rest: {
          method: "GET",
          path: "/things",
          summary: "The things, the old way",
          deprecated: { since: "2026-12-01", sunset: "2027-06-30", successor: "/v2/things" },
        },
        access: access.anyone(),
      })
      .query(() => ({ version: "old" })),
    current: publicProcedure
      .meta({
        rest: { method: "GET", path: "/v2/things", summary: "The things" },
        access: access.anyone(),
      })
      .query(() => ({ version: "new" })),
  }),
});

describe("a deprecated operation", () => {
  it("answers with Deprecation, Sunset and Link headers; the others without", async () => {
    const app = Fastify();
    await app.register(cookie);
    await app.register(rest, { router: things });
    const old = await app.inject({ method: "GET", url: "/things" });
    expect(old.statusCode).toBe(200);
    expect(old.json()).toEqual({ version: "old" });
    expect(old.headers).toMatchObject({
      deprecation: "@1796083200",
      sunset: "Wed, 30 Jun 2027 00:00:00 GMT",
      link: '</api/v2/things>; rel="successor-version"',
    });
    const current = await app.inject({ method: "GET", url: "/v2/things" });
    expect(current.headers.deprecation).toBeUndefined();
    expect(current.headers.sunset).toBeUndefined();
    await app.close();
  });

  it("is marked in the OpenAPI document, which says until when it lives", () => {
    const document = buildOpenApiDocument(things, "1.0.0");
    expect(document.paths["/things"]?.get).toMatchObject({
      deprecated: true,
      description:
        "Deprecated since 2026-12-01; may be removed after 2027-06-30. Use /v2/things instead.",
    });
    expect(document.paths["/v2/things"]?.get).not.toHaveProperty("deprecated");
  });
});
