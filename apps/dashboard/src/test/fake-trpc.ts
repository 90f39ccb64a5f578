/**
 * A stand-in for the API's /trpc endpoint in component tests: each procedure answers from a
 * handler, as the server would (batched, one result or error per call), and every call is kept
 * so a test can check what the screen sent. Any other request fails the test.
 */
import { vi } from "vitest";

export interface FakeCall {
  path: string;
  input: unknown;
}

/**
 * Thrown by a handler: answered as the API's error of that code and status, with the `issues`
 * naming fields when given (as a 400 of the API carries them).
 */
export class FakeApiError extends Error {
  constructor(
    readonly code: string,
    readonly httpStatus: number,
    message: string,
    readonly issues?: { path: (string | number)[]; message: string }[],
  ) {
    super(message);
  }
}

/**
 * A procedure's stand-in. It declares the input it reads (`never` accepts a handler of any input
 * type); the fake hands it the call's input as sent, as the server would.
 */
type Handler = (input: never) => unknown;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

export function fakeTrpc(handlers: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), "http://cairn.test");
    if (!url.pathname.startsWith("/trpc/")) throw new Error(`unexpected request: ${url.pathname}`);
    const paths = decodeURIComponent(url.pathname.slice("/trpc/".length)).split(",");
    const raw =
      (init?.method ?? "GET") === "GET"
        ? (url.searchParams.get("input") ?? "{}")
        : String(init?.body ?? "{}");
    const inputs = JSON.parse(raw) as Record<string, unknown>;
    let status = 200;
    const results = await Promise.all(
      paths.map(async (path, index) => {
        const given = inputs[String(index)];
        calls.push({ path, input: given });
        const handler = handlers[path];
        if (!handler) throw new Error(`no fake for ${path}`);
        try {
          return { result: { data: await (handler as (input: unknown) => unknown)(given) } };
        } catch (error) {
          if (!(error instanceof FakeApiError)) throw error;
          status = error.httpStatus;
          return {
            error: {
              message: error.message,
              code: -32600,
              data: {
                code: error.code,
                httpStatus: error.httpStatus,
                path,
                ...(error.issues ? { issues: error.issues } : {}),
              },
            },
          };
        }
      }),
    );
    return json(status, results);
  });
  vi.stubGlobal("fetch", fetch);
  return {
    calls,
    /** The inputs of every call of one procedure, in order. */
    inputsOf: (path: string) =>
      calls.filter((call) => call.path === path).map((call) => call.input),
  };
}
