import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchSessionUser, login, logout } from "./auth.js";
import { errorMessage } from "./rest.js";

const ada = {
  id: 4,
  username: "ada",
  email: "ada@northwind.example",
  firstName: "Ada",
  lastName: null,
  role: "consultant",
  company: null,
  createdAt: "2026-01-01T00:00:00.000Z",
};

/** The global fetch, answering every call with `status` and `body` (JSON unless a string). */
function serve(status: number, body?: unknown) {
  const fetch = vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(
        body === undefined ? null : typeof body === "string" ? body : JSON.stringify(body),
        { status },
      ),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("login", () => {
  it("posts the credentials with the cookies and answers the user, only the fields kept", async () => {
    const fetch = serve(200, { user: { ...ada, disabledAt: null, somethingNew: 1 } });
    expect(await login({ username: "ada", password: "secret" })).toEqual(ada);
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/auth/login");
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({
      method: "POST",
      credentials: "include",
      body: '{"username":"ada","password":"secret"}',
    });
  });

  it('rejects with the API\'s "<status>: <body>", which errorMessage shows in its words', async () => {
    const body = '{"error":"Invalid credentials","code":"UNAUTHORIZED"}';
    serve(401, body);
    const error = await login({ username: "ada", password: "wrong" }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "ApiError", message: `401: ${body}` });
    expect(errorMessage(error, "Invalid credentials")).toBe("Invalid credentials");
  });

  it("rejects an OK answer without a readable user, rather than passing it on", async () => {
    serve(200, { user: { ...ada, role: undefined } });
    await expect(login({ username: "ada", password: "secret" })).rejects.toThrow(
      "POST /api/auth/login answered without a user",
    );
    serve(200, {});
    await expect(login({ username: "ada", password: "secret" })).rejects.toThrow(
      "POST /api/auth/login answered without a user",
    );
  });
});

describe("logout", () => {
  it("posts without a body and resolves on the 204", async () => {
    const fetch = serve(204);
    await expect(logout()).resolves.toBeUndefined();
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/auth/logout");
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({
      method: "POST",
      credentials: "include",
      body: undefined,
    });
  });

  it("rejects on a failure, for the caller to log", async () => {
    serve(500, "");
    await expect(logout()).rejects.toThrow("500");
  });
});

describe("fetchSessionUser", () => {
  it("answers the signed-in user, passing the signal on", async () => {
    const fetch = serve(200, { user: ada });
    const controller = new AbortController();
    expect(await fetchSessionUser(controller.signal)).toEqual(ada);
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/auth/me");
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({
      method: "GET",
      credentials: "include",
      signal: controller.signal,
    });
  });

  it("rejects without a session, and on an answer without a user", async () => {
    serve(401, '{"error":"Please sign in.","code":"UNAUTHORIZED"}');
    await expect(fetchSessionUser()).rejects.toThrow("401: ");
    serve(200, { user: { username: "ada" } });
    const error = await fetchSessionUser().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ message: "GET /api/auth/me answered without a user" });
    expect((error as Error).cause).toBeDefined();
  });
});
