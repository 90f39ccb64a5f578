/**
 * Two API processes on one PostgreSQL, as behind a load balancer: a session made on one works
 * on the other and ending it on one ends it on both, a board move on one reaches a live follower of the other, and a lead
 * claimed through both at once goes to exactly one consultant, the outbox delivers each
 * message once though both processes deliver it, and the weekly health checks both run at
 * start write each project's weeks once (health/weekly-checks.scale-out.int.test.ts freezes the
 * clock for the rest).
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { FAKE_SETTINGS, FakeProviders } from "../test/fake-providers.js";
import { loginOver, type ServerProcess, startServer } from "../test/server-process.js";

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("two API processes on one PostgreSQL", () => {
  const name = `cairn_scale_${randomBytes(5).toString("hex")}`;
  let admin: pg.Client;
  let a: ServerProcess;
  let b: ServerProcess;
  const fake = new FakeProviders();
  let signups = 0;
  /** A signup from a network of its own (the servers trust X-Forwarded-For here). */
  const signup = (base: string, name: string) =>
    fetch(`${base}/api/leads`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${++signups}` },
      body: JSON.stringify({
        name,
        email: `${name.toLowerCase().replace(/\W+/g, "-")}@example.com`,
      }),
    });

  beforeAll(async () => {
    await fake.start();
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(url ?? "");
    target.pathname = `/${name}`;
    const env = {
      DATABASE_URL: target.toString(),
      DEMO_DATA: "true",
      ENCRYPTION_KEY: randomBytes(32).toString("hex"),
      INTEGRATION_BASE_URLS: fake.baseUrlsEnv(),
      TRUST_PROXY: "true",
    };
    // Both start at once on the empty database: migrations and seeding take turns.
    a = startServer(env);
    b = startServer(env);
    await Promise.all([a.waitForReady(120_000), b.waitForReady(120_000)]);
  }, 180_000);

  afterAll(async () => {
    for (const server of [a, b]) server?.child.kill("SIGTERM");
    await Promise.all([a?.exited, b?.exited]);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await fake.stop();
  });

  it("seeded the demo organisation once", async () => {
    const cookie = await loginOver(a.url(), "admin", "cairn-admin-demo");
    const users = await fetch(`${b.url()}/api/users`, { headers: { cookie } });
    expect(((await users.json()) as unknown[]).length).toBe(6);
  });

  it("wrote each project's weekly health checks once, though both processes ran the job at start", async () => {
    const cookie = await loginOver(a.url(), "admin", "cairn-admin-demo");
    const projects = (await (
      await fetch(`${a.url()}/api/projects`, { headers: { cookie } })
    ).json()) as { id: number; status: string }[];
    const open = projects.filter((project) => project.status !== "completed");
    expect(open.length).toBeGreaterThan(0);
    for (const project of open) {
      // The job runs in the background after start: wait until this project's weeks are in.
      let weeks: string[] = [];
      await vi.waitFor(
        async () => {
          const list = await fetch(`${b.url()}/api/projects/${project.id}/health-checks`, {
            headers: { cookie },
          });
          weeks = ((await list.json()) as { weekStart: string }[]).map((c) => c.weekStart);
          expect(weeks.length).toBeGreaterThan(0);
        },
        { timeout: 30_000, interval: 200 },
      );
      expect(new Set(weeks).size).toBe(weeks.length);
    }
  });

  it("accepts a session made on one process on the other", async () => {
    const cookie = await loginOver(a.url(), "consultant", "cairn-consultant-demo");
    const me = await fetch(`${b.url()}/api/auth/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { username: string } }).user.username).toBe("consultant");
  });

  it("ends on the other process too when a session is ended on one", async () => {
    const cookie = await loginOver(a.url(), "client", "cairn-client-demo");
    const me = () => fetch(`${b.url()}/api/auth/me`, { headers: { cookie } });
    expect((await me()).status).toBe(200); // b now holds the session in memory
    const logout = await fetch(`${a.url()}/api/auth/logout`, {
      method: "POST",
      headers: { cookie },
    });
    expect(logout.status).toBe(204);
    await vi.waitFor(async () => expect((await me()).status).toBe(401), { timeout: 1000 });
  });

  // How soon (the promise is 2 s) is `pnpm bench:live`'s figure, not a wall-clock bound here.
  it("delivers a move made on one process to a follower on the other", async () => {
    const cookie = await loginOver(a.url(), "consultant", "cairn-consultant-demo");
    const me = (await (await fetch(`${a.url()}/api/auth/me`, { headers: { cookie } })).json()) as {
      user: { id: number };
    };
    const projects = (await (
      await fetch(`${a.url()}/api/projects/consultant/${me.user.id}`, { headers: { cookie } })
    ).json()) as { id: number }[];
    const projectId = projects[0]?.id ?? 0;
    const board = (await (
      await fetch(`${a.url()}/api/projects/${projectId}/board`, { headers: { cookie } })
    ).json()) as { columns: { tasks: { id: number }[] }[] };
    const taskId = board.columns.flatMap((column) => column.tasks)[0]?.id ?? 0;

    const controller = new AbortController();
    const input = encodeURIComponent(JSON.stringify({ projectId }));
    const stream = await fetch(`${b.url()}/trpc/board.events?input=${input}`, {
      headers: { cookie, accept: "text/event-stream" },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    const reader = stream.body?.getReader();
    let received = "";
    const arrived = (async () => {
      const decoder = new TextDecoder();
      while (reader && !received.includes(`"taskId":${taskId}`)) {
        const { done, value } = await reader.read();
        if (done) break;
        received += decoder.decode(value, { stream: true });
      }
    })();
    // The subscription is registered once the stream has said hello (its first event).
    await vi.waitFor(() => expect(received.length).toBeGreaterThan(0), { timeout: 5_000 });
    const moved = await fetch(`${a.url()}/api/tasks/${taskId}/move`, {
      method: "PUT",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ columnId: "review", orderIndex: 0 }),
    });
    expect(moved.status).toBe(200);
    // The reader stops once the move has arrived (or the stream ends).
    await arrived;
    expect(received).toContain(`"taskId":${taskId}`);
    controller.abort();
  });

  it("gives a lead claimed through both processes at once to exactly one consultant", async () => {
    const jordan = await loginOver(a.url(), "consultant", "cairn-consultant-demo");
    const adminCookie = await loginOver(a.url(), "admin", "cairn-admin-demo");
    const users = (await (
      await fetch(`${a.url()}/api/users`, { headers: { cookie: adminCookie } })
    ).json()) as {
      id: number;
      username: string;
    }[];
    const jordanId = users.find((user) => user.username === "consultant")?.id;
    // A second consultant with a known password, to race the first.
    const created = await fetch(`${a.url()}/api/users`, {
      method: "POST",
      headers: { cookie: adminCookie, "content-type": "application/json" },
      body: JSON.stringify({
        username: "racer",
        password: "a-long-enough-password",
        email: "racer@example.com",
        role: "consultant",
      }),
    });
    const racerId = ((await created.json()) as { id: number }).id;
    const racer = await loginOver(b.url(), "racer", "a-long-enough-password");
    for (let round = 0; round < 5; round++) {
      const lead = await signup(a.url(), `Race ${round}`);
      const leadId = ((await lead.json()) as { lead: { id: number } }).lead.id;
      const claim = (base: string, cookie: string, consultantId: number | undefined) =>
        fetch(`${base}/api/leads/${leadId}/assign`, {
          method: "PUT",
          headers: { cookie, "content-type": "application/json" },
          body: JSON.stringify({ consultantId }),
        });
      const answers = await Promise.all([
        claim(a.url(), jordan, jordanId),
        claim(b.url(), racer, racerId),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    }
  });

  it("delivers each outbox message once, though both processes deliver", async () => {
    const cookie = await loginOver(a.url(), "admin", "cairn-admin-demo");
    const saved = await fetch(`${a.url()}/api/integrations/slack/settings`, {
      method: "PUT",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify(FAKE_SETTINGS.Slack),
    });
    expect(saved.status).toBe(200);
    fake.reset();
    const names = Array.from({ length: 12 }, (_, i) => `Twice Served ${i}`);
    const answers = await Promise.all(
      names.map((name, i) => signup(i % 2 === 0 ? a.url() : b.url(), name)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(names.map(() => 201));
    await vi.waitFor(
      async () => {
        const list = await fetch(`${b.url()}/api/outbox`, { headers: { cookie } });
        const { counts } = (await list.json()) as { counts: { pending: number } };
        expect(counts.pending).toBe(0);
        expect(fake.of("Slack").length).toBeGreaterThanOrEqual(names.length);
      },
      { timeout: 30_000, interval: 100 },
    );
    const posted = fake.of("Slack").map((request) => request.body);
    expect(posted).toHaveLength(names.length);
    for (const name of names)
      expect(posted.filter((body) => body.includes(`${name} `))).toHaveLength(1);
  });
});
