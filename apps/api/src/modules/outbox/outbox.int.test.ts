import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_SETTINGS, FakeProviders } from "../../test/fake-providers.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";
import {
  loginOver,
  type ServerProcess,
  seededDataDir,
  startServer,
} from "../../test/server-process.js";

const fake = new FakeProviders();
beforeAll(() => fake.start());
afterAll(() => fake.stop());

let person = 0;
const newcomer = () => {
  person += 1;
  return { name: `Outbox Person ${person}`, email: `outbox-${person}@example.com` };
};

forEachDatabase((kind) => {
  const t = useTestApp(kind, {
    env: () => ({
      INTEGRATION_BASE_URLS: fake.baseUrlsEnv(),
      INTEGRATION_TIMEOUT_MS: "1500",
      NOTIFICATION_RETRY_DELAYS_MS: "30,60",
    }),
  });
  let admin = "";
  beforeAll(async () => {
    admin = await t.session("admin");
    const saved = await t.request({
      method: "PUT",
      url: "/api/integrations/slack/settings",
      headers: { cookie: admin },
      payload: FAKE_SETTINGS.Slack,
    });
    expect(saved.statusCode).toBe(200);
  });
  const signup = (remoteAddress: string) =>
    t.request({ method: "POST", url: "/api/leads", payload: newcomer(), remoteAddress });

  it("writes the message with the change and delivers it once", async () => {
    fake.reset();
    const response = await signup("192.0.2.201");
    expect(response.statusCode).toBe(201);
    const leadId = response.json().lead.id as number;
    const queued = await t.db
      .selectFrom("outbox")
      .select(["kind", "payload"])
      .where("kind", "=", "notification")
      .execute();
    expect(queued.map((row) => row.payload)).toContainEqual({ kind: "lead.created", leadId });
    await t.settleOutbox();
    expect(fake.of("Slack")).toHaveLength(1);
  });

  it("writes nothing when the change is refused", async () => {
    const before = await t.db.selectFrom("outbox").select("id").execute();
    const refused = await t.request({
      method: "POST",
      url: "/api/leads",
      payload: { name: "", email: "nobody@example.com" },
      remoteAddress: "192.0.2.202",
    });
    expect(refused.statusCode).toBe(400);
    expect(await t.db.selectFrom("outbox").select("id").execute()).toHaveLength(before.length);
  });

  it("shows a given-up message to administrators, who can retry it", async () => {
    fake.reset();
    fake.modes.set("Slack", "unavailable");
    expect((await signup("192.0.2.203")).statusCode).toBe(201);
    await t.settleOutbox();
    // First try and two retries, then given up.
    expect(fake.of("Slack")).toHaveLength(3);

    const listed = await t.request({
      method: "GET",
      url: "/api/outbox?status=failed",
      headers: { cookie: admin },
    });
    expect(listed.statusCode).toBe(200);
    const failed = listed.json().messages as { id: number; summary: string; lastError: string }[];
    expect(failed).toHaveLength(1);
    expect(failed[0]?.summary).toMatch(/^Slack: New signup: Outbox Person \d+/);
    expect(failed[0]?.lastError).toMatch(/503|unavailable/i);
    expect(listed.body).not.toContain(String(FAKE_SETTINGS.Slack.webhookUrl));
    expect(listed.json().counts.failed).toBe(1);

    fake.modes.delete("Slack");
    const retried = await t.request({
      method: "POST",
      url: `/api/outbox/${failed[0]?.id}/retry`,
      headers: { cookie: admin },
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ status: "pending", attempts: 0 });
    await t.settleOutbox();
    expect(fake.of("Slack")).toHaveLength(4);
    const row = await t.db
      .selectFrom("outbox")
      .select(["status", "deliveredAt"])
      .where("id", "=", failed[0]?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("delivered");
    expect(row.deliveredAt).not.toBeNull();

    // A message that is not failed is not retried.
    const again = await t.request({
      method: "POST",
      url: `/api/outbox/${failed[0]?.id}/retry`,
      headers: { cookie: admin },
    });
    expect(again.statusCode).toBe(404);
  });
});

describe("a server killed between the answer and the delivery", () => {
  const started: ServerProcess[] = [];
  afterAll(() => {
    for (const server of started) server.child.kill("SIGKILL");
  });

  it("delivers the message after the restart, once", async () => {
    const provider = new FakeProviders();
    await provider.start();
    // Down while the first process runs: whatever it attempted, nothing was delivered.
    await provider.stop();
    const dataDir = seededDataDir("cairn-outbox-");
    const env = {
      DATA_DIR: dataDir,
      INTEGRATION_BASE_URLS: provider.baseUrlsEnv(),
      INTEGRATION_TIMEOUT_MS: "1000",
      NOTIFICATION_RETRY_DELAYS_MS: "500,500,500,500,500,500,500,500,500,500",
    };
    const first = startServer(env);
    started.push(first);
    await first.waitForReady();
    const admin = await loginOver(first.url(), "admin", "cairn-admin-demo");
    const saved = await fetch(`${first.url()}/api/integrations/slack/settings`, {
      method: "PUT",
      headers: { cookie: admin, "content-type": "application/json" },
      body: JSON.stringify(FAKE_SETTINGS.Slack),
    });
    expect(saved.status).toBe(200);
    const answer = await fetch(`${first.url()}/api/leads`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Kept Through A Crash", email: "crash@example.com" }),
    });
    expect(answer.status).toBe(201);
    first.child.kill("SIGKILL");
    await first.exited;

    await provider.start();
    try {
      const second = startServer(env);
      started.push(second);
      await second.waitForReady();
      await expect
        .poll(() => provider.of("Slack").length, { timeout: 30_000, interval: 100 })
        .toBe(1);
      const cookie = await loginOver(second.url(), "admin", "cairn-admin-demo");
      await expect
        .poll(
          async () => {
            const list = await fetch(`${second.url()}/api/outbox`, { headers: { cookie } });
            return ((await list.json()) as { counts: { pending: number } }).counts.pending;
          },
          { timeout: 30_000, interval: 100 },
        )
        .toBe(0);
      expect(provider.of("Slack")).toHaveLength(1);
      expect(provider.of("Slack")[0]?.body).toContain("Kept Through A Crash");
      second.child.kill("SIGTERM");
      expect(await second.exited).toBe(0);
    } finally {
      await provider.stop();
    }
  }, 120_000);
});
