/**
 * The six tools a project is pushed into, faked on loopback (node:http) as their APIs document
 * the calls a push makes (docs/tool-push.md): method, path, auth header, content type and body
 * fields are checked, and a call that breaks the contract is answered 400 and kept in
 * `problems` (a test asserts there are none). What a call creates is kept in `records`, with the
 * ids and links the real API answers, so a test can count one record per Cairn record.
 *
 * Told to, a tool answers 500 from its Nth create on (`failFrom`), 429 with `Retry-After: 1`
 * once (`rateLimitOnce`), or refuses the create of one named record (`refuse`: 400, or for
 * Monday.com's GraphQL a 200 with `errors`, as it answers).
 */
import { randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { INTEGRATION_NAMES } from "@cairn/schema/constants";
import { integrationSlug } from "@cairn/schema/integration-settings";
import type { PushTool } from "@cairn/schema/tool-stack";
import { FAKE_SETTINGS } from "./fake-providers.js";

export interface FakeRecord {
  tool: PushTool;
  type: string;
  id: string;
  /** The record it was made in (board, list, project…). */
  parent: string | null;
  name: string;
  fields: Record<string, unknown>;
  /** Where an update moved it (a card's list, a task's section). */
  movedTo?: string;
}

export interface ToolRequest {
  tool: PushTool;
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
  at: number;
  status: number;
}

/** The Jira project, Asana workspace, ClickUp space and Notion page the fake knows. */
export const FAKE_TARGETS = {
  jiraProjectKey: "PMO",
  asanaWorkspaceId: "1201",
  clickupSpaceId: "555",
  notionParentPageId: "0123456789abcdef0123456789abcdef",
  mondayWorkspaceId: "42",
} as const;

/** The statuses of a new ClickUp list (the space's defaults): no "review". */
export const CLICKUP_STATUSES = [
  { status: "to do", type: "open", orderindex: 0, color: "#d3d3d3" },
  { status: "in progress", type: "custom", orderindex: 1, color: "#4194f6" },
  { status: "complete", type: "closed", orderindex: 2, color: "#6bc950" },
];

type Body = Record<string, unknown>;
type Answer = { status: number; body: unknown };

class ContractBroken extends Error {}

const obj = (value: unknown): Body =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Body) : {};
const str = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";
const isDay = (value: unknown) => typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);

function need(condition: unknown, what: string): asserts condition {
  if (!condition) throw new ContractBroken(what);
}

interface Route {
  tool: PushTool;
  method: "GET" | "POST" | "PUT" | "PATCH";
  path: RegExp;
  /** A call that makes a record (counted for failFrom, rateLimitOnce, refuse). */
  creates: boolean | ((body: Body) => boolean);
  /** The name of the record the call would make (for `refuse`). */
  nameOf?: (body: Body) => string | undefined;
  handle: (match: RegExpExecArray, body: Body) => Answer;
}

export class FakeToolApis {
  readonly received: ToolRequest[] = [];
  readonly records: FakeRecord[] = [];
  readonly problems: string[] = [];
  /** The records changed by update calls, in order. */
  readonly updates: { tool: PushTool; id: string }[] = [];
  /** Called as a record is made, before it is answered (a test stops a runner here). */
  onCreate: ((record: FakeRecord) => void) | undefined;
  #failFrom: { tool: PushTool; nth: number; seen: number } | undefined;
  #rateLimitOnce = new Set<PushTool>();
  #refuse: { tool: PushTool; name: string } | undefined;
  #refuseUpdates = new Set<PushTool>();
  #server: Server | undefined;
  #origin = "";
  #counter = 1000;

  /** From the Nth create of this tool on (1 = the next one), answer 500 until `healthy()`. */
  failFrom(tool: PushTool, nth: number): void {
    this.#failFrom = { tool, nth, seen: 0 };
  }

  rateLimitOnce(tool: PushTool): void {
    this.#rateLimitOnce.add(tool);
  }

  /** Refuse the create of the record of this name (a task), every time. */
  refuse(tool: PushTool, name: string): void {
    this.#refuse = { tool, name };
  }

  /** Forgets everything: a new suite starts with empty tools. */
  reset(): void {
    this.healthy();
    this.received.length = 0;
    this.records.length = 0;
    this.problems.length = 0;
    this.updates.length = 0;
    this.onCreate = undefined;
  }

  /** Refuse every update call of this tool (400; Monday.com: 200 with `errors`). */
  refuseUpdates(tool: PushTool): void {
    this.#refuseUpdates.add(tool);
  }

  healthy(): void {
    this.#refuseUpdates.clear();
    this.#failFrom = undefined;
    this.#rateLimitOnce.clear();
    this.#refuse = undefined;
  }

