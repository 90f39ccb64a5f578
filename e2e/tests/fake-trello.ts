/**
 * Trello's REST API (https://developer.atlassian.com/cloud/trello/rest/), faked on loopback for
 * the browser test of a push: the calls a push makes — a board, its lists and labels, cards,
 * checklists and their items — each checked for the OAuth header of the saved key and token, a
 * JSON body and the fields Trello requires, and answered with ids and links as Trello does.
 * A call that breaks the contract is a 400, and recorded in `problems`, so the test fails on it.
 * Each answer waits `delayMs`, so that the progress of a push can be seen.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";

export const FAKE_TRELLO_PORT = Number(process.env.E2E_FAKE_TRELLO_PORT ?? 3297);
export const FAKE_TRELLO_KEY = "trello-e2e-key-0001";
export const FAKE_TRELLO_TOKEN = "trello-e2e-token-0002";

type Body = Record<string, unknown>;

const id = () => randomBytes(12).toString("hex");

export class FakeTrello {
  readonly made: { kind: string; name: string; parent: string | null }[] = [];
  readonly problems: string[] = [];
  #server: Server | undefined;
  readonly #ids = new Map<string, string>();

  constructor(private readonly delayMs = 120) {}

  async start(): Promise<void> {
    this.#server = createServer((request, response) => {
      void this.#answer(request).then(({ status, body }) => {
        setTimeout(() => {
          response.writeHead(status, { "content-type": "application/json" });
          response.end(JSON.stringify(body));
        }, this.delayMs);
      });
    });
    await new Promise<void>((resolve) =>
      this.#server?.listen(FAKE_TRELLO_PORT, "127.0.0.1", resolve),
    );
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.#server?.close(resolve));
  }

  count(kind: string): number {
    return this.made.filter((item) => item.kind === kind).length;
  }

  #make(kind: string, body: Body, parent: string | null): string {
    const made = id();
    this.#ids.set(made, kind);
    this.made.push({ kind, name: String(body.name), parent });
    return made;
  }

  #is(kind: string, value: unknown): boolean {
    return typeof value === "string" && this.#ids.get(value) === kind;
  }

  async #answer(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const refuse = (why: string) => {
      this.problems.push(`${request.method} ${request.url}: ${why}`);
      return { status: 400, body: why };
    };
    const expected = `OAuth oauth_consumer_key="${FAKE_TRELLO_KEY}", oauth_token="${FAKE_TRELLO_TOKEN}"`;
    if (request.headers.authorization !== expected) {
      return { status: 401, body: "invalid key" };
    }
    const path = new URL(request.url ?? "/", "http://fake").pathname;
    if (request.method === "GET" && path === "/1/members/me") {
      return { status: 200, body: { id: id(), username: "cairn-e2e", fullName: "Cairn E2E" } };
    }
    if (request.method !== "POST") return refuse("only the calls of a push are faked");
    if (!String(request.headers["content-type"]).startsWith("application/json")) {
      return refuse("the body must be JSON");
    }
    let body: Body;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Body;
    } catch {
      return refuse("the body is not JSON");
    }
    if (typeof body.name !== "string" || body.name === "") return refuse("name is required");

    if (/^\/1\/boards\/?$/.test(path)) {
      if (body.defaultLists !== false) return refuse("defaultLists must be false");
      const board = this.#make("board", body, null);
      const short = randomBytes(4).toString("hex");
      return {
        status: 200,
        body: { id: board, name: body.name, url: `https://trello.com/b/${short}/board` },
      };
    }
    const onBoard = /^\/1\/boards\/([^/]+)\/(lists|labels)$/.exec(path);
    if (onBoard) {
      if (!this.#is("board", onBoard[1])) return refuse("no such board");
      const made = this.#make(onBoard[2] === "lists" ? "list" : "label", body, onBoard[1] ?? null);
      return { status: 200, body: { id: made, name: body.name, idBoard: onBoard[1] } };
    }
    if (path === "/1/cards") {
      if (!this.#is("list", body.idList)) return refuse("idList names no list");
      if (
        !Array.isArray(body.idLabels) ||
        !body.idLabels.every((label) => this.#is("label", label))
      ) {
        return refuse("idLabels must name labels");
      }
      const card = this.#make("card", body, String(body.idList));
      return {
        status: 200,
        body: { id: card, name: body.name, url: `https://trello.com/c/${card}/card` },
      };
    }
    if (path === "/1/checklists") {
      if (!this.#is("card", body.idCard)) return refuse("idCard names no card");
      return {
        status: 200,
        body: { id: this.#make("checklist", body, String(body.idCard)), name: body.name },
      };
    }
    const onChecklist = /^\/1\/checklists\/([^/]+)\/checkItems$/.exec(path);
    if (onChecklist) {
      if (!this.#is("checklist", onChecklist[1])) return refuse("no such checklist");
      return {
        status: 200,
        body: { id: this.#make("checkItem", body, onChecklist[1] ?? null), name: body.name },
      };
    }
    return refuse("not a call a push makes");
  }
}
