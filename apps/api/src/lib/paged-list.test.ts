import { describe, expect, it } from "vitest";
import { knownTotal, nextLink, nextPageUrl } from "./paged-list.js";

describe("knownTotal", () => {
  it("tells the total of a short page that holds rows, or of an empty first page", () => {
    expect(knownTotal({ limit: 50, offset: 100 }, 7)).toBe(107);
    expect(knownTotal({ limit: 50, offset: 0 }, 0)).toBe(0);
  });

  it("cannot tell from a full page, nor from an empty page past the start", () => {
    expect(knownTotal({ limit: 50, offset: 0 }, 50)).toBeUndefined();
    expect(knownTotal({ limit: 50, offset: 500 }, 0)).toBeUndefined();
  });
});

describe("nextPageUrl", () => {
  it("keeps the request's query and advances the offset past the rows answered", () => {
    expect(
      nextPageUrl("/api/leads?q=acme&sort=name&limit=20", { limit: 20, offset: 0 }, 20, 45),
    ).toBe("/api/leads?q=acme&sort=name&limit=20&offset=20");
    expect(nextPageUrl("/api/leads?offset=20&q=a%20b", { limit: 20, offset: 20 }, 20, 45)).toBe(
      "/api/leads?offset=40&q=a+b",
    );
  });

  it("links nothing on the last page, past the end, or for a /trpc call", () => {
    expect(nextPageUrl("/api/leads?offset=40", { limit: 20, offset: 40 }, 5, 45)).toBeNull();
    expect(nextPageUrl("/api/leads?offset=20", { limit: 20, offset: 20 }, 20, 40)).toBeNull();
    expect(nextPageUrl("/api/leads?offset=90", { limit: 20, offset: 90 }, 0, 45)).toBeNull();
    expect(
      nextPageUrl("/trpc/leads.list?input=%7B%7D", { limit: 20, offset: 0 }, 20, 45),
    ).toBeNull();
  });
});

describe("nextLink", () => {
  it("writes an RFC 8288 link to the next page", () => {
    expect(nextLink("/api/users?offset=50")).toBe('</api/users?offset=50>; rel="next"');
  });
});
