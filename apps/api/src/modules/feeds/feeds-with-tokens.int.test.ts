/**
 * API tokens and BI feeds end to end (docs/api-tokens.md, docs/bi-feeds.md): a client of a
 * Scale project makes a read-only token and reads every feed with it — JSON and CSV, a second
 * page, an incremental read — sees only the Scale project's rows, is refused changes, the
 * session-only paths and other clients' records, is rate-limited, and loses access when the
 * token is revoked or expires.
 */
import { FEED_DATASETS, FEEDS, type FeedPage } from "@cairn/schema/feeds";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "../../app-router.js";
import { restRoutes } from "../../rest/routes.js";
import { type DemoIds, demoIds, freshTask } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";
import { hashPassword } from "../auth/password.js";
import { hashSecret } from "../tokens/secret.js";

const LIMIT = 5;

forEachDatabase((kind) => {
  const t = useTestApp(kind, { env: { API_TOKEN_RATE_LIMIT: String(LIMIT) } });
  let ids: DemoIds;
  let dana: string;
  let client: string;
  let admin: string;
  let audit: number;
  /** Dana's Scale projects: the demo's Helix Payments and two more. */
  let scale: number[];
  /** Every bearer request runs a minute after the one before: the limit is the rate test's. */
  let minute = 0;
  const start = Date.now();
  const nextMinute = () => {
    minute += 1;
    t.setNow(new Date(start + minute * 60_000));
  };

  const bearer = (
    token: string,
    url: string,
    method: "GET" | "POST" | "DELETE" = "GET",
    payload?: unknown,
  ) => {
    nextMinute();
    return t.request({
      method,
      url,
      headers: {
        authorization: `Bearer ${token}`,
        ...(payload === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  };

  async function createToken(cookie: string, body: Record<string, unknown>) {
    const response = await t.request({
      method: "POST",
      url: "/api/tokens",
      headers: { cookie, "content-type": "application/json" },
      payload: JSON.stringify(body),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; secret: string; scopes: string[]; prefix: string };
  }

  beforeAll(async () => {
    ids = await demoIds(t.db);
    await t.db
      .updateTable("users")
      .set({ passwordHash: await hashPassword("dana-feeds-password") })
      .where("id", "=", ids.users.dana)
      .execute();
    dana = await t.login("dana", "dana-feeds-password");
    client = await t.session("client");
    admin = await t.session("admin");
    audit = (
      await t.db
        .selectFrom("projects")
        .select("id")
        .where("name", "=", "Helix Compliance Audit")
        .executeTakeFirstOrThrow()
    ).id;
    const more = await t.db
      .insertInto("projects")
      .values(
        ["Helix Ledger", "Helix Cards"].map((name) => ({
          name,
          clientId: ids.users.dana,
          consultantId: ids.users.priya,
          planType: "scale" as const,
        })),
      )
      .returning("id")
      .execute();
    scale = [ids.payments, ...more.map((row) => row.id)];
    // Data every feed has rows of, in dana's Scale project and in her trial one.
    for (const projectId of [ids.payments, audit]) {
      await t.db
        .insertInto("milestones")
        .values(
          ["Discovery", "Build", "Launch"].map((title, position) => ({
            projectId,
            title,
            position,
            startDate: `2026-0${position + 1}-01`,
            dueDate: `2026-0${position + 1}-28`,
          })),
        )
        .execute();
      await t.db
        .insertInto("healthChecks")
        .values([
          { projectId, weekStart: "2026-11-09", score: 71, report: "{}" },
          { projectId, weekStart: "2026-11-16", score: 74, previousScore: 71, report: "{}" },
          { projectId, weekStart: "2026-11-23", score: 78, previousScore: 74, report: "{}" },
        ])
        .execute();
      for (const week of ["2025-02-04", "2025-02-11", "2025-02-18"]) {
        await t.db
          .insertInto("teamMoodEntries")
          .values(
            [ids.users.dana, ids.users.priya, null].map((userId) => ({
              userId,
              projectId,
              moodScore: 4,
              energyLevel: 3,
              stressLevel: 2,
              anonymous: userId === null,
              createdAt: `${week}T09:00:00Z`,
            })),
          )
          .execute();
      }
      await t.db
        .insertInto("raidEntries")
        .values([
          { projectId, kind: "risk", title: "Card scheme rules change", probability: 3, impact: 5 },
          { projectId, kind: "issue", title: "Sandbox is slow", ownerId: ids.users.dana },
          { projectId, kind: "decision", title: "Go with one provider", decidedOn: "2026-11-20" },
        ])
        .execute();
      const taskId = await freshTask(t.db, projectId);
      await t.db
        .insertInto("taskActivity")
        .values(["created", "moved", "updated"].map((what) => ({ taskId, kind: what })))
        .execute();
    }
  });

  it("lets only a member of a Scale project (or an admin) create a token", async () => {
    const refused = await t.request({
      method: "POST",
      url: "/api/tokens",
      headers: { cookie: client, "content-type": "application/json" },
      payload: JSON.stringify({ name: "Nope", scopes: ["read"] }),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toContain("Scale");
    const service = await t.request({
      method: "POST",
      url: "/api/tokens",
      headers: { cookie: dana, "content-type": "application/json" },
      payload: JSON.stringify({ name: "Svc", scopes: ["read"], kind: "service" }),
    });
    expect(service.statusCode).toBe(403);
    const made = await createToken(admin, { name: "Warehouse", scopes: ["read"], kind: "service" });
    expect(made.secret).toMatch(/^cairn_svc_/);
  });

  it("shows the secret once and stores only its hash", async () => {
    const made = await createToken(dana, { name: "Power BI", scopes: ["read"], expiresInDays: 90 });
    expect(made.secret).toMatch(/^cairn_pat_[A-Za-z0-9_-]{43}$/);
    expect(made.secret.startsWith(made.prefix)).toBe(true);
    expect(made.scopes).toEqual(["read"]);
    const listed = await t.request({
      method: "GET",
      url: "/api/tokens",
      headers: { cookie: dana },
    });
    expect(listed.statusCode).toBe(200);
    const mine = (listed.json() as { id: number }[]).find((token) => token.id === made.id);
    expect(mine).toMatchObject({ name: "Power BI", lastUsedAt: null });
    expect(JSON.stringify(listed.json())).not.toContain(made.secret);
    const stored = await t.db
      .selectFrom("apiTokens")
      .selectAll()
      .where("id", "=", made.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(made.secret.slice(14));
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("reads every feed with a read-only token, JSON and CSV, page by page and incrementally", async () => {
    const { secret, id } = await createToken(dana, { name: "Feeds", scopes: ["read"] });
    for (const dataset of FEED_DATASETS) {
      const { columns } = FEEDS[dataset];
      const first = await bearer(secret, `/api/feeds/${dataset}?limit=2`);
      expect(first.statusCode, `${dataset}: ${first.body}`).toBe(200);
      expect(first.headers["x-feed-version"]).toBe(String(FEEDS[dataset].version));
      const page = first.json() as FeedPage;
      const total = Number(first.headers["x-total-count"]);
      expect(page.columns).toEqual(columns);
      expect(page.rows, dataset).toHaveLength(2);
      expect(total, dataset).toBeGreaterThan(2);
      for (const row of page.rows) {
        expect(Object.keys(row)).toEqual(columns);
        // Only the Scale project: her trial project's rows stay out of a token's feeds.
        const projectId = dataset === "projects" ? row.id : row.project_id;
        expect(scale, dataset).toContain(projectId);
      }

      // The next page, from the Link header: it carries on where the first stopped.
      const link = String(first.headers.link ?? "");
      const next = /^<([^>]+)>; rel="next"$/.exec(link)?.[1];
      expect(next, `${dataset} next link`).toBeDefined();
      expect(page.next).not.toBeNull();
      const second = await bearer(secret, next as string);
      expect(second.statusCode).toBe(200);
      const secondRows = (second.json() as FeedPage).rows;
      expect(secondRows.length).toBeGreaterThan(0);
      const firstIds = page.rows.map((row) => row.id);
      for (const row of secondRows) expect(firstIds).not.toContain(row.id);
      const seen = [...page.rows, ...secondRows].map((row) => `${row.updated_at}|${row.id}`);
      const order = [...page.rows, ...secondRows].map((row) => String(row.updated_at));
      expect(order).toEqual([...order].sort());
      expect(new Set(seen).size).toBe(seen.length);

      // Everything at once agrees with the count.
      const all = await bearer(secret, `/api/feeds/${dataset}?limit=10000`);
      const allRows = (all.json() as FeedPage).rows;
      expect(allRows).toHaveLength(total);
      expect((all.json() as FeedPage).next).toBeNull();
      expect(all.headers.link).toBeUndefined();

      // Incremental: rows changed at or after the last row's time.
      const since = String(allRows.at(-1)?.updated_at);
      const recent = await bearer(
        secret,
        `/api/feeds/${dataset}?updated_since=${encodeURIComponent(since)}`,
      );
      expect(recent.statusCode).toBe(200);
      const recentRows = (recent.json() as FeedPage).rows;
      expect(recentRows.length).toBeGreaterThan(0);
      expect(recentRows.length).toBeLessThanOrEqual(total);
      for (const row of recentRows) expect(String(row.updated_at) >= since).toBe(true);
      expect(Number(recent.headers["x-total-count"])).toBe(recentRows.length);

      // CSV: BOM, header row, the same rows.
      const csv = await bearer(secret, `/api/feeds/${dataset}?format=csv&limit=10000`);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(csv.body.startsWith(`\uFEFF${columns.join(",")}\r\n`)).toBe(true);
      const records = parse(csv.body.slice(1), { columns: true }) as Record<string, string>[];
      expect(records).toHaveLength(total);
      expect(records.map((record) => record.id)).toEqual(allRows.map((row) => String(row.id)));
    }
    // Used: recorded, at most once a minute.
    const used = await t.db
      .selectFrom("apiTokens")
      .select("lastUsedAt")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(used.lastUsedAt).not.toBeNull();
  });

  it("keeps a mood week's means out of a feed below three entries", async () => {
    const { secret } = await createToken(dana, { name: "Mood", scopes: ["read"] });
    await t.db
      .insertInto("teamMoodEntries")
      .values({
        userId: null,
        projectId: ids.payments,
        moodScore: 1,
        energyLevel: 1,
        stressLevel: 5,
        anonymous: true,
        createdAt: "2025-01-07T09:00:00Z",
      })
      .execute();
    const rows = ((await bearer(secret, "/api/feeds/mood?limit=10000")).json() as FeedPage).rows;
    const lonely = rows.find((row) => row.week_start === "2025-01-06");
    expect(lonely).toMatchObject({
      entries: 1,
      participants: 1,
      mean_mood: null,
      mean_stress: null,
    });
    const full = rows.find((row) => row.week_start === "2025-02-17");
    expect(full).toMatchObject({ entries: 3, participants: 3, mean_mood: 4, mean_energy: 3 });
  });

  it("reads the same feeds with a session, without the token's plan rule", async () => {
    const response = await t.request({
      method: "GET",
      url: "/api/feeds/projects",
      headers: { cookie: dana },
    });
    expect(response.statusCode).toBe(200);
    const projectIds = (response.json() as FeedPage).rows.map((row) => row.id);
    expect(projectIds).toEqual(expect.arrayContaining([ids.payments, audit]));
    expect(projectIds).not.toContain(ids.relaunch);
  });

  it("refuses changes outside the scopes, other clients' records and plans without API access", async () => {
    const { secret } = await createToken(dana, { name: "Read", scopes: ["read"] });
    const mood = { projectId: ids.payments, moodScore: 4, energyLevel: 4, stressLevel: 2 };
    const write = await bearer(secret, "/api/team-mood", "POST", mood);
    expect(write.statusCode).toBe(403);
    expect(write.json().error).toContain('"projects:write"');
    const other = await bearer(secret, `/api/projects/${ids.relaunch}`);
    expect(other.statusCode).toBe(404);
    const trial = await bearer(secret, `/api/projects/${audit}`);
    expect(trial.statusCode).toBe(403);
    expect(trial.json().error).toBe(
      "The Free Trial plan does not include API access. Upgrade to Scale for more.",
    );
    expect((await bearer(secret, `/api/projects/${ids.payments}`)).statusCode).toBe(200);

    const writer = await createToken(dana, { name: "Write", scopes: ["projects:write"] });
    expect(writer.scopes).toEqual(["read", "projects:write"]);
    const allowed = await bearer(writer.secret, "/api/team-mood", "POST", mood);
    expect(allowed.statusCode, allowed.body).toBe(201);
  });

  it("answers 403 to every per-project read of a plan without API access, KPIs included", async () => {
    const { secret } = await createToken(dana, { name: "Walk", scopes: ["read"] });
    const refusal = "The Free Trial plan does not include API access. Upgrade to Scale for more.";
    // Every GET whose one parameter is the project, and the reads that name projects.
    const urls = [
      ...restRoutes(appRouter)
        .filter((route) => route.method === "GET" && /^[^{]*\{projectId\}[^{]*$/.test(route.path))
        .map((route) => `/api${route.path.replace("{projectId}", String(audit))}`),
      `/api/kpis?projectIds=${audit}`,
      `/api/kpis/csv?projectIds=${audit}`,
      `/api/kpis?projectIds=${ids.payments},${audit}`,
    ];
    expect(urls.length).toBeGreaterThan(10);
    const wrong: string[] = [];
    for (const url of urls) {
      const response = await bearer(secret, url);
      // A staff-only path refuses a client for their role first: 403 as well.
      const error = response.json().error;
      if (
        response.statusCode !== 403 ||
        ![refusal, "Your account is not allowed to do this."].includes(error)
      ) {
        wrong.push(`${url}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    for (const url of urls.filter((url) => url.startsWith("/api/kpis"))) {
      expect((await bearer(secret, url)).json().error, url).toBe(refusal);
    }
    // A portfolio read keeps to the projects the token reaches; a session reads them all.
    const portfolio = await bearer(secret, "/api/kpis?kpis=throughput");
    expect(portfolio.statusCode).toBe(200);
    expect(portfolio.json().projectIds).toEqual(scale);
    const session = await t.request({
      method: "GET",
      url: "/api/kpis?kpis=throughput",
      headers: { cookie: dana },
    });
    expect(session.json().projectIds).toEqual([...scale, audit].sort((a, b) => a - b));
  });

  it("refuses the session-only paths to a token", async () => {
    const { secret, id } = await createToken(dana, {
      name: "All",
      scopes: ["read", "tasks:write", "projects:write"],
    });
    for (const [method, url] of [
      ["GET", "/api/tokens"],
      ["POST", "/api/tokens"],
      ["DELETE", `/api/tokens/${id}`],
      ["POST", "/api/auth/logout"],
    ] as const) {
      const response = await bearer(
        secret,
        url,
        method,
        method === "POST" ? { name: "x", scopes: ["read"] } : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().error).toContain("signed in");
    }
    // The token still works: nothing above ran.
    expect((await bearer(secret, "/api/auth/me")).statusCode).toBe(200);
  });

  it("judges a bearer request by its token alone, never by its cookie", async () => {
    const response = await t.request({
      method: "GET",
      url: "/api/auth/me",
      headers: { cookie: dana, authorization: "Bearer cairn_pat_not-a-real-token" },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers["www-authenticate"]).toContain('error="invalid_token"');
  });

  it("answers 429 with Retry-After past the per-minute limit", async () => {
    const { secret } = await createToken(dana, { name: "Busy", scopes: ["read"] });
    const at = new Date(Math.ceil((start + (minute + 5) * 60_000) / 60_000) * 60_000 + 45_000);
    t.setNow(at);
    const call = () =>
      t.request({
        method: "GET",
        url: "/api/auth/me",
        headers: { authorization: `Bearer ${secret}` },
      });
    for (let i = 0; i < LIMIT; i++) expect((await call()).statusCode).toBe(200);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBe("15");
    // The next minute starts afresh.
    t.setNow(new Date(at.getTime() + 15_000));
    expect((await call()).statusCode).toBe(200);
    minute += 10;
  });

  it("refuses a revoked or expired token with 401", async () => {
    const revoked = await createToken(dana, { name: "Gone", scopes: ["read"] });
    expect((await bearer(revoked.secret, "/api/auth/me")).statusCode).toBe(200);
    const deleted = await t.request({
      method: "DELETE",
      url: `/api/tokens/${revoked.id}`,
      headers: { cookie: dana },
    });
    expect(deleted.statusCode).toBe(204);
    const after = await bearer(revoked.secret, "/api/feeds/tasks");
    expect(after.statusCode).toBe(401);
    expect(after.headers["www-authenticate"]).toBe('Bearer realm="cairn", error="invalid_token"');

    const expiring = await createToken(dana, { name: "Short", scopes: ["read"], expiresInDays: 1 });
    expect((await bearer(expiring.secret, "/api/auth/me")).statusCode).toBe(200);
    minute += 24 * 60;
    const expired = await bearer(expiring.secret, "/api/auth/me");
    expect(expired.statusCode).toBe(401);
  });

  it("looks a secret up only as the kind of token its prefix names", async () => {
    t.setNow(new Date());
    const made = await createToken(admin, { name: "Mine", scopes: ["read"] });
    expect(made.secret.startsWith("cairn_pat_")).toBe(true);
    expect((await bearer(made.secret, "/api/auth/me")).statusCode).toBe(200);
    // A personal token's row that a service-prefixed secret would hash to.
    const posing = made.secret.replace(/^cairn_pat_/, "cairn_svc_");
    await t.db
      .updateTable("apiTokens")
      .set({ tokenHash: hashSecret(posing) })
      .where("id", "=", made.id)
      .execute();
    const response = await bearer(posing, "/api/auth/me");
    expect(response.statusCode).toBe(401);
    expect(response.headers["www-authenticate"]).toBe(
      'Bearer realm="cairn", error="invalid_token"',
    );
  });

  it("deletes a disabled owner's tokens", async () => {
    t.setNow(new Date());
    const made = await createToken(admin, { name: "Admin's", scopes: ["read"] });
    await t.db
      .updateTable("users")
      .set({ disabledAt: new Date() })
      .where("id", "=", ids.users.admin)
      .execute();
    try {
      const response = await t.request({
        method: "GET",
        url: "/api/feeds/projects",
        headers: { authorization: `Bearer ${made.secret}` },
      });
      expect(response.statusCode).toBe(401);
      const left = await t.db
        .selectFrom("apiTokens")
        .select("id")
        .where("userId", "=", ids.users.admin)
        .execute();
      expect(left).toEqual([]);
    } finally {
      await t.db
        .updateTable("users")
        .set({ disabledAt: null })
        .where("id", "=", ids.users.admin)
        .execute();
    }
  });
});

describe("feeds", () => {
  it("name each dataset once", () => {
    expect(new Set(FEED_DATASETS).size).toBe(FEED_DATASETS.length);
  });
});
