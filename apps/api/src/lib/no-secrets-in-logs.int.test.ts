/**
 * Secrets never reach a log. Every integration is configured with planted secrets, then made to
 * fail every way it can against providers that echo back the credentials they received (the
 * worst a careless provider can do); Slack and Teams deliveries fail and are retried; a login
 * fails with a planted password; a settings change is refused with a planted value. Then the
 * planted values are searched for in system_logs, in the integrations' records, in the app's
 * own log output (at debug level) and in every answer.
 */
import { randomBytes } from "node:crypto";
import { INTEGRATION_NAMES } from "@cairn/schema/constants";
import {
  INTEGRATION_SETTINGS,
  type IntegrationName,
  integrationSlug,
  isSecretKind,
} from "@cairn/schema/integration-settings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_SETTINGS, type FakeMode, FakeProviders } from "../test/fake-providers.js";
import { forEachDatabase, useTestApp } from "../test/harness.js";

const fake = new FakeProviders();
beforeAll(() => fake.start());
afterAll(() => fake.stop());

/** A planted value: unique, and valid for its field. */
function plant(label: string): string {
  return `PLANTED${label.replace(/[^A-Za-z0-9]/g, "")}${randomBytes(6).toString("hex")}`;
}

/** The fake's settings with every secret replaced by a planted one. */
function plantedSettings(name: IntegrationName, planted: string[]): Record<string, unknown> {
  const settings: Record<string, unknown> = { ...FAKE_SETTINGS[name] };
  for (const field of INTEGRATION_SETTINGS[name]) {
    if (!isSecretKind(field.kind)) continue;
    const secret = plant(`${integrationSlug(name)}${field.key}`);
    if (field.kind === "webhook") {
      const url = new URL(String(settings[field.key]));
      url.pathname = url.pathname.replace(/[^/]+$/, secret);
      settings[field.key] = url.toString();
    } else {
      settings[field.key] = secret;
    }
    planted.push(secret);
  }
  if (name === "Jira") {
    planted.push(
      Buffer.from(`${String(settings.email)}:${String(settings.apiToken)}`).toString("base64"),
    );
  }
  return settings;
}

forEachDatabase((kind) => {
  const lines: string[] = [];
  const t = useTestApp(kind, {
    env: () => ({
      LOG_LEVEL: "debug",
      INTEGRATION_BASE_URLS: fake.baseUrlsEnv(),
      INTEGRATION_TIMEOUT_MS: "300",
      NOTIFICATION_RETRY_DELAYS_MS: "20",
    }),
    logStream: { write: (line) => lines.push(line) },
  });
  const planted: string[] = [];
  const answers: string[] = [];
  let admin: string;

  const call = async (options: Parameters<typeof t.request>[0]) => {
    const response = await t.request(options);
    answers.push(response.body);
    return response;
  };

  beforeAll(async () => {
    admin = await t.session("admin");
    fake.reset();
    for (const name of INTEGRATION_NAMES) {
      const saved = await call({
        method: "PUT",
        url: `/api/integrations/${integrationSlug(name)}/settings`,
        headers: { cookie: admin },
        payload: plantedSettings(name, planted),
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    await call({
      method: "POST",
      url: "/api/integrations/microsoft-teams/toggle",
      headers: { cookie: admin },
      payload: { enabled: true },
    });
  });

  describe("planted secrets", () => {
    it("are nowhere after every failure", async () => {
      for (const mode of ["ok", "malformed", "unavailable", "silent"] satisfies FakeMode[]) {
        for (const name of INTEGRATION_NAMES) fake.modes.set(name, mode);
        for (const name of INTEGRATION_NAMES) {
          const result = await call({
            method: "POST",
            url: `/api/integrations/${integrationSlug(name)}/test`,
            headers: { cookie: admin },
          });
          expect(result.json()).toMatchObject({ ok: false });
        }
        // Deliveries fail too, and are retried.
        await call({
          method: "POST",
          url: "/api/leads",
          payload: { name: "Planted Lead", email: "planted@example.com" },
        });
        await t.settleOutbox();
      }

      const password = plant("password");
      planted.push(password);
      const login = await call({
        method: "POST",
        url: "/api/auth/login",
        payload: { username: "admin", password },
      });
      expect(login.statusCode).toBe(401);

      const refused = plant("refused");
      planted.push(refused);
      const invalid = await call({
        method: "PUT",
        url: "/api/integrations/asana/settings",
        headers: { cookie: admin },
        payload: { personalAccessToken: `${refused} with spaces` },
      });
      expect(invalid.statusCode).toBe(400);

      const logs = await t.db.selectFrom("systemLogs").selectAll().execute();
      const records = await t.db.selectFrom("integrations").selectAll().execute();
      // The failures were really logged: one error at least per integration.
      for (const name of INTEGRATION_NAMES) {
        expect(
          logs.some((log) => log.level === "error" && log.message.startsWith(`${name}:`)),
        ).toBe(true);
      }
      expect(lines.length).toBeGreaterThan(50);

      const haystacks = {
        system_logs: JSON.stringify(logs),
        integrations: JSON.stringify(records),
        "the app's log output": lines.join(""),
        "the answers": answers.join("\n"),
      };
      const found: string[] = [];
      for (const [where, text] of Object.entries(haystacks)) {
        for (const secret of planted) {
          if (text.includes(secret)) found.push(`${secret.slice(0, 24)}… in ${where}`);
        }
      }
      expect(found).toEqual([]);
      expect(planted.length).toBeGreaterThanOrEqual(13);
    });
  });
});
