/**
 * Outgoing webhooks end to end (docs/webhooks.md): a receiver on loopback gets signed deliveries
 * of real changes, checked with the verification code copied from the docs page itself; retries
 * on 5xx show in the delivery log, a 4xx is not retried, repeated failures switch the hook off,
 * private addresses are refused at save and at delivery while the setting is off, a consultant
 * stays within their own hooks and projects, and a delivery can be sent again.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { WEBHOOK_FAILURE_LIMIT } from "@cairn/schema/webhooks";
import { afterAll, beforeAll, expect, it } from "vitest";
import { SecretBox } from "../../lib/secret-box.js";
import {
  type DemoIds,
  demoIds,
  freshMilestone,
  freshProject,
  freshTask,
} from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";

interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  raw: Buffer;
}

/** A receiver on loopback: records every request; answers each path from its script. */
class Receiver {
  readonly received: Received[] = [];
  /** Statuses to answer on a path, in turn; the last one repeats. 200 when none. */
  readonly scripts = new Map<string, number[]>();
  #server: Server | undefined;
  port = 0;

  async start(): Promise<void> {
    this.#server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const path = req.url ?? "";
        this.received.push({
          method: req.method ?? "",
          path,
          headers: req.headers,
          raw: Buffer.concat(chunks),
        });
        const script = this.scripts.get(path) ?? [];
        const status = script.length > 1 ? (script.shift() as number) : (script[0] ?? 200);
        res.writeHead(status, { "content-type": "text/plain" });
        res.end(`answer ${status} `.repeat(200));
      });
    });
    const server = this.#server;
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    this.port = (server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.#server?.close(resolve));
  }

  on(path: string): Received[] {
    return this.received.filter((request) => request.path === path);
  }

  url(path: string): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }
}

type Verify = (
  secret: string,
  headers: IncomingHttpHeaders,
  rawBody: Buffer | string,
  nowSeconds?: number,
) => boolean;

function docBlock(marker: string, language: string): string {
  const doc = readFileSync(new URL("../../../../../docs/webhooks.md", import.meta.url), "utf8");
  const code = new RegExp(
    `<!-- verify:${marker} -->\\s*\`\`\`${language}\\n([\\s\\S]*?)\`\`\``,
  ).exec(doc)?.[1];
  if (!code) throw new Error(`docs/webhooks.md has no <!-- verify:${marker} --> code block`);
  return code;
}

