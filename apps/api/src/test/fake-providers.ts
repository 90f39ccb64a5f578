/**
 * The ten providers, faked on loopback with node:http, answering as each real API does (paths,
 * methods, auth headers and bodies of their documentation). A request whose credentials are
 * not the expected ones is refused with 401 as the real service would, so a passing test also
 * proves Cairn built the request right. Each provider is switched between modes:
 * - ok: the documented success answer;
 * - unauthorized: the provider's 401, echoing the credential it received (a careless provider;
 *   Cairn must not let it reach a log);
 * - silent: takes the request and never answers it (until `reset()` or `stop()` drop it), so a
 *   call ends only by its caller's own time limit, and one that ended at all proves that limit;
 * - malformed: 200 with an HTML page (plus the credential), not what the API sends;
 * - unavailable: 503.
 * Malformed and unavailable answer before any check of the credentials, as a gateway in front
 * of the API would. `dropped` counts the calls a caller gave up on while the fake held them.
 * Slack and Teams can also fail a number of times before succeeding (`failTimes`).
 */
import {
  createServer,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { INTEGRATION_NAMES } from "@cairn/schema/constants";
import { type IntegrationName, integrationSlug } from "@cairn/schema/integration-settings";

export type FakeMode = "ok" | "unauthorized" | "silent" | "malformed" | "unavailable";

export interface Received {
  provider: IntegrationName;
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Credentials the fake accepts, and the settings that carry them. */
export const FAKE_SETTINGS: Record<IntegrationName, Record<string, string | boolean>> = {
  Notion: {
    integrationSecret: "ntn_fake_notion_secret_0001",
    pageUrl: "https://www.notion.so/Team-Hub-0123456789abcdef",
    syncProjects: true,
  },
  Trello: { apiKey: "trello-fake-key-0002", token: "trello-fake-token-0003" },
  "Monday.com": { apiKey: "monday-fake-token-0004", boardId: "123456" },
  ClickUp: { apiKey: "pk_fake_clickup_0005", teamId: "9001" },
  Jira: {
    siteUrl: "https://acme.atlassian.net",
    email: "ops@acme.example",
    apiToken: "jira-fake-token-0006",
  },
  Asana: { personalAccessToken: "2/fake-asana-pat-0007", workspaceId: "1201" },
  Slack: { webhookUrl: "https://hooks.slack.com/services/T0FAKE/B0FAKE/fakeslack0008" },
  "Microsoft Teams": {
    webhookUrl: "https://acme.webhook.office.com/webhookb2/fake-teams-0009/IncomingWebhook/x/y",
  },
  "Google Drive": { accessToken: "ya29.fake-drive-token-0010", folderId: "1AbC_folder" },
  Dropbox: { accessToken: "sl.fake-dropbox-token-0011", folderPath: "/Cairn" },
};

interface Incoming {
  headers: IncomingHttpHeaders;
  body: string;
  path: string;
}

interface Route {
  method: string;
  path: (path: string) => boolean;
  /** The Authorization header (or the whole request) the real service would accept. */
  accepts: (request: Incoming, settings: Record<string, unknown>) => boolean;
  ok: string;
  unauthorized: (credential: string) => { status: number; body: string };
}

const bearer = (key: string) => (r: Incoming, s: Record<string, unknown>) =>
  r.headers.authorization === `Bearer ${String(s[key])}`;

function json(body: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(body);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A webhook is its URL: the request must come to the configured path. */
const webhookPath = (r: Incoming, s: Record<string, unknown>) =>
  r.path === new URL(String(s.webhookUrl)).pathname &&
  r.headers["content-type"] === "application/json";

const ROUTES: Record<IntegrationName, Route> = {
  Notion: {
    method: "GET",
    path: (p) => p === "/v1/users/me",
    accepts: (r, s) =>
      bearer("integrationSecret")(r, s) && r.headers["notion-version"] === "2022-06-28",
    ok: JSON.stringify({
      object: "user",
      id: "16d84278-ab0e-484c-9bdd-b35da3bd8905",
      name: "Cairn Sync",
      avatar_url: null,
      type: "bot",
      bot: { owner: { type: "workspace", workspace: true }, workspace_name: "Acme" },
    }),
    unauthorized: (credential) => ({
      status: 401,
      body: JSON.stringify({
        object: "error",
        status: 401,
        code: "unauthorized",
        message: `API token is invalid: ${credential}`,
      }),
    }),
  },
  Trello: {
    method: "GET",
    path: (p) => p === "/1/members/me",
    accepts: (r, s) =>
      r.headers.authorization ===
      `OAuth oauth_consumer_key="${String(s.apiKey)}", oauth_token="${String(s.token)}"`,
    ok: JSON.stringify({ id: "5abbe4b7ddc1b351ef961414", username: "ops", fullName: "Acme Ops" }),
    unauthorized: (credential) => ({ status: 401, body: `invalid token ${credential}` }),
  },
  "Monday.com": {
    method: "POST",
    path: (p) => p === "/v2",
    accepts: (r, s) =>
      r.headers.authorization === String(s.apiKey) &&
      r.headers["content-type"] === "application/json" &&
      /\bme\s*\{/.test(String(json(r.body).query)),
    ok: JSON.stringify({
      data: { me: { id: "4012689", name: "Acme Ops", email: "ops@acme.example" } },
      account_id: 1234,
    }),
    unauthorized: (credential) => ({
      status: 401,
      body: JSON.stringify({ errors: [{ message: `Not Authenticated (${credential})` }] }),
    }),
  },
  ClickUp: {
    method: "GET",
    path: (p) => p === "/api/v2/team",
    accepts: (r, s) => r.headers.authorization === String(s.apiKey),
    ok: JSON.stringify({ teams: [{ id: "9001", name: "Acme", color: "#536cfe", members: [] }] }),
    unauthorized: (credential) => ({
      status: 401,
      body: JSON.stringify({ err: `Token invalid: ${credential}`, ECODE: "OAUTH_025" }),
    }),
  },
  Jira: {
    method: "GET",
    path: (p) => p === "/rest/api/3/myself",
    accepts: (r, s) =>
      r.headers.authorization ===
      `Basic ${Buffer.from(`${String(s.email)}:${String(s.apiToken)}`).toString("base64")}`,
    ok: JSON.stringify({
      accountId: "5b10a2844c20165700ede21g",
      displayName: "Acme Ops",
      emailAddress: "ops@acme.example",
      active: true,
    }),
    unauthorized: (credential) => ({
      status: 401,
      body: JSON.stringify({
        errorMessages: [],
        message: `Client must be authenticated ${credential}`,
      }),
    }),
  },
  Asana: {
    method: "GET",
    path: (p) => p === "/api/1.0/users/me",
    accepts: bearer("personalAccessToken"),
    ok: JSON.stringify({
      data: {
        gid: "12345",
        name: "Acme Ops",
        email: "ops@acme.example",
        resource_type: "user",
        workspaces: [{ gid: "1201", name: "Acme", resource_type: "workspace" }],
      },
    }),
    unauthorized: (credential) => ({
      status: 401,
      body: JSON.stringify({ errors: [{ message: `Not Authorized ${credential}` }] }),
    }),
  },
  Slack: {
    method: "POST",
    path: (p) => p.startsWith("/services/"),
    accepts: (r, s) => webhookPath(r, s) && typeof json(r.body).text === "string",
    ok: "ok",
    unauthorized: () => ({ status: 403, body: "invalid_token" }),
  },
  "Microsoft Teams": {
    method: "POST",
    path: (p) => p.startsWith("/webhookb2/"),
    accepts: (r, s) => {
      const attachments = json(r.body).attachments;
      const first: unknown = Array.isArray(attachments) ? attachments[0] : undefined;
      return (
        webhookPath(r, s) &&
        (first as { contentType?: unknown } | undefined)?.contentType ===
          "application/vnd.microsoft.card.adaptive"
      );
    },
    ok: "",
    unauthorized: () => ({ status: 401, body: "" }),
  },
  "Google Drive": {
    method: "GET",
    path: (p) => p === "/drive/v3/about",
    accepts: bearer("accessToken"),
    ok: JSON.stringify({
      user: {
        kind: "drive#user",
        displayName: "Acme Ops",
        emailAddress: "ops@acme.example",
        me: true,
      },
    }),
    unauthorized: (credential) => ({
      status: 401,
      body: JSON.stringify({
        error: {
          code: 401,
          message: `Request had invalid authentication credentials: ${credential}`,
          status: "UNAUTHENTICATED",
        },
      }),
    }),
  },
  Dropbox: {
    method: "POST",
    path: (p) => p === "/2/users/get_current_account",
    accepts: (r, s) => bearer("accessToken")(r, s) && r.body === "",
    ok: JSON.stringify({
      account_id: "dbid:AAH4f99T0taONIb-OurWxbNQ6ywGRopQngc",
      name: { given_name: "Acme", surname: "Ops", display_name: "Acme Ops" },
      email: "ops@acme.example",
    }),
    unauthorized: (credential) => ({
      status: 401,
      body: JSON.stringify({ error_summary: `invalid_access_token/ ${credential}`, error: {} }),
    }),
  },
};

export class FakeProviders {
  readonly received: Received[] = [];
  readonly modes = new Map<IntegrationName, FakeMode>();
  /** Settings whose credentials the fake accepts (tests may plant other values). */
  readonly settings = new Map<IntegrationName, Record<string, unknown>>(
    Object.entries(FAKE_SETTINGS) as [IntegrationName, Record<string, unknown>][],
  );
  /** Slack/Teams: answer 503 this many times before the mode applies. */
  readonly failTimes = new Map<IntegrationName, number>();
  /** Calls held in silent mode that their caller gave up on (closed unanswered), by provider. */
  readonly dropped = new Map<IntegrationName, number>();
  #held = new Set<ServerResponse>();
  #server: Server | undefined;
  #origin = "";

  get origin(): string {
    return this.#origin;
  }

  /** INTEGRATION_BASE_URLS pointing every provider at this server. */
  baseUrlsEnv(): string {
    return JSON.stringify(
      Object.fromEntries(INTEGRATION_NAMES.map((name) => [integrationSlug(name), this.#origin])),
    );
  }

  of(provider: IntegrationName): Received[] {
    return this.received.filter((request) => request.provider === provider);
  }

  async start(): Promise<void> {
    this.#server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8");
        const url = new URL(req.url ?? "/", "http://fake");
        const entry = (Object.entries(ROUTES) as [IntegrationName, Route][]).find(
          ([, route]) => route.method === req.method && route.path(url.pathname),
        );
        if (!entry) {
          res.writeHead(404).end("no such route on the fake");
          return;
        }
        const [provider, route] = entry;
        this.received.push({
          provider,
          method: req.method ?? "",
          path: url.pathname + url.search,
          headers: req.headers,
          body,
        });
        const send = (status: number, text: string) => {
          res.writeHead(status, {
            "content-type": text.startsWith("{") ? "application/json" : "text/plain",
          });
          res.end(text);
        };
        const credential = req.headers.authorization ?? url.pathname;
        const pendingFailures = this.failTimes.get(provider) ?? 0;
        if (pendingFailures > 0) {
          this.failTimes.set(provider, pendingFailures - 1);
          send(503, "temporarily unavailable");
          return;
        }
        const mode = this.modes.get(provider) ?? "ok";
        const accepted = route.accepts(
          { headers: req.headers, body, path: url.pathname },
          this.settings.get(provider) ?? {},
        );
        // Teams Workflows accept with 202 and no body; the others answer 200.
        const success = () => send(provider === "Microsoft Teams" ? 202 : 200, route.ok);
        const refuse = () => {
          const refusal = route.unauthorized(credential);
          send(refusal.status, refusal.body);
        };
        // A gateway in front of the API answers malformed or unavailable before any auth.
        if (mode === "unauthorized") refuse();
        else if (mode === "malformed") {
          send(200, `<html><body>Gateway says hello ${credential}</body></html>`);
        } else if (mode === "unavailable") {
          send(503, JSON.stringify({ message: "Service Unavailable" }));
        } else if (mode === "silent") {
          this.#held.add(res);
          res.on("close", () => {
            // Closed by the caller, not by reset() or stop(): a call it gave up on.
            if (this.#held.delete(res)) {
              this.dropped.set(provider, (this.dropped.get(provider) ?? 0) + 1);
            }
          });
        } else if (accepted) success();
        else refuse();
      });
    });
    // A restart takes the same port, so apps configured with the origin find it again.
    const port = this.#origin ? Number(new URL(this.#origin).port) : 0;
    await new Promise<void>((resolve) => this.#server?.listen(port, "127.0.0.1", resolve));
    const address = this.#server.address() as AddressInfo;
    this.#origin = `http://127.0.0.1:${address.port}`;
  }

  reset(): void {
    this.received.length = 0;
    this.#dropHeld();
    this.dropped.clear();
    this.modes.clear();
    this.failTimes.clear();
    this.settings.clear();
    for (const [name, value] of Object.entries(FAKE_SETTINGS)) {
      this.settings.set(name as IntegrationName, value);
    }
  }

  /** Ends the calls held in silent mode, unanswered. */
  #dropHeld(): void {
    const held = [...this.#held];
    this.#held.clear();
    for (const res of held) res.destroy();
  }

  async stop(): Promise<void> {
    this.#dropHeld();
    this.#server?.closeAllConnections();
    await new Promise<void>((resolve) => this.#server?.close(() => resolve()) ?? resolve());
  }
}
