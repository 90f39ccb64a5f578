import { describe, expect, it } from "vitest";
import { methodLabel, routeLabel } from "./request-metrics.js";

const procedures = new Set(["board.get", "monitoring.health"]);

describe("routeLabel", () => {
  it("is the route's pattern, never the path", () => {
    expect(
      routeLabel(
        "/api/projects/12/board",
        "/api/projects/:projectId/board",
        { projectId: "12" },
        procedures,
      ),
    ).toBe("/api/projects/:projectId/board");
  });

  it("is the procedure on /trpc, and groups batches and unknown procedures", () => {
    expect(routeLabel("/trpc/board.get", "/trpc/:path", { path: "board.get" }, procedures)).toBe(
      "/trpc/board.get",
    );
    expect(
      routeLabel(
        "/trpc/board.get,monitoring.health",
        "/trpc/:path",
        {
          path: "board.get,monitoring.health",
        },
        procedures,
      ),
    ).toBe("/trpc/<batch>");
    expect(routeLabel("/trpc/nope123", "/trpc/:path", { path: "nope123" }, procedures)).toBe(
      "/trpc/<unmatched>",
    );
    expect(routeLabel("/trpc/", "/trpc/:path", { path: "" }, procedures)).toBe("/trpc/<unmatched>");
    expect(routeLabel("/trpc/toString", "/trpc/:path", { path: "toString" }, procedures)).toBe(
      "/trpc/<unmatched>",
    );
  });

  it("groups paths that match no route", () => {
    expect(routeLabel("/api/no-such-path-1", undefined, {}, procedures)).toBe("/api/<unmatched>");
    expect(routeLabel("/trpc/a/b", undefined, {}, procedures)).toBe("/trpc/<unmatched>");
  });

  it("leaves out what is not the API", () => {
    expect(routeLabel("/metrics", "/metrics", {}, procedures)).toBeUndefined();
    expect(routeLabel("/admin-dashboard", undefined, {}, procedures)).toBeUndefined();
    expect(routeLabel("/api", undefined, {}, procedures)).toBeUndefined();
  });
});

describe("methodLabel", () => {
  it("keeps HTTP's usual methods and groups the rest", () => {
    expect(["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"].map(methodLabel)).toEqual([
      "GET",
      "POST",
      "PUT",
      "PATCH",
      "DELETE",
      "HEAD",
      "OPTIONS",
    ]);
    expect(["PROPFIND", "MKCOL", "SEARCH"].map(methodLabel)).toEqual(["OTHER", "OTHER", "OTHER"]);
  });
});
