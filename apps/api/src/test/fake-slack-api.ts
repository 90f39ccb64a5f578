/**
 * Slack's side of the assistant, faked on loopback with node:http as Slack documents it: an
 * incoming webhook (`POST /services/…`, answers "ok"), a command's or a button's `response_url`
 * (`POST /commands/…`, `/actions/…`: a JSON message with `text` or `blocks`, answers "ok"), and
 * `chat.postEphemeral` (`POST /api/chat.postEphemeral` with the bot token as a Bearer and a JSON
 * `channel`, `user` and `text`; `{ ok: false, error: "invalid_auth" }` otherwise), and
 * `chat.postMessage` (the same, with a `channel` — a user id for a direct message — and `text`;
 * api.slack.com/methods/chat.postMessage). Anything else
 * is a 404, and a request that does not match its documented shape a 400, so a passing test also
 * proves the request was built right.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export const FAKE_BOT_TOKEN = "xoxb-fake-bot-0012";

export interface SlackReceived {
  path: string;
  headers: IncomingHttpHeaders;
  json: Record<string, unknown>;
}

export interface FakeSlackApi {
  url: string;
  received: SlackReceived[];
  close(): Promise<void>;
}

export async function startFakeSlackApi(): Promise<FakeSlackApi> {
  const received: SlackReceived[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const path = req.url ?? "";
      const send = (status: number, text: string, type = "text/plain") => {
        res.writeHead(status, { "content-type": type });
        res.end(text);
      };
      if (req.method !== "POST") return send(405, "method_not_allowed");
      if (path.startsWith("/services/")) return send(200, "ok");
      let json: Record<string, unknown>;
      try {
        json = JSON.parse(body) as Record<string, unknown>;
      } catch {
        return send(400, "invalid_payload");
      }
      if (!String(req.headers["content-type"]).startsWith("application/json")) {
        return send(400, "invalid_payload");
      }
      if (/^\/(commands|actions)\/[A-Za-z0-9/_-]+$/.test(path)) {
        if (typeof json.text !== "string" && !Array.isArray(json.blocks)) {
          return send(400, "no_text");
        }
        received.push({ path, headers: req.headers, json });
        return send(200, "ok");
      }
      if (path === "/api/chat.postEphemeral" || path === "/api/chat.postMessage") {
        const reply = (payload: object) => send(200, JSON.stringify(payload), "application/json");
        if (req.headers.authorization !== `Bearer ${FAKE_BOT_TOKEN}`) {
          return reply({ ok: false, error: "invalid_auth" });
        }
        const ephemeral = path === "/api/chat.postEphemeral";
        if (typeof json.channel !== "string" || (ephemeral && typeof json.user !== "string")) {
          return reply({ ok: false, error: "channel_not_found" });
        }
        if (typeof json.text !== "string") return reply({ ok: false, error: "no_text" });
        received.push({ path, headers: req.headers, json });
        return reply({ ok: true, message_ts: "1700000000.000100" });
      }
      return send(404, "not_found");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