  of(tool: PushTool, type?: string): FakeRecord[] {
    return this.records.filter(
      (record) => record.tool === tool && (type === undefined || record.type === type),
    );
  }

  requests(tool: PushTool): ToolRequest[] {
    return this.received.filter((request) => request.tool === tool);
  }

  /** INTEGRATION_BASE_URLS: the six tools here, every other integration nowhere. */
  baseUrlsEnv(): string {
    const tools = new Set(["trello", "jira", "asana", "clickup", "notion", "monday-com"]);
    return JSON.stringify(
      Object.fromEntries(
        INTEGRATION_NAMES.map((name) => [
          integrationSlug(name),
          tools.has(integrationSlug(name)) ? this.#origin : "http://127.0.0.1:9",
        ]),
      ),
    );
  }

  async start(): Promise<void> {
    this.#server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        const answer = this.#answer(req.method ?? "", req.url ?? "/", req.headers, text);
        const headers: Record<string, string> = { "content-type": "application/json" };
        if (answer.status === 429) headers["retry-after"] = "1";
        if (answer.status === 204) res.writeHead(204).end();
        else res.writeHead(answer.status, headers).end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => this.#server?.listen(0, "127.0.0.1", resolve));
    this.#origin = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.#server?.closeAllConnections();
    await new Promise<void>((resolve) => this.#server?.close(() => resolve()) ?? resolve());
  }

  #answer(method: string, rawUrl: string, headers: IncomingHttpHeaders, text: string): Answer {
    const url = new URL(rawUrl, "http://fake");
    let route: Route | undefined;
    let match: RegExpExecArray | null = null;
    for (const candidate of this.#routes) {
      match = candidate.method === method ? candidate.path.exec(url.pathname) : null;
      if (match) {
        route = candidate;
        break;
      }
    }
    if (!route || !match) {
      this.problems.push(`no such call: ${method} ${url.pathname}`);
      return { status: 404, body: { message: "no such route on the fake" } };
    }
    let body: Body = {};
    if (text !== "") {
      try {
        body = obj(JSON.parse(text));
      } catch {
        this.problems.push(`${route.tool}: a body that is not JSON`);
      }
    }
    const request: ToolRequest = {
      tool: route.tool,
      method,
      path: url.pathname + url.search,
      headers,
      body,
      at: Date.now(),
      status: 0,
    };
    this.received.push(request);
    const answer = this.#serve(route, match, headers, body);
    request.status = answer.status;
    return answer;
  }

