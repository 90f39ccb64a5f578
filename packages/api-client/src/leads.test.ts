import { afterEach, describe, expect, it, vi } from "vitest";
import { submitLead } from "./leads.js";
import { ApiError, errorMessage } from "./rest.js";

const lead = {
  id: 12,
  name: "Ada Lovelace",
  email: "ada@northwind.example",
  company: null,
  teamSize: "6-20",
  planType: "pro",
  status: "new",
  assignedTo: null,
  createdAt: "2026-12-01T09:00:00.000Z",
  planId: null,
  lostReason: null,
  projectId: null,
  updatedAt: "2026-12-01T09:00:00.000Z",
};

function serve(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(typeof body === "string" ? body : JSON.stringify(body), { status }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const signup = {
  name: "Ada Lovelace",
  email: "ada@northwind.example",
  company: null,
  teamSize: "6-20",
  planType: "pro",
  status: "new",
} as const;

describe("submitLead", () => {
  it("posts the signup as JSON and resolves on `success: true`", async () => {
    const fetch = serve(201, { success: true, lead });
    await expect(submitLead(signup)).resolves.toBeUndefined();
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/leads");
    const init = fetch.mock.calls[0]?.[1];
    expect(init).toMatchObject({ method: "POST", credentials: "include" });
    expect(JSON.parse(String(init?.body))).toEqual(signup);
  });

  it("does not fail a saved signup over a field of the lead it does not read", async () => {
    serve(201, { success: true, lead: { id: 12 } });
    await expect(submitLead(signup)).resolves.toBeUndefined();
  });

  it("rejects an OK answer without `success: true` with its error, or the fallback", async () => {
    serve(200, { success: false, error: "Something is off" });
    await expect(submitLead(signup)).rejects.toThrow("Something is off");
    serve(200, { lead });
    await expect(submitLead(signup)).rejects.toThrow("Failed to create lead");
  });

  it('rejects a refusal with the API\'s "<status>: <body>"', async () => {
    const body =
      '{"success":false,"error":"email: Please enter a valid email","code":"BAD_REQUEST"}';
    serve(400, body);
    const error = await submitLead(signup).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: `400: ${body}` });
    expect(errorMessage(error, "Something went wrong. Please try again.")).toBe(
      "email: Please enter a valid email",
    );
  });
});
