import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, seededDataDir, startServer } from "../test/server-process.js";

/** Sends `bytes` of JSON body at once and answers what came back before the socket closed. */
function sendOversize(port: number, bytes: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
    });
    socket.on("error", () => resolve(answer));
    socket.on("close", () => resolve(answer));
    socket.on("connect", () => {
      const body = Buffer.alloc(bytes, "a");
      body.write('{"name":"', 0);
      socket.write(
        `POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${bytes}\r\n\r\n`,
      );
      socket.write(body, () => socket.end());
    });
  });
}

describe("a request body over the limit", () => {
  // A server process of its own, as `npm start` runs it: in the test's own process, client and
  // server share one event loop and the race that loses the answer does not happen.
  let server: ServerProcess | undefined;
  let port = 0;
  beforeAll(async () => {
    server = startServer({
      DATA_DIR: seededDataDir("cairn-413-"),
      DEMO_DATA: "false",
    });
    await server.waitForReady();
    port = Number(new URL(server.url()).port);
  });
  afterAll(() => {
    server?.child.kill("SIGKILL");
  });

  it("is answered 413 in the API's error shape on every one of 10 tries", async () => {
    for (let i = 0; i < 10; i++) {
      const answer = await sendOversize(port, 2 * 1024 * 1024);
      expect(answer, `try ${i + 1}`).toMatch(/^HTTP\/1\.1 413 /);
      const body = answer.slice(answer.indexOf("\r\n\r\n") + 4);
      expect(JSON.parse(body)).toMatchObject({
        error: "The request body is larger than the 1 MiB limit.",
        code: "PAYLOAD_TOO_LARGE",
      });
    }
  });

  it("reaches fetch as a 413 on every one of 10 tries, REST and /trpc alike", async () => {
    const body = Buffer.alloc(2 * 1024 * 1024, "a");
    for (let i = 0; i < 10; i++) {
      for (const path of ["/api/leads", "/trpc/leads.create"]) {
        const response = await fetch(`http://127.0.0.1:${port}${path}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        });
        expect(response.status, `${path}, try ${i + 1}`).toBe(413);
        expect(await response.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
      }
    }
  });
});