  #serve(route: Route, match: RegExpExecArray, headers: IncomingHttpHeaders, body: Body): Answer {
    if (!this.#authorised(route.tool, headers)) {
      return { status: 401, body: { message: "Unauthorized" } };
    }
    if (route.method !== "GET" && !headers["content-type"]?.startsWith("application/json")) {
      this.problems.push(`${route.tool}: a ${route.method} without Content-Type: application/json`);
      return { status: 415, body: { message: "Unsupported Media Type" } };
    }
    const creates = typeof route.creates === "function" ? route.creates(body) : route.creates;
    const isMondayQuery =
      route.tool === "monday-com" && !/^\s*mutation/.test(String(body.query ?? ""));
    if (
      !creates &&
      route.method !== "GET" &&
      !isMondayQuery &&
      this.#refuseUpdates.has(route.tool)
    ) {
      return route.tool === "monday-com"
        ? { status: 200, body: { errors: [{ message: "This change is not allowed here" }] } }
        : { status: 400, body: { message: "This change is not allowed here" } };
    }
    if (creates) {
      if (this.#rateLimitOnce.delete(route.tool)) {
        return { status: 429, body: { message: "Rate limit exceeded" } };
      }
      const failing = this.#failFrom;
      if (failing?.tool === route.tool) {
        failing.seen += 1;
        if (failing.seen >= failing.nth) {
          return { status: 500, body: { message: "Internal Server Error" } };
        }
      }
      const refused = this.#refuse;
      if (refused?.tool === route.tool && route.nameOf?.(body) === refused.name) {
        return route.tool === "monday-com"
          ? { status: 200, body: { errors: [{ message: "Item name is not allowed here" }] } }
          : { status: 400, body: { message: `The name "${refused.name}" is not allowed here` } };
      }
    }
    try {
      return route.handle(match, body);
    } catch (error) {
      if (!(error instanceof ContractBroken)) throw error;
      this.problems.push(`${route.tool} ${route.method} ${match[0]}: ${error.message}`);
      return { status: 400, body: { message: error.message } };
    }
  }

  #authorised(tool: PushTool, headers: IncomingHttpHeaders): boolean {
    const auth = headers.authorization;
    switch (tool) {
      case "trello": {
        const { apiKey, token } = FAKE_SETTINGS.Trello;
        return auth === `OAuth oauth_consumer_key="${apiKey}", oauth_token="${token}"`;
      }
      case "jira": {
        const { email, apiToken } = FAKE_SETTINGS.Jira;
        return auth === `Basic ${Buffer.from(`${email}:${apiToken}`).toString("base64")}`;
      }
      case "asana":
        return auth === `Bearer ${FAKE_SETTINGS.Asana.personalAccessToken}`;
      case "clickup":
        return auth === FAKE_SETTINGS.ClickUp.apiKey;
      case "notion":
        return (
          auth === `Bearer ${FAKE_SETTINGS.Notion.integrationSecret}` &&
          headers["notion-version"] === "2022-06-28"
        );
      case "monday-com":
        return auth === FAKE_SETTINGS["Monday.com"].apiKey;
    }
  }

  #make(
    tool: PushTool,
    type: string,
    parent: string | null,
    name: string,
    fields: Body,
    id = String(++this.#counter),
  ): FakeRecord {
    const record: FakeRecord = { tool, type, id, parent, name, fields };
    this.onCreate?.(record);
    this.records.push(record);
    return record;
  }

  /** Changes a record as an update call does; counts stay one per Cairn record. */
  #update(record: FakeRecord, fields: Body, name = record.name): void {
    record.fields = { ...record.fields, ...fields };
    record.name = name;
    this.updates.push({ tool: record.tool, id: record.id });
  }

  #find(tool: PushTool, type: string, id: unknown): FakeRecord | undefined {
    return this.records.find(
      (record) => record.tool === tool && record.type === type && record.id === id,
    );
  }

  readonly #routes: Route[] = [
    // Saving settings and switching a tool on test its connection: its "who am I" call.
    ...(
      [
        [
          "trello",
          /^\/1\/members\/me$/,
          { id: "5abbe4b7ddc1b351ef961414", username: "ops", fullName: "Acme Ops" },
        ],
        [
          "jira",
          /^\/rest\/api\/3\/myself$/,
          { accountId: "5b10a2844c20165700ede21g", displayName: "Acme Ops" },
        ],
        [
          "asana",
          /^\/api\/1\.0\/users\/me$/,
          {
            data: {
              gid: "12345",
              name: "Acme Ops",
              workspaces: [{ gid: FAKE_TARGETS.asanaWorkspaceId, name: "Acme" }],
            },
          },
        ],
        ["clickup", /^\/api\/v2\/team$/, { teams: [{ id: "9001", name: "Acme", members: [] }] }],
        [
          "notion",
          /^\/v1\/users\/me$/,
          {
            object: "user",
            id: "16d84278-ab0e-484c-9bdd-b35da3bd8905",
            name: "Cairn Sync",
            type: "bot",
            bot: {},
          },
        ],
      ] as const
    ).map(
      ([tool, path, answer]): Route => ({
        tool,
        method: "GET",
        path,
        creates: false,
        handle: () => ({ status: 200, body: answer }),
      }),
    ),
    // Trello: https://developer.atlassian.com/cloud/trello/rest/
    {
      tool: "trello",
      method: "POST",
      path: /^\/1\/boards\/?$/,
      creates: true,
      nameOf: (b) => b.name as string,
      handle: (_, b) => {
        need(str(b.name), "name is required");
        need(b.defaultLists === false, "defaultLists must be false: Cairn makes its own lists");
        const id = randomBytes(12).toString("hex");
        const short = randomBytes(4).toString("hex");
        this.#make("trello", "board", null, b.name, b, id);
        return {
          status: 200,
          body: {
            id,
            name: b.name,
            url: `https://trello.com/b/${short}/board`,
            shortUrl: `https://trello.com/b/${short}`,
          },
        };
      },
    },
    {
      tool: "trello",
      method: "POST",
      path: /^\/1\/boards\/([^/]+)\/lists$/,
      creates: true,
      nameOf: (b) => b.name as string,
      handle: (m, b) => {
        need(this.#find("trello", "board", m[1]), "no such board");
        need(str(b.name), "name is required");
        const list = this.#make("trello", "list", m[1] ?? null, b.name, b);
        return { status: 200, body: { id: list.id, name: b.name, idBoard: m[1], closed: false } };
      },
    },
    {
      tool: "trello",
      method: "POST",
      path: /^\/1\/boards\/([^/]+)\/labels$/,
      creates: true,
      nameOf: (b) => b.name as string,
      handle: (m, b) => {
        need(this.#find("trello", "board", m[1]), "no such board");
        need(str(b.name), "name is required");
        const colours = ["green", "yellow", "orange", "red", "purple", "blue", "sky", "lime"];
        need(b.color === null || colours.includes(String(b.color)), "color is not a Trello colour");
        const label = this.#make("trello", "label", m[1] ?? null, b.name, b);
        return { status: 200, body: { id: label.id, idBoard: m[1], name: b.name, color: b.color } };
      },
    },
    {
      tool: "trello",
      method: "POST",
      path: /^\/1\/cards$/,
      creates: true,
      nameOf: (b) => b.name as string,
      handle: (_, b) => {
        const list = this.#find("trello", "list", b.idList);
        need(list, "idList names no list");
        need(str(b.name), "name is required");
        need(typeof b.desc === "string", "desc must be text");
        need(b.due === null || !Number.isNaN(Date.parse(String(b.due))), "due must be a date");
        need(
          Array.isArray(b.idLabels) &&
            b.idLabels.every((id) => this.#find("trello", "label", id)?.parent === list.parent),
          "idLabels must be labels of the card's board",
        );
        const card = this.#make("trello", "card", list.id, b.name, b);
        return {
          status: 200,
          body: {
            id: card.id,
            name: b.name,
            idList: list.id,
            url: `https://trello.com/c/${card.id}/card`,
            shortUrl: `https://trello.com/c/${card.id}`,
          },
        };
      },
    },
    {
      tool: "trello",
      method: "POST",
      path: /^\/1\/checklists$/,
      creates: true,
      nameOf: (b) => b.name as string,
      handle: (_, b) => {
        need(this.#find("trello", "card", b.idCard), "idCard names no card");
        need(str(b.name), "name is required");
        const made = this.#make("trello", "checklist", String(b.idCard), b.name, b);
        return {
          status: 200,
          body: { id: made.id, idCard: b.idCard, name: b.name, checkItems: [] },
        };
      },
    },
    {
      tool: "trello",
      method: "POST",
      path: /^\/1\/checklists\/([^/]+)\/checkItems$/,
      creates: true,
      nameOf: (b) => b.name as string,
      handle: (m, b) => {
        need(this.#find("trello", "checklist", m[1]), "no such checklist");
        need(str(b.name), "name is required");
        need(
          b.checked === undefined || typeof b.checked === "boolean",
          "checked must be true or false",
        );
        const made = this.#make("trello", "checkItem", m[1] ?? null, b.name, b);
        return {
          status: 200,
          body: {
            id: made.id,
            name: b.name,
            idChecklist: m[1],
            state: b.checked ? "complete" : "incomplete",
          },
        };
      },
    },
    // Jira Cloud: https://developer.atlassian.com/cloud/jira/platform/rest/v3/api-group-issues/
    {
      tool: "jira",
      method: "POST",
      path: /^\/rest\/api\/3\/issue$/,
      creates: true,
      nameOf: (b) => obj(b.fields).summary as string,
      handle: (_, b) => {
        const fields = obj(b.fields);
        need(
          obj(fields.project).key === FAKE_TARGETS.jiraProjectKey,
          "fields.project.key names no project",
        );
        const type = obj(fields.issuetype).name;
        need(
          ["Epic", "Task", "Story"].includes(String(type)),
          "fields.issuetype.name names no issue type",
        );
        need(str(fields.summary), "fields.summary is required");
        const description = obj(fields.description);
        need(
          description.type === "doc" && description.version === 1,
          "fields.description must be an ADF document",
        );
        need(
          fields.duedate === undefined || isDay(fields.duedate),
          "fields.duedate must be YYYY-MM-DD",
        );
        need(
          fields.priority === undefined ||
            ["Highest", "High", "Medium", "Low", "Lowest"].includes(
              String(obj(fields.priority).name),
            ),
          "fields.priority.name names no priority",
        );
        need(
          fields.labels === undefined ||
            (Array.isArray(fields.labels) &&
              fields.labels.every((l) => typeof l === "string" && !/\s/.test(l))),
          "fields.labels must be words without spaces",
        );
        const parentKey = fields.parent === undefined ? null : obj(fields.parent).key;
        need(
          parentKey === null || this.#find("jira", "Epic", parentKey),
          "fields.parent.key names no Epic",
        );
        const number = this.records.filter((record) => record.tool === "jira").length + 1;
        const key = `${FAKE_TARGETS.jiraProjectKey}-${number}`;
        this.#make(
          "jira",
          String(type),
          parentKey === null ? null : String(parentKey),
          fields.summary,
          fields,
          key,
        );
        return {
          status: 201,
          body: {
            id: String(10000 + number),
            key,
            self: `https://acme.atlassian.net/rest/api/3/issue/${10000 + number}`,
          },
        };
      },
    },
    // Asana: https://developers.asana.com/reference/
    {
      tool: "asana",
      method: "POST",
      path: /^\/api\/1\.0\/projects$/,
      creates: true,
      nameOf: (b) => obj(b.data).name as string,
      handle: (_, b) => {
        const data = obj(b.data);
        need(str(data.name), "data.name is required");
        need(data.workspace === FAKE_TARGETS.asanaWorkspaceId, "data.workspace names no workspace");
        const made = this.#make("asana", "project", null, data.name, data);
        return {
          status: 201,
          body: {
            data: {
              gid: made.id,
              resource_type: "project",
              name: data.name,
              permalink_url: `https://app.asana.com/0/${made.id}/list`,
            },
          },
        };
      },
    },
    {
      tool: "asana",
      method: "POST",
      path: /^\/api\/1\.0\/projects\/(\d+)\/sections$/,
      creates: true,
      nameOf: (b) => obj(b.data).name as string,
      handle: (m, b) => {
        const data = obj(b.data);
        need(this.#find("asana", "project", m[1]), "no such project");
        need(str(data.name), "data.name is required");
        const made = this.#make("asana", "section", m[1] ?? null, data.name, data);
        return {
          status: 201,
          body: { data: { gid: made.id, resource_type: "section", name: data.name } },
        };
      },
    },
    {
      tool: "asana",
      method: "POST",
      path: /^\/api\/1\.0\/tasks$/,
      creates: true,
      nameOf: (b) => obj(b.data).name as string,
      handle: (_, b) => {
        const data = obj(b.data);
        need(str(data.name), "data.name is required");
        const projects = Array.isArray(data.projects) ? data.projects : [];
        need(
          projects.length === 1 && this.#find("asana", "project", projects[0]),
          "data.projects names no project",
        );
        need(
          data.due_on === undefined || data.due_on === null || isDay(data.due_on),
          "data.due_on must be YYYY-MM-DD",
        );
        const memberships = Array.isArray(data.memberships) ? data.memberships.map(obj) : [];
        need(
          memberships.every(
            (m) =>
              m.project === projects[0] &&
              this.#find("asana", "section", m.section)?.parent === m.project,
          ),
          "data.memberships must name sections of the task's project",
        );
        const type = data.resource_subtype === "milestone" ? "milestone" : "task";
        const made = this.#make("asana", type, String(projects[0]), data.name, data);
        return {
          status: 201,
          body: {
            data: {
              gid: made.id,
              resource_type: "task",
              name: data.name,
              permalink_url: `https://app.asana.com/0/${String(projects[0])}/${made.id}`,
            },
          },
        };
      },
    },
    {
      tool: "asana",
      method: "POST",
      path: /^\/api\/1\.0\/tasks\/(\d+)\/subtasks$/,
      creates: true,
      nameOf: (b) => obj(b.data).name as string,
      handle: (m, b) => {
        const data = obj(b.data);
        need(this.#find("asana", "task", m[1]), "no such task");
        need(str(data.name), "data.name is required");
        need(
          data.completed === undefined || typeof data.completed === "boolean",
          "data.completed must be true or false",
        );
        const made = this.#make("asana", "subtask", m[1] ?? null, data.name, data);
        return {
          status: 201,
          body: { data: { gid: made.id, resource_type: "task", name: data.name } },
        };
      },
    },
    // ClickUp: https://developer.clickup.com/reference/
    {
      tool: "clickup",
      method: "POST",
      path: /^\/api\/v2\/space\/(\d+)\/list$/,
      creates: true,
      nameOf: (b) => b.name as string,
      handle: (m, b) => {
        need(m[1] === FAKE_TARGETS.clickupSpaceId, "no such space");
        need(str(b.name), "name is required");
        const made = this.#make("clickup", "list", m[1] ?? null, b.name, b);
        return {
          status: 200,
          body: { id: made.id, name: b.name, space: { id: m[1] }, statuses: CLICKUP_STATUSES },
        };
      },
    },
    {
      tool: "clickup",
      method: "GET",
      path: /^\/api\/v2\/list\/(\d+)$/,
      creates: false,
      handle: (m) => {
        const list = this.#find("clickup", "list", m[1]);
        need(list, "no such list");
        return { status: 200, body: { id: list.id, name: list.name, statuses: CLICKUP_STATUSES } };
      },
    },
    {
      tool: "clickup",
      method: "POST",
      path: /^\/api\/v2\/list\/(\d+)\/task$/,
      creates: true,
      nameOf: (b) => b.name as string,
      handle: (m, b) => {
        need(this.#find("clickup", "list", m[1]), "no such list");
        need(str(b.name), "name is required");
        need(
          b.status === undefined || CLICKUP_STATUSES.some((s) => s.status === b.status),
          "status must be one of the list's statuses",
        );
        need(
          b.priority === undefined || [1, 2, 3, 4].includes(Number(b.priority)),
          "priority must be 1 to 4",
        );
        need(
          b.due_date === undefined || Number.isInteger(b.due_date),
          "due_date must be milliseconds",
        );
        need(
          b.markdown_description === undefined || typeof b.markdown_description === "string",
          "markdown_description must be text",
        );
        const made = this.#make(
          "clickup",
          "task",
          m[1] ?? null,
          b.name,
          b,
          `86${randomBytes(4).toString("hex")}`,
        );
        return {
          status: 200,
          body: {
            id: made.id,
            name: b.name,
            status: { status: b.status ?? "to do" },
            url: `https://app.clickup.com/t/${made.id}`,
          },
        };
      },
    },
    {
      tool: "clickup",
      method: "POST",
      path: /^\/api\/v2\/task\/([0-9a-z]+)\/checklist$/,
      creates: true,
      nameOf: (b) => b.name as string,
      handle: (m, b) => {
        need(this.#find("clickup", "task", m[1]), "no such task");
        need(str(b.name), "name is required");
        const made = this.#make("clickup", "checklist", m[1] ?? null, b.name, b, randomUUID());
        return {
          status: 200,
          body: { checklist: { id: made.id, task_id: m[1], name: b.name, items: [] } },
        };
      },
    },
    {
      tool: "clickup",
      method: "POST",
      path: /^\/api\/v2\/checklist\/([0-9a-f-]+)\/checklist_item$/,
      creates: true,
      nameOf: (b) => b.name as string,
      handle: (m, b) => {
        need(this.#find("clickup", "checklist", m[1]), "no such checklist");
        need(str(b.name), "name is required");
        this.#make("clickup", "checklistItem", m[1] ?? null, b.name, b, randomUUID());
        const items = this.of("clickup", "checklistItem")
          .filter((item) => item.parent === m[1])
          .map((item) => ({ id: item.id, name: item.name, resolved: false }));
        return { status: 200, body: { checklist: { id: m[1], items } } };
      },
    },
    // Notion (2022-06-28): https://developers.notion.com/reference/
    {
      tool: "notion",
      method: "POST",
      path: /^\/v1\/databases$/,
      creates: true,
      nameOf: (b) => richText(b.title),
      handle: (_, b) => {
        const parent = obj(b.parent);
        need(
          parent.type === "page_id" &&
            String(parent.page_id).replaceAll("-", "") === FAKE_TARGETS.notionParentPageId,
          "parent.page_id names no page shared with the integration",
        );
        const title = richText(b.title);
        need(title, "title must be rich text");
        const properties = obj(b.properties);
        need(obj(properties.Name).title !== undefined, "properties.Name must be the title");
        for (const key of ["Status", "Priority", "Milestone"]) {
          need(
            Array.isArray(obj(obj(properties[key]).select).options),
            `properties.${key} must be a select`,
          );
        }
        need(obj(properties.Due).date !== undefined, "properties.Due must be a date");
        const id = randomUUID();
        this.#make("notion", "database", String(parent.page_id), title, b, id);
        return {
          status: 200,
          body: { object: "database", id, url: `https://www.notion.so/${id.replaceAll("-", "")}` },
        };
      },
    },
    {
      tool: "notion",
      method: "POST",
      path: /^\/v1\/pages$/,
      creates: true,
      nameOf: (b) => richText(obj(obj(b.properties).Name).title),
      handle: (_, b) => {
        const parent = obj(b.parent);
        need(
          this.#find("notion", "database", parent.database_id),
          "parent.database_id names no database",
        );
        const properties = obj(b.properties);
        const name = richText(obj(properties.Name).title);
        need(name, "properties.Name.title must be rich text");
        need(str(obj(obj(properties.Status).select).name), "properties.Status must be a select");
        need(
          properties.Due === undefined || isDay(obj(obj(properties.Due).date).start),
          "properties.Due.date.start must be a date",
        );
        const children = Array.isArray(b.children) ? b.children : [];
        need(children.length <= 100, "children: at most 100 blocks");
        const id = randomUUID();
        this.#make("notion", "page", String(parent.database_id), name, b, id);
        return {
          status: 200,
          body: { object: "page", id, url: `https://www.notion.so/${id.replaceAll("-", "")}` },
        };
      },
    },

    // The update calls of the one-way sync after a push.
    {
      tool: "trello",
      method: "PUT",
      path: /^\/1\/cards\/([^/]+)$/,
      creates: false,
      handle: (m, b) => {
        const card = this.#find("trello", "card", m[1]);
        need(card, "no such card");
        const board = this.#find("trello", "list", card.parent)?.parent;
        need(str(b.name), "name must be text");
        need(b.due === null || !Number.isNaN(Date.parse(String(b.due))), "due must be a date");
        need(
          b.idList === undefined || this.#find("trello", "list", b.idList)?.parent === board,
          "idList must be a list of the card's board",
        );
        need(
          Array.isArray(b.idLabels) &&
            b.idLabels.every((id) => this.#find("trello", "label", id)?.parent === board),
          "idLabels must be labels of the card's board",
        );
        this.#update(card, b, b.name);
        if (typeof b.idList === "string") card.movedTo = b.idList;
        return {
          status: 200,
          body: { id: card.id, name: b.name, idList: b.idList ?? card.parent },
        };
      },
    },
    {
      tool: "jira",
      method: "PUT",
      path: /^\/rest\/api\/3\/issue\/([A-Z][A-Z0-9_]+-\d+)$/,
      creates: false,
      handle: (m, b) => {
        const issue = this.records.find((record) => record.tool === "jira" && record.id === m[1]);
        need(issue, "no such issue");
        const fields = obj(b.fields);
        need(str(fields.summary), "fields.summary must be text");
        need(
          fields.duedate === null || isDay(fields.duedate),
          "fields.duedate must be YYYY-MM-DD or null",
        );
        need(
          ["Highest", "High", "Medium", "Low", "Lowest"].includes(
            String(obj(fields.priority).name),
          ),
          "fields.priority.name names no priority",
        );
        this.#update(issue, fields, fields.summary);
        return { status: 204, body: null };
      },
    },
    {
      tool: "asana",
      method: "PUT",
      path: /^\/api\/1\.0\/tasks\/(\d+)$/,
      creates: false,
      handle: (m, b) => {
        const task = this.#find("asana", "task", m[1]);
        need(task, "no such task");
        const data = obj(b.data);
        need(str(data.name), "data.name must be text");
        need(data.due_on === null || isDay(data.due_on), "data.due_on must be YYYY-MM-DD or null");
        this.#update(task, data, data.name);
        return {
          status: 200,
          body: { data: { gid: task.id, resource_type: "task", name: data.name } },
        };
      },
    },
    {
      tool: "asana",
      method: "POST",
      path: /^\/api\/1\.0\/sections\/(\d+)\/addTask$/,
      creates: false,
      handle: (m, b) => {
        const section = this.#find("asana", "section", m[1]);
        need(section, "no such section");
        const task = this.#find("asana", "task", obj(b.data).task);
        need(task?.parent === section.parent, "data.task names no task of the section's project");
        task.movedTo = section.id;
        return { status: 200, body: { data: {} } };
      },
    },
    {
      tool: "clickup",
      method: "PUT",
      path: /^\/api\/v2\/task\/([0-9a-z]+)$/,
      creates: false,
      handle: (m, b) => {
        const task = this.#find("clickup", "task", m[1]);
        need(task, "no such task");
        need(str(b.name), "name must be text");
        need(
          b.status === undefined || CLICKUP_STATUSES.some((s) => s.status === b.status),
          "status must be one of the list's statuses",
        );
        need([1, 2, 3, 4].includes(Number(b.priority)), "priority must be 1 to 4");
        need(
          b.due_date === null || Number.isInteger(b.due_date),
          "due_date must be milliseconds or null",
        );
        this.#update(task, b, b.name);
        return {
          status: 200,
          body: { id: task.id, name: b.name, url: `https://app.clickup.com/t/${task.id}` },
        };
      },
    },
    {
      tool: "notion",
      method: "PATCH",
      path: /^\/v1\/pages\/([0-9a-f-]{36})$/,
      creates: false,
      handle: (m, b) => {
        const page = this.#find("notion", "page", m[1]);
        need(page, "no such page");
        const properties = obj(b.properties);
        const name = richText(obj(properties.Name).title);
        need(name, "properties.Name.title must be rich text");
        const due = obj(properties.Due).date;
        need(due === null || isDay(obj(due).start), "properties.Due.date must be a date or null");
        this.#update(page, { properties: { ...obj(page.fields.properties), ...properties } }, name);
        return {
          status: 200,
          body: {
            object: "page",
            id: page.id,
            url: `https://www.notion.so/${page.id.replaceAll("-", "")}`,
          },
        };
      },
    },
    // Monday.com GraphQL: https://developer.monday.com/api-reference/
    {
      tool: "monday-com",
      method: "POST",
      path: /^\/v2$/,
      // Only create_… mutations make records: not the connection test's `me` query, not updates.
      creates: (b) => /^\s*mutation[^{]*\{\s*create_/.test(String(b.query ?? "")),
      nameOf: (b) => obj(b.variables).name as string | undefined,
      handle: (_, b) => this.#monday(b),
    },
  ];

  #monday(b: Body): Answer {
    const query = String(b.query ?? "");
    if (/^\s*query\s*\{\s*me\s*\{/.test(query)) {
      return {
        status: 200,
        body: { data: { me: { id: "4012689", name: "Acme Ops", email: "ops@acme.example" } } },
      };
    }
    const v = obj(b.variables);
    const mutation =
      /\b(create_board|create_column|create_group|create_item|create_subitem|change_multiple_column_values)\s*\(/.exec(
        query,
      )?.[1];
    need(
      query.trim().startsWith("mutation") && mutation,
      "query must be one of the documented mutations",
    );
    const ok = (field: string, data: Body): Answer => ({
      status: 200,
      body: { data: { [field]: data }, account_id: 1234 },
    });
    switch (mutation) {
      case "create_board": {
        need(str(v.name), "board_name is required");
        need(/board_kind:\s*public/.test(query), "board_kind is required");
        need(
          v.workspace === null || v.workspace === FAKE_TARGETS.mondayWorkspaceId,
          "workspace_id names no workspace",
        );
        const made = this.#make("monday-com", "board", null, v.name, v);
        return ok(mutation, { id: made.id, url: `https://acme.monday.com/boards/${made.id}` });
      }
      case "create_column": {
        need(this.#find("monday-com", "board", v.board), "board_id names no board");
        need(["status", "date"].includes(String(v.type)), "column_type must be a ColumnType");
        const made = this.#make(
          "monday-com",
          "column",
          String(v.board),
          String(v.title),
          v,
          `${String(v.type)}_${++this.#counter}`,
        );
        return ok(mutation, { id: made.id });
      }
      case "create_group": {
        need(this.#find("monday-com", "board", v.board), "board_id names no board");
        need(str(v.name), "group_name is required");
        const made = this.#make(
          "monday-com",
          "group",
          String(v.board),
          v.name,
          v,
          `group_${++this.#counter}`,
        );
        return ok(mutation, { id: made.id });
      }
      case "create_item": {
        need(this.#find("monday-com", "board", v.board), "board_id names no board");
        need(
          v.group === null || this.#find("monday-com", "group", v.group)?.parent === v.board,
          "group_id names no group of the board",
        );
        need(str(v.name), "item_name is required");
        need(typeof v.values === "string", "column_values must be a JSON string");
        const values = obj(JSON.parse(String(v.values)));
        need(
          Object.keys(values).every(
            (id) => this.#find("monday-com", "column", id)?.parent === v.board,
          ),
          "column_values must name columns of the board",
        );
        need(
          /create_labels_if_missing:\s*true/.test(query),
          "status labels need create_labels_if_missing",
        );
        const made = this.#make("monday-com", "item", String(v.board), v.name, { ...v, values });
        return ok(mutation, {
          id: made.id,
          url: `https://acme.monday.com/boards/${String(v.board)}/pulses/${made.id}`,
        });
      }
      case "create_subitem": {
        need(this.#find("monday-com", "item", v.parent), "parent_item_id names no item");
        need(str(v.name), "item_name is required");
        const made = this.#make("monday-com", "subitem", String(v.parent), v.name, v);
        return ok(mutation, { id: made.id });
      }
      case "change_multiple_column_values": {
        const item = this.#find("monday-com", "item", v.item);
        need(item, "item_id names no item");
        need(item.parent === v.board, "item_id names no item of the board");
        need(typeof v.values === "string", "column_values must be a JSON string");
        const values = obj(JSON.parse(String(v.values)));
        need(
          Object.keys(values).every(
            (id) => id === "name" || this.#find("monday-com", "column", id)?.parent === v.board,
          ),
          "column_values must name columns of the board",
        );
        const { name, ...rest } = values;
        need(str(name), "name must be text");
        this.#update(item, { values: { ...obj(item.fields.values), ...rest } }, name);
        return ok(mutation, { id: item.id });
      }
      default:
        throw new ContractBroken("unknown mutation");
    }
  }
}

/** The plain text of a Notion rich-text array. */
function richText(value: unknown): string {
  if (!Array.isArray(value)) return "";
  return value
    .map((part) => {
      const content = obj(obj(part).text).content;
      return typeof content === "string" ? content : "";
    })
    .join("");
}
