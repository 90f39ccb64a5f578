import { vi } from "vitest";

/** One answer of the fake API: its status, JSON body and headers. */
export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * The global fetch, answering "<METHOD> <url>" from `routes` (anything else: the API's 404) and
 * recording the calls, the way the api-client's tests stub it.
 */
export function serve(routes: Record<string, FakeAnswer>) {
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const answer = routes[`${init?.method ?? "GET"} ${String(url)}`] ?? {
      status: 404,
      body: { error: "Nothing here.", code: "NOT_FOUND" },
    };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": "application/json", ...answer.headers },
    });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

/** Two tokens of the shape Cairn makes (43 URL-safe characters). */
export const FORM_TOKEN = "Fm7-qL2_xV9kPz3RtY8wNc4bHs6dJa1EuQ5oIe0rTgB";
export const RECEIPT = "Rc0_Zy5-Wq8nMb2VxK7pLt4Gd9Hf3Sj6aUo1Ni2Ey8W";
