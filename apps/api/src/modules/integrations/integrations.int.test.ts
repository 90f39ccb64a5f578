/**
 * The integrations through HTTP: the public list and what it hides, toggling, settings with
 * their validation, secrets encrypted at rest and kept when sent back masked, and a tampered
 * secret detected (an error, never garbage sent to a provider).
 */
import { INTEGRATION_NAMES } from "@cairn/schema/constants";
import type { ConnectionTestResult, Integration } from "@cairn/schema/integrations";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_SETTINGS, FakeProviders } from "../../test/fake-providers.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";

const SLACK_HOOK = "https://hooks.slack.com/services/T0123/B0456/abcdefghijklmnop7890";
const ASANA_TOKEN = "2/1200000000000000/1209999999999999:abcdef0123456789";

// Saving settings runs the connection test: it reaches this fake, never a provider's host.
const fake = new FakeProviders();
beforeAll(() => fake.start());
afterAll(() => fake.stop());

forEachDatabase((kind) => {
  const t = useTestApp(kind, { env: () => ({ INTEGRATION_BASE_URLS: fake.baseUrlsEnv() }) });
  let admin: string;
  let consultant: string;

  beforeAll(async () => {
    admin = await t.session("admin");
    consultant = await t.session("consultant");
  });

  const list = async (cookie?: string) => {
    const response = await t.request({
      method: "GET",
      url: "/api/integrations",
      headers: cookie ? { cookie } : {},
    });
    expect(response.statusCode).toBe(200);
    return response.json<Integration[]>();
  };
  const put = (name: string, payload: object) =>
    t.request({
      method: "PUT",
      url: `/api/integrations/${encodeURIComponent(name)}/settings`,
      headers: { cookie: admin },
      payload,
    });

  describe("GET /api/integrations", () => {
    it("lists the ten, with the demo's three enabled, to anyone", async () => {
      const anonymous = await list();
      expect(anonymous.map((i) => i.name)).toEqual([...INTEGRATION_NAMES]);
      expect(anonymous.filter((i) => i.enabled).map((i) => i.name)).toEqual([
        "Notion",
        "Trello",
        "Slack",
      ]);
      expect(anonymous.find((i) => i.name === "Microsoft Teams")).toMatchObject({
        slug: "microsoft-teams",
        type: "communication",
        status: "inactive",
        configured: false,
        settings: {},
        syncCount: 0,
        lastSync: null,
      });
    });

    it("shows settings to admins only, secrets masked", async () => {
      expect((await put("Slack", { webhookUrl: SLACK_HOOK })).statusCode).toBe(200);
      const forAdmin = (await list(admin)).find((i) => i.name === "Slack");
      expect(forAdmin).toMatchObject({ configured: true, settings: { webhookUrl: "••••7890" } });
      for (const cookie of [undefined, consultant]) {
        const body = JSON.stringify(await list(cookie));
        expect(body).not.toContain("hooks.slack.com");
        expect(body).not.toContain("7890");
      }
    });
  });

  describe("PUT /api/integrations/{name}/settings", () => {
    it("encrypts secrets at rest and never answers them", async () => {
      const response = await put("Asana", {
        personalAccessToken: ASANA_TOKEN,
        workspaceId: "1201",
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(ASANA_TOKEN);
      expect(response.json<Integration>().settings).toEqual({
        personalAccessToken: "••••6789",
        workspaceId: "1201",
      });
      const row = await sql<{ settings: string }>`
        select settings::text as settings from integrations where name = 'Asana'`.execute(t.db);
      const stored = row.rows[0]?.settings ?? "";
      expect(stored).not.toContain(ASANA_TOKEN);
      expect(stored).toMatch(/"sealed": "v1\.[\w-]+\.[\w-]+\.[\w-]+"/);
    });

    it("keeps the stored secret when the masked value comes back unchanged", async () => {
      await put("Asana", { personalAccessToken: ASANA_TOKEN });
      const before = await t.db
        .selectFrom("integrations")
        .select("settings")
        .where("name", "=", "Asana")
        .executeTakeFirstOrThrow();
      const response = await put("asana", { personalAccessToken: "••••6789", workspaceId: "1202" });
      expect(response.statusCode).toBe(200);
      const after = await t.db
        .selectFrom("integrations")
        .select("settings")
        .where("name", "=", "Asana")
        .executeTakeFirstOrThrow();
      expect(after.settings.personalAccessToken).toEqual(before.settings.personalAccessToken);
      expect(after.settings.workspaceId).toBe("1202");
    });

    it("answers 400 naming each field and what it expects", async () => {
      const response = await put("Slack", {
        webhookUrl: "http://127.0.0.1:5432/services/a/b/c",
        channel: "#general",
      });
      expect(response.statusCode).toBe(400);
      const body = response.json<{ code: string; issues: { path: string[]; message: string }[] }>();
      expect(body.code).toBe("BAD_REQUEST");
      expect(body.issues).toEqual([
        {
          path: ["channel"],
          message:
            "is not a setting of Slack; its settings are webhookUrl, signingSecret, botToken",
        },
        {
          path: ["webhookUrl"],
          message:
            "must start with https://: it must be a Slack incoming-webhook URL: https://hooks.slack.com/services/…",
        },
      ]);
    });

    it("answers 404 for an integration that does not exist", async () => {
      const response = await put("Basecamp", { apiKey: "x" });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
    });

    it("writes the changed field names, not their values, to the activity", async () => {
      await put("Dropbox", { accessToken: "sl.activity-token-000000", folderPath: "/Cairn" });
      const logs = await t.db
        .selectFrom("systemLogs")
        .select(["message", "metadata"])
        .where("module", "=", "integrations")
        .where("message", "like", "Dropbox settings changed%")
        .execute();
      expect(logs.at(-1)?.message).toBe(
        "Dropbox settings changed by admin: accessToken, folderPath",
      );
      expect(JSON.stringify(logs)).not.toContain("activity-token");
    });
  });

  describe("POST /api/integrations/{name}/toggle", () => {
    it("refuses to switch one on before its required settings are saved", async () => {
      const on = await t.request({
        method: "POST",
        url: "/api/integrations/Microsoft%20Teams/toggle",
        headers: { cookie: admin },
        payload: { enabled: true },
      });
      expect(on.statusCode).toBe(400);
      expect(on.json()).toEqual({
        error: "Add the Webhook URL of Microsoft Teams in Settings before switching it on.",
        code: "BAD_REQUEST",
      });
      expect((await list()).find((i) => i.name === "Microsoft Teams")).toMatchObject({
        enabled: false,
        state: "off",
      });
    });

    it("switches an integration on and off, and logs it", async () => {
      expect((await put("Microsoft Teams", FAKE_SETTINGS["Microsoft Teams"])).statusCode).toBe(200);
      const on = await t.request({
        method: "POST",
        url: "/api/integrations/Microsoft%20Teams/toggle",
        headers: { cookie: admin },
        payload: { enabled: true },
      });
      expect(on.statusCode).toBe(200);
      // Its settings were checked when saved: it is connected, with the time of that check.
      expect(on.json<Integration>()).toMatchObject({
        enabled: true,
        status: "active",
        state: "connected",
      });
      expect(on.json<Integration>().lastSync).not.toBeNull();
      const off = await t.request({
        method: "POST",
        url: "/api/integrations/microsoft-teams/toggle",
        headers: { cookie: admin },
        payload: { enabled: false },
      });
      expect(off.json<Integration>()).toMatchObject({
        enabled: false,
        status: "inactive",
        state: "off",
      });
      const logs = await t.db
        .selectFrom("systemLogs")
        .select("message")
        .where("module", "=", "integrations")
        .where("message", "like", "Microsoft Teams %abled by admin")
        .orderBy("id")
        .execute();
      expect(logs.map((l) => l.message)).toEqual([
        "Microsoft Teams enabled by admin",
        "Microsoft Teams disabled by admin",
      ]);
    });

    it("is for administrators only", async () => {
      const as = (headers: Record<string, string>) =>
        t.request({
          method: "POST",
          url: "/api/integrations/Notion/toggle",
          headers,
          payload: { enabled: false },
        });
      expect((await as({})).statusCode).toBe(401);
      expect((await as({ cookie: consultant })).statusCode).toBe(403);
      expect((await list()).find((i) => i.name === "Notion")?.enabled).toBe(true);
    });
  });

  describe("a tampered secret", () => {
    it("is detected when used, reported and recorded, and nothing is sent", async () => {
      const saved = await put("Google Drive", FAKE_SETTINGS["Google Drive"]);
      expect(saved.json<Integration>()).toMatchObject({ state: "off", errorCount: 0 });
      const row = await t.db
        .selectFrom("integrations")
        .select("settings")
        .where("name", "=", "Google Drive")
        .executeTakeFirstOrThrow();
      const secret = row.settings.accessToken as { sealed: string; last4: string };
      const parts = secret.sealed.split(".");
      const ciphertext = Buffer.from(parts[3] ?? "", "base64url");
      ciphertext[0] = (ciphertext[0] ?? 0) ^ 0xff;
      parts[3] = ciphertext.toString("base64url");
      await t.db
        .updateTable("integrations")
        .set({
          settings: JSON.stringify({
            ...row.settings,
            accessToken: { ...secret, sealed: parts.join(".") },
          }),
        })
        .where("name", "=", "Google Drive")
        .execute();

      fake.reset();
      const response = await t.request({
        method: "POST",
        url: "/api/integrations/google-drive/test",
        headers: { cookie: admin },
      });
      expect(response.statusCode).toBe(200);
      // The fake listens, and heard nothing: the unreadable secret was never sent.
      expect(fake.of("Google Drive")).toEqual([]);
      const result = response.json<ConnectionTestResult>();
      expect(result).toMatchObject({ ok: false, outcome: "secret_unreadable", responseTime: null });
      expect(result.message).toMatch(/cannot be read.*Enter it again in Settings/);
      expect(result.integration).toMatchObject({ errorCount: 1, lastError: result.message });
      const logged = await t.db
        .selectFrom("systemLogs")
        .select(["level", "message"])
        .where("module", "=", "integrations")
        .where("message", "like", "Google Drive: connection test failed%")
        .execute();
      expect(logged).toHaveLength(1);
      expect(logged[0]?.level).toBe("error");
    });
  });
});
