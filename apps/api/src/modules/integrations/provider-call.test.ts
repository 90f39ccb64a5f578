import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { providerSays } from "./connection-check.js";
import { callProvider } from "./provider-call.js";

describe("callProvider", () => {
  it("says when nothing listens at the address", async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const result = await callProvider(
      { method: "GET", url: new URL(`http://127.0.0.1:${port}/`), headers: {} },
      { timeoutMs: 2000 },
    );
    expect(result).toMatchObject({ kind: "unreachable", reason: "the connection was refused" });
  });

  it("does not follow redirects, and reads at most 256 KiB", async () => {
    const server = createServer((req, res) => {
      if (req.url === "/redirect") res.writeHead(302, { location: "http://169.254.169.254/" });
      else res.writeHead(200);
      res.end(req.url === "/big" ? "x".repeat(300 * 1024) : "");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const call = (path: string) =>
        callProvider(
          { method: "GET", url: new URL(`http://127.0.0.1:${port}${path}`), headers: {} },
          { timeoutMs: 2000 },
        );
      expect(await call("/redirect")).toMatchObject({ kind: "answer", status: 302 });
      expect(await call("/big")).toMatchObject({ kind: "too_large", status: 200 });
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe("providerSays", () => {
  it("reads the usual error fields, short text, and nothing from HTML", () => {
    expect(providerSays('{"message":"API token is invalid."}')).toBe("API token is invalid.");
    expect(providerSays('{"error":{"code":401,"message":"Bad creds"}}')).toBe("Bad creds");
    expect(providerSays('{"error_summary":"invalid_access_token/"}')).toBe("invalid_access_token/");
    expect(providerSays('{"errors":[{"message":"Not Authorized"}]}')).toBe("Not Authorized");
    expect(providerSays('{"err":"Token invalid","ECODE":"OAUTH_025"}')).toBe("Token invalid");
    expect(providerSays("invalid_token")).toBe("invalid_token");
    expect(providerSays("<html><body>Bad gateway</body></html>")).toBeUndefined();
    expect(providerSays("")).toBeUndefined();
  });
});
