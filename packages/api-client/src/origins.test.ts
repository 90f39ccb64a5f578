import { afterEach, describe, expect, it, vi } from "vitest";
import {
  apiUrl,
  dashboardUrl,
  loadRuntimeConfig,
  marketingUrl,
  parseRuntimeConfig,
  setRuntimeConfig,
} from "./origins.js";
import { apiRequest } from "./rest.js";

const SPLIT = {
  apiUrl: "https://api.example.com",
  marketingUrl: "https://www.example.com",
  dashboardUrl: "https://app.example.com",
};

afterEach(() => {
  setRuntimeConfig({ apiUrl: "", marketingUrl: "", dashboardUrl: "" });
  vi.unstubAllGlobals();
});

describe("runtime origins", () => {
  it("are the page's own until a config says otherwise", () => {
    expect(apiUrl("/api/leads")).toBe("/api/leads");
    expect(dashboardUrl("/admin-dashboard")).toBe("/admin-dashboard");
  });

  it("send API paths to the API and links to the other app", () => {
    setRuntimeConfig(SPLIT);
    expect(apiUrl("/trpc")).toBe("https://api.example.com/trpc");
    expect(marketingUrl("/?login=1")).toBe("https://www.example.com/?login=1");
    expect(dashboardUrl("/user-dashboard")).toBe("https://app.example.com/user-dashboard");
  });

  it("keep only http(s) origins of a config, dropping paths and anything else", () => {
    expect(
      parseRuntimeConfig({
        apiUrl: "https://api.example.com/v1/",
        marketingUrl: "javascript:alert(1)",
        dashboardUrl: 42,
      }),
    ).toEqual({ apiUrl: "https://api.example.com", marketingUrl: "", dashboardUrl: "" });
    expect(parseRuntimeConfig(null)).toEqual({ apiUrl: "", marketingUrl: "", dashboardUrl: "" });
  });

  it("load config.json, and fall back to the page's origin when it is missing", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(SPLIT), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    expect(await loadRuntimeConfig("/config.json")).toEqual(SPLIT);
    fetchMock.mockResolvedValueOnce(new Response("Not found", { status: 404 }));
    expect((await loadRuntimeConfig("/config.json")).apiUrl).toBe("");
  });

  it("carry REST calls to the API's origin with the cookies", async () => {
    setRuntimeConfig(SPLIT);
    const fetchMock = vi.fn(async () => new Response("{}", { status: 200 }));
    await apiRequest("POST", "/api/leads", { name: "x" }, { fetch: fetchMock });
    expect(fetchMock).toHaveBeenCalledWith(
      "https://api.example.com/api/leads",
      expect.objectContaining({ credentials: "include", method: "POST" }),
    );
  });
});