/** Runs the Python recipe exactly as docs/webhooks.md prints it; undefined without python3. */
function pythonVerifies(
  secret: string,
  headers: IncomingHttpHeaders,
  raw: Buffer,
  now?: number,
): boolean | undefined {
  const probe = spawnSync("python3", ["--version"]);
  if (probe.error || probe.status !== 0) return undefined;
  const script = `${docBlock("python", "python")}
import json, sys
given = json.loads(sys.stdin.read())
headers = {"Cairn-Timestamp": given["timestamp"], "Cairn-Signature": given["signature"]}
ok = verify_cairn_webhook(given["secret"], headers, bytes.fromhex(given["body"]), given["now"])
print("valid" if ok else "invalid")
`;
  const run = spawnSync("python3", ["-c", script], {
    input: JSON.stringify({
      secret,
      timestamp: headers["cairn-timestamp"],
      signature: headers["cairn-signature"],
      body: raw.toString("hex"),
      now: now ?? null,
    }),
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`python3 failed: ${run.stderr}`);
  return run.stdout.trim() === "valid";
}

/** The Node verification recipe exactly as docs/webhooks.md prints it. */
async function documentedVerifier(): Promise<Verify> {
  const code = docBlock("node", "js");
  const file = join(mkdtempSync(join(tmpdir(), "cairn-webhook-doc-")), "verify.mjs");
  writeFileSync(file, code);
  const module = (await import(pathToFileURL(file).href)) as { verifyCairnWebhook: Verify };
  return module.verifyCairnWebhook;
}

const receiver = new Receiver();
let verify: Verify;
beforeAll(async () => {
  await receiver.start();
  verify = await documentedVerifier();
});
afterAll(() => receiver.stop());

let pathCount = 0;
/** A receiver path of its own (ids repeat across the two databases; paths do not). */
const freshPath = () => `/hook-${process.pid}-${++pathCount}`;

/** A loopback port nobody listens on (one was open a moment ago, then closed). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Polls until `check` passes (or fails after 10 s). */
async function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

forEachDatabase((kind) => {
  const t = useTestApp(kind, {
    env: { NOTIFICATION_RETRY_DELAYS_MS: "30,60", INTEGRATION_TIMEOUT_MS: "2000" },
  });
  let admin = "";
  let consultant = "";
  let ids: DemoIds;
  beforeAll(async () => {
    admin = await t.session("admin");
    consultant = await t.session("consultant");
    ids = await demoIds(t.db);
  });

  const setPrivate = async (allowPrivateTargets: boolean) => {
    const response = await t.request({
      method: "PUT",
      url: "/api/webhook-settings",
      headers: { cookie: admin },
      payload: { allowPrivateTargets },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ allowPrivateTargets });
  };

  const register = async (cookie: string, payload: Record<string, unknown>) =>
    t.request({ method: "POST", url: "/api/webhooks", headers: { cookie }, payload });

  /** A hook on a fresh project led by `consultant`, on a fresh receiver path. */
  const hookOnFreshProject = async (events: string[]) => {
    const projectId = await freshProject(t.db, { consultantId: ids.users.consultant });
    const path = freshPath();
    const response = await register(admin, {
      url: receiver.url(path),
      events,
      projects: [projectId],
    });
    expect(response.statusCode, response.body).toBe(201);
    const hook = response.json() as { id: number; secret: string };
    return { projectId, path, hookId: hook.id, secret: hook.secret };
  };

  const deliveriesOf = async (hookId: number, cookie = admin) => {
    const response = await t.request({
      method: "GET",
      url: `/api/webhooks/${hookId}/deliveries`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as Array<Record<string, unknown>>;
  };

  const move = (taskId: number, columnId: string) =>
    t.request({
      method: "PUT",
      url: `/api/tasks/${taskId}/move`,
      headers: { cookie: admin },
      payload: { columnId, orderIndex: 0 },
    });

  it("refuses a private address when saved while the setting is off", async () => {
    await setPrivate(false);
    const path = freshPath();
    for (const url of [receiver.url(path), `https://127.0.0.1:${receiver.port}${path}`]) {
      const response = await register(admin, { url, events: ["task.moved"], projects: "all" });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().issues[0].path).toEqual(["url"]);
    }
    const loopback = await register(admin, {
      url: `https://127.0.0.1:${receiver.port}${path}`,
      events: ["task.moved"],
      projects: "all",
    });
    expect(loopback.json().error).toContain("a loopback address (127.0.0.1)");
    const metadata = await register(admin, {
      url: "https://169.254.169.254/latest/meta-data",
      events: ["task.moved"],
      projects: "all",
    });
    expect(metadata.statusCode).toBe(400);
    const credentials = await register(admin, {
      url: "https://user:pw@hooks.example.com/in",
      events: ["task.moved"],
      projects: "all",
    });
    expect(credentials.json().error).toContain("must not hold a user name or password");
  });

  it("delivers a signed task.moved that the documented recipe verifies", async () => {
    await setPrivate(true);
    const { projectId, path, hookId, secret } = await hookOnFreshProject(["task.moved"]);
    expect(secret).toMatch(/^whsec_/);
    // The secret is sealed at rest, never stored in clear.
    const row = await t.db
      .selectFrom("webhooks")
      .select("secretSealed")
      .where("id", "=", hookId)
      .executeTakeFirstOrThrow();
    expect(row.secretSealed).not.toContain(secret);
    expect(row.secretSealed).toMatch(/^v1\./);

    const taskId = await freshTask(t.db, projectId);
    expect((await move(taskId, "inprogress")).statusCode).toBe(200);
    await t.settleOutbox();

    const [request] = receiver.on(path);
    expect(receiver.on(path)).toHaveLength(1);
    if (!request) throw new Error("nothing received");
    expect(request.method).toBe("POST");
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.headers["user-agent"]).toBe("Cairn-Webhooks/1");
    expect(request.headers["cairn-webhook-id"]).toBe(String(hookId));
    expect(request.headers["cairn-event"]).toBe("task.moved");
    const timestamp = Number(request.headers["cairn-timestamp"]);
    expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(60);
    expect(request.headers["cairn-signature"]).toMatch(/^v1=[0-9a-f]{64}$/);

    // The recipe from the docs accepts it, and refuses any change to it.
    expect(verify(secret, request.headers, request.raw)).toBe(true);
    expect(verify("whsec_another", request.headers, request.raw)).toBe(false);
    expect(verify(secret, request.headers, Buffer.from(`${request.raw} `))).toBe(false);
    expect(verify(secret, request.headers, request.raw, timestamp + 301)).toBe(false);
    expect(verify(secret, request.headers, request.raw, timestamp + 299)).toBe(true);
    // The Python recipe too, where the machine has Python.
    const python = pythonVerifies(secret, request.headers, request.raw);
    if (python !== undefined) {
      expect(python).toBe(true);
      expect(pythonVerifies("whsec_another", request.headers, request.raw)).toBe(false);
      expect(pythonVerifies(secret, request.headers, request.raw, timestamp + 301)).toBe(false);
    }

    const body = JSON.parse(request.raw.toString("utf8"));
    expect(body).toMatchObject({
      type: "task.moved",
      data: {
        task: { id: taskId, projectId, columnId: "inprogress", status: "in_progress" },
        from: { columnId: "todo" },
        to: { columnId: "inprogress", index: 0 },
        actorId: ids.users.admin,
      },
    });
    expect(body.id).toMatch(/^evt_/);
    expect(Date.parse(body.occurredAt)).not.toBeNaN();

    const [delivery] = await deliveriesOf(hookId);
    expect(delivery).toMatchObject({
      id: Number(request.headers["cairn-delivery"]),
      event: "task.moved",
      eventId: body.id,
      status: "succeeded",
      statusCode: 200,
      attempts: 1,
      error: null,
    });
    expect(String(delivery?.responseExcerpt)).toHaveLength(1024);
    expect(delivery?.responseMs).toEqual(expect.any(Number));
  });

  it("retries a 500 and shows the attempts in the delivery log", async () => {
    await setPrivate(true);
    const { projectId, path, hookId, secret } = await hookOnFreshProject(["comment.added"]);
    receiver.scripts.set(path, [500, 500, 200]);
    const taskId = await freshTask(t.db, projectId);
    const comment = await t.request({
      method: "POST",
      url: `/api/tasks/${taskId}/comments`,
      headers: { cookie: admin },
      payload: { body: "Ready for a look" },
    });
    expect(comment.statusCode).toBe(201);
    await t.settleOutbox();

    const requests = receiver.on(path);
    expect(requests).toHaveLength(3);
    // The same delivery each time, each attempt signed anew and valid.
    expect(new Set(requests.map((r) => r.headers["cairn-delivery"])).size).toBe(1);
    for (const request of requests) expect(verify(secret, request.headers, request.raw)).toBe(true);
    const body = JSON.parse(requests[0]?.raw.toString("utf8") ?? "{}");
    expect(body).toMatchObject({
      type: "comment.added",
      data: {
        comment: { taskId, body: "Ready for a look", authorId: ids.users.admin },
        task: { id: taskId, projectId },
      },
    });
    const [delivery] = await deliveriesOf(hookId);
    expect(delivery).toMatchObject({ status: "succeeded", statusCode: 200, attempts: 3 });
  });

  it("does not retry a 4xx, and sends a delivery again on request", async () => {
    await setPrivate(true);
    const { projectId, path, hookId, secret } = await hookOnFreshProject(["task.moved"]);
    receiver.scripts.set(path, [400, 200]);
    const taskId = await freshTask(t.db, projectId);
    expect((await move(taskId, "review")).statusCode).toBe(200);
    await t.settleOutbox();
    expect(receiver.on(path)).toHaveLength(1);
    const [failed] = await deliveriesOf(hookId);
    expect(failed).toMatchObject({ status: "failed", statusCode: 400, attempts: 1 });
    expect(String(failed?.error)).toContain("400");

    const again = await t.request({
      method: "POST",
      url: `/api/webhooks/${hookId}/deliveries/${failed?.id}/redeliver`,
      headers: { cookie: admin },
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ status: "pending", redeliveryOf: failed?.id });
    await t.settleOutbox();
    const requests = receiver.on(path);
    expect(requests).toHaveLength(2);
    const [first, second] = requests.map((r) => r.raw.toString("utf8"));
    // The same event, byte for byte; a new delivery id and a fresh signature.
    expect(second).toBe(first);
    expect(requests[1]?.headers["cairn-delivery"]).toBe(String(again.json().id));
    expect(verify(secret, requests[1]?.headers ?? {}, requests[1]?.raw ?? "")).toBe(true);
    const [latest] = await deliveriesOf(hookId);
    expect(latest).toMatchObject({
      id: again.json().id,
      eventId: failed?.eventId,
      status: "succeeded",
      attempts: 1,
    });
  });

  it("retries a 429 and a 408 like a 5xx", async () => {
    await setPrivate(true);
    const { projectId, path, hookId } = await hookOnFreshProject(["task.created"]);
    receiver.scripts.set(path, [429, 408, 204]);
    const created = await t.request({
      method: "POST",
      url: "/api/tasks",
      headers: { cookie: admin },
      payload: { projectId, title: "Hooked task", columnId: "todo" },
    });
    expect(created.statusCode, created.body).toBe(201);
    await t.settleOutbox();
    expect(receiver.on(path)).toHaveLength(3);
    const [delivery] = await deliveriesOf(hookId);
    expect(delivery).toMatchObject({ status: "succeeded", statusCode: 204, attempts: 3 });
  });

  it("switches a hook off after repeated failed deliveries and tells its owner", async () => {
    await setPrivate(true);
    const { projectId, path, hookId } = await hookOnFreshProject(["task.moved"]);
    receiver.scripts.set(path, [410]);
    const taskId = await freshTask(t.db, projectId);
    for (let i = 0; i < WEBHOOK_FAILURE_LIMIT; i++) {
      expect((await move(taskId, i % 2 === 0 ? "inprogress" : "todo")).statusCode).toBe(200);
    }
    await t.settleOutbox();
    expect(receiver.on(path)).toHaveLength(WEBHOOK_FAILURE_LIMIT);

    const list = await t.request({
      method: "GET",
      url: "/api/webhooks",
      headers: { cookie: admin },
    });
    const hook = (list.json() as Array<Record<string, unknown>>).find((h) => h.id === hookId);
    expect(hook).toMatchObject({ active: false, consecutiveFailures: WEBHOOK_FAILURE_LIMIT });
    expect(String(hook?.disabledReason)).toContain(`after ${WEBHOOK_FAILURE_LIMIT} deliveries`);
    expect(String(hook?.disabledReason)).toContain("410");
    const notice = await t.db
      .selectFrom("notifications")
      .select(["title", "body"])
      .where("userId", "=", ids.users.admin)
      .where("kind", "=", "webhook_disabled")
      .where("title", "like", `%${path}`)
      .executeTakeFirst();
    expect(notice?.body).toContain("410");

    // Off: the next change writes no delivery for it.
    expect((await move(taskId, "review")).statusCode).toBe(200);
    expect(await deliveriesOf(hookId)).toHaveLength(WEBHOOK_FAILURE_LIMIT);
    const ping = await t.request({
      method: "POST",
      url: `/api/webhooks/${hookId}/ping`,
      headers: { cookie: admin },
    });
    expect(ping.statusCode).toBe(409);

    // Switched on again: a fresh start.
    const on = await t.request({
      method: "PATCH",
      url: `/api/webhooks/${hookId}`,
      headers: { cookie: admin },
      payload: { active: true },
    });
    expect(on.json()).toMatchObject({
      active: true,
      disabledAt: null,
      disabledReason: null,
      consecutiveFailures: 0,
    });
  });

  it("refuses a private address at delivery once the setting is off", async () => {
    await setPrivate(true);
    const { projectId, path, hookId } = await hookOnFreshProject(["task.moved"]);
    await setPrivate(false);
    try {
      const taskId = await freshTask(t.db, projectId);
      expect((await move(taskId, "inprogress")).statusCode).toBe(200);
      await t.settleOutbox();
      expect(receiver.on(path)).toHaveLength(0);
      const [delivery] = await deliveriesOf(hookId);
      expect(delivery).toMatchObject({ status: "failed", statusCode: null, attempts: 1 });
      expect(String(delivery?.error)).toContain("Not sent");
      expect(String(delivery?.error)).toContain("http");
    } finally {
      await setPrivate(true);
    }
  });

  it("sends milestone.reached when the last open task of a milestone is completed", async () => {
    await setPrivate(true);
    const { projectId, path } = await hookOnFreshProject([
      "milestone.reached",
      "task.updated",
      "task.deleted",
    ]);
    const milestoneId = await freshMilestone(t.db, projectId);
    const first = await freshTask(t.db, projectId);
    const second = await freshTask(t.db, projectId);
    await t.db
      .updateTable("tasks")
      .set({ milestoneId })
      .where("id", "in", [first, second])
      .execute();
    expect((await move(first, "done")).statusCode).toBe(200);
    const edited = await t.request({
      method: "PATCH",
      url: `/api/tasks/${second}`,
      headers: { cookie: admin },
      payload: { title: "Renamed for the hook" },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await move(second, "done")).statusCode).toBe(200);
    const removed = await t.request({
      method: "DELETE",
      url: `/api/tasks/${first}`,
      headers: { cookie: admin },
    });
    expect(removed.statusCode).toBe(204);
    await t.settleOutbox();
    // Deliveries are not ordered (the outbox sends a batch at once; docs/webhooks.md): each
    // event is found by its type.
    const bodies = receiver.on(path).map((r) => JSON.parse(r.raw.toString("utf8")));
    expect(bodies.map((body) => body.type).sort()).toEqual([
      "milestone.reached",
      "task.deleted",
      "task.updated",
    ]);
    const of = (type: string) => bodies.find((body) => body.type === type)?.data;
    expect(of("task.updated")).toMatchObject({
      task: { id: second, title: "Renamed for the hook" },
      changed: ["title"],
    });
    expect(of("milestone.reached")).toMatchObject({
      milestone: { id: milestoneId, projectId },
      completedTaskId: second,
    });
    expect(of("task.deleted")).toMatchObject({ task: { id: first, projectId } });
  });

  it("sends a test ping on request", async () => {
    await setPrivate(true);
    const { path, hookId, secret } = await hookOnFreshProject(["task.deleted"]);
    const ping = await t.request({
      method: "POST",
      url: `/api/webhooks/${hookId}/ping`,
      headers: { cookie: admin },
    });
    expect(ping.statusCode).toBe(201);
    await t.settleOutbox();
    const [request] = receiver.on(path);
    expect(request?.headers["cairn-event"]).toBe("ping");
    expect(verify(secret, request?.headers ?? {}, request?.raw ?? "")).toBe(true);
    expect(JSON.parse(request?.raw.toString("utf8") ?? "{}")).toMatchObject({
      type: "ping",
      data: { webhookId: hookId },
    });
  });

  it("tells a consultant only that an unanswered delivery failed, without its timing", async () => {
    await setPrivate(true);
    const closed = await closedPort();
    const projectId = await freshProject(t.db, { consultantId: ids.users.consultant });
    const made = await register(consultant, {
      url: `http://127.0.0.1:${closed}/in`,
      events: ["task.deleted"],
      projects: [projectId],
    });
    expect(made.statusCode, made.body).toBe(201);
    const hookId = (made.json() as { id: number }).id;
    const ping = await t.request({
      method: "POST",
      url: `/api/webhooks/${hookId}/ping`,
      headers: { cookie: consultant },
    });
    expect(ping.statusCode).toBe(201);
    await t.settleOutbox();
    const [theirs] = await deliveriesOf(hookId, consultant);
    expect(theirs).toMatchObject({
      statusCode: null,
      responseMs: null,
      error: "Could not deliver: the receiver did not answer.",
    });
    for (const at of ["createdAt", "lastAttemptAt"]) {
      expect(String(theirs?.[at])).toMatch(/T\d\d:\d\d:00\.000Z$/);
    }
    const [detail] = await deliveriesOf(hookId, admin);
    expect(detail?.error).not.toBe(theirs?.error);
    expect(typeof detail?.responseMs).toBe("number");
  });

  it("keeps a consultant to their own hooks and the projects they lead", async () => {
    await setPrivate(true);
    const adminHook = await hookOnFreshProject(["task.moved"]);
    // Another consultant's hook, on the project Priya leads.
    const box = new SecretBox(Buffer.alloc(32, 1));
    const { id: priyaHook } = await t.db
      .insertInto("webhooks")
      .values({
        ownerId: ids.users.priya,
        url: receiver.url(freshPath()),
        events: ["task.moved"],
        projectIds: [ids.payments],
        secretSealed: box.seal("whsec_x", "elsewhere"),
      })
      .returning("id")
      .executeTakeFirstOrThrow();

    const list = await t.request({
      method: "GET",
      url: "/api/webhooks",
      headers: { cookie: consultant },
    });
    expect(list.statusCode).toBe(200);
    const seen = (list.json() as Array<{ id: number; ownerId: number }>).map((h) => h.ownerId);
    expect(seen.every((owner) => owner === ids.users.consultant)).toBe(true);

    for (const id of [adminHook.hookId, priyaHook]) {
      for (const [method, url] of [
        ["GET", `/api/webhooks/${id}/deliveries`],
        ["PATCH", `/api/webhooks/${id}`],
        ["DELETE", `/api/webhooks/${id}`],
        ["POST", `/api/webhooks/${id}/ping`],
      ] as const) {
        const response = await t.request({
          method,
          url,
          headers: { cookie: consultant },
          ...(method === "PATCH" ? { payload: { active: false } } : {}),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }

    const path = freshPath();
    const others = await register(consultant, {
      url: receiver.url(path),
      events: ["task.moved"],
      projects: [ids.payments],
    });
    expect(others.statusCode).toBe(403);
    const everything = await register(consultant, {
      url: receiver.url(path),
      events: ["task.moved"],
      projects: "all",
    });
    expect(everything.statusCode).toBe(403);
    const leads = await register(consultant, {
      url: receiver.url(path),
      events: ["lead.created"],
      projects: [ids.relaunch],
    });
    expect(leads.statusCode).toBe(400);

    // Their own project: allowed, and only its events arrive.
    const own = await freshProject(t.db, { consultantId: ids.users.consultant });
    const mine = await register(consultant, {
      url: receiver.url(path),
      events: ["task.moved"],
      projects: [own],
    });
    expect(mine.statusCode, mine.body).toBe(201);
    const elsewhere = await freshProject(t.db, { consultantId: ids.users.priya });
    expect((await move(await freshTask(t.db, elsewhere), "review")).statusCode).toBe(200);
    const ownTask = await freshTask(t.db, own);
    expect((await move(ownTask, "review")).statusCode).toBe(200);
    await t.settleOutbox();
    const received = receiver.on(path).map((r) => JSON.parse(r.raw.toString("utf8")));
    expect(received.map((body) => body.data.task.id)).toEqual([ownTask]);

    // A client sees nothing of webhooks.
    const client = await t.session("client");
    const refused = await t.request({
      method: "GET",
      url: "/api/webhooks",
      headers: { cookie: client },
    });
    expect(refused.statusCode).toBe(403);
  });

  it("sends lead events to organisation-wide hooks only", async () => {
    await setPrivate(true);
    const path = freshPath();
    const orgWide = await register(admin, {
      url: receiver.url(path),
      events: ["lead.created"],
      projects: "all",
    });
    expect(orgWide.statusCode).toBe(201);
    const signup = await t.request({
      method: "POST",
      url: "/api/leads",
      payload: { name: "Hook Lead", email: `hook-lead-${path.slice(6)}@example.com` },
      remoteAddress: "192.0.2.90",
    });
    expect(signup.statusCode).toBe(201);
    await eventually(async () => {
      const bodies = receiver.on(path).map((r) => JSON.parse(r.raw.toString("utf8")));
      expect(bodies).toHaveLength(1);
      expect(bodies[0]).toMatchObject({
        type: "lead.created",
        data: { lead: { id: signup.json().lead.id, name: "Hook Lead", status: "new" } },
      });
    });
  });
});
