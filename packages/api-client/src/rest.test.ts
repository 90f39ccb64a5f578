import { describe, expect, it, vi } from "vitest";
import { isAppError } from "./errors.js";
import { ApiError, apiRequest, getQueryFn } from "./rest.js";

function fakeFetch(status: number, body: string, statusText = "Status") {
  return vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(body || null, { status, statusText }),
  );
}

describe("apiRequest", () => {
  it("sends cookies, and JSON only when there is a body", async () => {
    const fetch = fakeFetch(200, "{}");
    await apiRequest("POST", "/api/leads", { name: "Ada" }, { fetch });
    await apiRequest("POST", "/api/auth/logout", undefined, { fetch });
    const [withBody, withoutBody] = fetch.mock.calls.map((call) => call[1]);
    expect(withBody).toMatchObject({
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: '{"name":"Ada"}',
    });
    expect(withoutBody).toMatchObject({ credentials: "include", headers: {}, body: undefined });
  });

  it('raises "<status>: <body>" on a non-OK answer, or the status text for an empty body', async () => {
    const body = '{"error":"Invalid credentials","code":"UNAUTHORIZED"}';
    const failing = apiRequest("POST", "/api/auth/login", {}, { fetch: fakeFetch(401, body) });
    await expect(failing).rejects.toThrow(`401: ${body}`);
    const error = await failing.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(isAppError(error, "UNAUTHORIZED")).toBe(true);

    await expect(
      apiRequest("GET", "/x", undefined, { fetch: fakeFetch(503, "", "Service Unavailable") }),
    ).rejects.toThrow("503: Service Unavailable");
  });
});

describe("getQueryFn", () => {
  it("joins the key into a path and parses JSON", async () => {
    const fetch = fakeFetch(200, '[{"id":1}]');
    const result = await getQueryFn({ fetch })({ queryKey: ["/api/tasks/project", 3] });
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/tasks/project/3");
    expect(result).toEqual([{ id: 1 }]);
  });

  it("throws on 401 by default and answers null when configured so", async () => {
    await expect(
      getQueryFn({ fetch: fakeFetch(401, "{}") })({ queryKey: ["/api/auth/me"] }),
    ).rejects.toThrow("401");
    expect(
      await getQueryFn({ on401: "returnNull", fetch: fakeFetch(401, "{}") })({
        queryKey: ["/api/auth/me"],
      }),
    ).toBeNull();
  });
});
