/**
 * Test Connection against every provider, faked on loopback (test/fake-providers.ts) with
 * INTEGRATION_BASE_URLS, as a deployment would configure an egress proxy: the documented call
 * is made with the saved credentials, and each way it can end (connected, refused, too slow,
 * not the provider's answer) is reported in plain words and recorded on the integration.
 */
import { INTEGRATION_NAMES } from "@cairn/schema/constants";
import type { IntegrationName } from "@cairn/schema/integration-settings";
import type { ConnectionTestResult } from "@cairn/schema/integrations";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { FAKE_SETTINGS, FakeProviders } from "../../test/fake-providers.js";
import { forEachDatabase, type TestApp, useTestApp } from "../../test/harness.js";

// Long enough that a loaded machine never times out a good answer.
const TIMEOUT_MS = 1500;
/**
 * The timeout of a second app, which only meets the fake's silent mode: it has no good answer to
 * spare, so the ten providers' give-ups wait a quarter second each rather than 1.5 s.
 */
const QUICK_TIMEOUT_MS = 250;

/** What each provider's success message names (who the credentials belong to). */
const CONNECTED_AS: Record<IntegrationName, RegExp> = {
  Notion: /^Connected to Notion as Cairn Sync in the workspace Acme\.$/,
  Trello: /^Connected to Trello as Acme Ops \(@ops\)\.$/,
  "Monday.com": /^Connected to Monday\.com as Acme Ops\.$/,
  ClickUp: /^Connected to ClickUp\. Workspaces the token sees: Acme \(9001\)\.$/,
  Jira: /^Connected to Jira at acme\.atlassian\.net as Acme Ops\.$/,
  Asana: /^Connected to Asana as Acme Ops\.$/,
  Slack: /^Slack accepted the message/,
  "Microsoft Teams": /^Microsoft Teams accepted the message/,
  "Google Drive": /^Connected to Google Drive as Acme Ops \(ops@acme\.example\)\.$/,
  Dropbox: /^Connected to Dropbox as Acme Ops \(ops@acme\.example\)\.$/,
};

/** The documented request of each provider, as the fake received it. */
const REQUEST: Record<IntegrationName, { method: string; path: RegExp }> = {
  Notion: { method: "GET", path: /^\/v1\/users\/me$/ },
  Trello: { method: "GET", path: /^\/1\/members\/me\?fields=username,fullName$/ },
  "Monday.com": { method: "POST", path: /^\/v2$/ },
  ClickUp: { method: "GET", path: /^\/api\/v2\/team$/ },
  Jira: { method: "GET", path: /^\/rest\/api\/3\/myself$/ },
  Asana: { method: "GET", path: /^\/api\/1\.0\/users\/me$/ },
  Slack: { method: "POST", path: /^\/services\/T0FAKE\/B0FAKE\/fakeslack0008$/ },
  "Microsoft Teams": {
    method: "POST",
    path: /^\/webhookb2\/fake-teams-0009\/IncomingWebhook\/x\/y$/,
  },
  "Google Drive": { method: "GET", path: /^\/drive\/v3\/about\?fields=user$/ },
  Dropbox: { method: "POST", path: /^\/2\/users\/get_current_account$/ },
};

const fake = new FakeProviders();
beforeAll(() => fake.start());
afterAll(() => fake.stop());

