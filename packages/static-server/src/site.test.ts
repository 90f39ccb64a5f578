import { describe, expect, it } from "vitest";
import { configFromEnv, normalisePath } from "./site.js";

describe("configFromEnv", () => {
  it("reads the three origins, empty for the ones not given", () => {
    expect(
      configFromEnv({ CAIRN_API_URL: "https://api.example.com/", CAIRN_DASHBOARD_URL: undefined }),
    ).toEqual({ apiUrl: "https://api.example.com", marketingUrl: "", dashboardUrl: "" });
  });

  it("refuses an address with a path or another scheme, naming the variable", () => {
    expect(() => configFromEnv({ CAIRN_API_URL: "https://api.example.com/v1" })).toThrow(
      /CAIRN_API_URL must be an http\(s\) origin without a path/,
    );
    expect(() => configFromEnv({ CAIRN_MARKETING_URL: "ftp://x.example" })).toThrow(
      /CAIRN_MARKETING_URL/,
    );
    expect(() => configFromEnv({ CAIRN_DASHBOARD_URL: "not a url" })).toThrow(
      /CAIRN_DASHBOARD_URL/,
    );
  });
});

describe("normalisePath", () => {
  it("drops the query, the fragment and a trailing slash", () => {
    expect(normalisePath("/about/?a=1#x")).toBe("/about");
    expect(normalisePath("/")).toBe("/");
    expect(normalisePath("?x")).toBe("/");
  });
});