forEachDatabase((kind) => {
  const appWithTimeout = (timeoutMs: number) =>
    useTestApp(kind, {
      env: () => ({
        INTEGRATION_BASE_URLS: fake.baseUrlsEnv(),
        INTEGRATION_TIMEOUT_MS: String(timeoutMs),
      }),
    });
  const t = appWithTimeout(TIMEOUT_MS);
  const quick = appWithTimeout(QUICK_TIMEOUT_MS);
  const admins = new Map<TestApp, string>();

  beforeAll(async () => {
    for (const app of [t, quick]) {
      const admin = await app.session("admin");
      admins.set(app, admin);
      for (const name of INTEGRATION_NAMES) {
        const saved = await app.request({
          method: "PUT",
          url: `/api/integrations/${encodeURIComponent(name)}/settings`,
          headers: { cookie: admin },
          payload: FAKE_SETTINGS[name],
        });
        expect(saved.statusCode, saved.body).toBe(200);
      }
    }
  });
  beforeEach(() => fake.reset());

  const testConnection = async (name: IntegrationName, app: TestApp = t) => {
    const response = await app.request({
      method: "POST",
      url: `/api/integrations/${encodeURIComponent(name)}/test`,
      headers: { cookie: admins.get(app) ?? "" },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ConnectionTestResult>();
  };

  describe.each(INTEGRATION_NAMES.map((name) => [name]))("%s", (name) => {
    it("connects with the saved credentials and records the sync", async () => {
      const result = await testConnection(name);
      expect(result).toMatchObject({ ok: true, outcome: "connected" });
      expect(result.message).toMatch(CONNECTED_AS[name]);
      expect(result.responseTime).toEqual(expect.any(Number));
      const [request, ...more] = fake.of(name);
      expect(more).toEqual([]);
      expect(request?.method).toBe(REQUEST[name].method);
      expect(request?.path).toMatch(REQUEST[name].path);
      expect(result.integration).toMatchObject({ lastError: null, lastSync: result.testedAt });
      expect(result.integration.syncCount).toBeGreaterThanOrEqual(1);
    });

    it("reports refused credentials, and records the error", async () => {
      fake.modes.set(name, "unauthorized");
      const before = await testConnection(name);
      const after = await testConnection(name);
      expect(after).toMatchObject({ ok: false, outcome: "rejected" });
      const refusal = name === "Slack" ? /HTTP 403/ : /HTTP 401/;
      expect(after.message).toMatch(refusal);
      expect(after.message).toMatch(/refused|does not know/);
      expect(after.integration.errorCount).toBe(before.integration.errorCount + 1);
      expect(after.integration.lastError).toBe(after.message);
    });

    it("gives up after the configured time without an answer", async () => {
      // The fake never answers: a result at all is the app giving up by its own time limit.
      fake.modes.set(name, "silent");
      const result = await testConnection(name, quick);
      await vi.waitFor(() => expect(fake.dropped.get(name)).toBe(1));
      expect(result).toMatchObject({
        ok: false,
        outcome: "timeout",
        message: `${name} did not answer within ${QUICK_TIMEOUT_MS} ms.`,
        responseTime: null,
      });
    });

    it("does not take a malformed answer for a success", async () => {
      fake.modes.set(name, "malformed");
      const result = await testConnection(name);
      expect(result).toMatchObject({ ok: false, outcome: "unexpected_answer" });
      expect(result.message).toMatch(
        new RegExp(`^${name.replace(".", "\\.")} answered, but not as`),
      );
      expect(result.integration.status).toBe(result.integration.enabled ? "error" : "inactive");
    });
  });

  describe("beyond the four cases", () => {
    it("says when a provider fails on its side", async () => {
      fake.modes.set("Notion", "unavailable");
      const result = await testConnection("Notion");
      expect(result).toMatchObject({ ok: false, outcome: "provider_error" });
      expect(result.message).toBe(
        'Notion had a problem on its side (HTTP 503: "Service Unavailable"). Try again later.',
      );
    });

    it("checks that the configured workspace is one the token can see", async () => {
      await t.request({
        method: "PUT",
        url: "/api/integrations/clickup/settings",
        headers: { cookie: admins.get(t) ?? "" },
        payload: { ...FAKE_SETTINGS.ClickUp, teamId: "4242" },
      });
      const result = await testConnection("ClickUp");
      expect(result).toMatchObject({ ok: false, outcome: "rejected" });
      expect(result.message).toBe(
        "The ClickUp token works, but it cannot see the workspace 4242. It sees: Acme (9001).",
      );
    });

    it("refuses to save without a required setting, and sends nothing", async () => {
      const before = fake.of("Trello").length;
      const saved = await t.request({
        method: "PUT",
        url: "/api/integrations/trello/settings",
        headers: { cookie: admins.get(t) ?? "" },
        payload: { apiKey: FAKE_SETTINGS.Trello.apiKey },
      });
      expect(saved.statusCode).toBe(400);
      expect(saved.json()).toMatchObject({
        code: "BAD_REQUEST",
        issues: [{ path: ["token"], message: "Token is required" }],
      });
      expect(fake.of("Trello")).toHaveLength(before);
    });

    it("answers Not configured to a test without the required settings, and sends nothing", async () => {
      await t.db
        .updateTable("integrations")
        .set({ settings: "{}" })
        .where("name", "=", "Trello")
        .execute();
      const before = fake.of("Trello").length;
      const result = await testConnection("Trello");
      expect(result).toMatchObject({
        ok: false,
        outcome: "not_configured",
        message: "Add the API key and token of Trello in Settings first.",
        responseTime: null,
      });
      expect(result.integration.state).toBe("not_configured");
      expect(fake.of("Trello")).toHaveLength(before);
    });
  });
});
