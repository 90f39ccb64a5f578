import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./env.js";

describe("loadConfig", () => {
  it("has working defaults for a fresh machine: embedded database and demo data", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: "./.data",
      databaseUrl: undefined,
      demoData: true,
      nodeEnv: "development",
    });
  });

  it("turns demo data off by default with an external database", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://u@db:5432/cairn" }).demoData).toBe(false);
  });

  it("lists every bad key at once", () => {
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", ENCRYPTION_KEY: "short" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const { problems } = error as ConfigError;
      expect(problems.map((p) => p.split(":")[0])).toEqual(
        expect.arrayContaining(["PORT", "DATABASE_URL", "ENCRYPTION_KEY"]),
      );
    }
  });

  it("requires an encryption key and a public URL, and refuses demo data in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DEMO_DATA: "true" })).toThrow(
      /ENCRYPTION_KEY: is required in production[\s\S]*PUBLIC_URL: is required[\s\S]*DEMO_DATA/,
    );
    const config = loadConfig({
      NODE_ENV: "production",
      ENCRYPTION_KEY: "ab".repeat(32),
      PUBLIC_URL: "https://pmo.example.com/",
    });
    expect(config.publicOrigins).toEqual(["https://pmo.example.com"]);
    expect(config.demoData).toBe(false);
    expect(config.encryptionKey?.length).toBe(32);
  });

  it("reads the parent domain of sibling apps, and refuses one the API is not under", () => {
    expect(
      loadConfig({ COOKIE_DOMAIN: "Example.com", PUBLIC_URL: "https://api.example.com" })
        .cookieDomain,
    ).toBe("example.com");
    expect(loadConfig({}).cookieDomain).toBeUndefined();
    expect(() =>
      loadConfig({ COOKIE_DOMAIN: "example.org", PUBLIC_URL: "https://api.example.com" }),
    ).toThrow("COOKIE_DOMAIN: api.example.com (PUBLIC_URL) is not example.org or below it");
    expect(() => loadConfig({ COOKIE_DOMAIN: "https://example.com" })).toThrow(
      "COOKIE_DOMAIN: must be a host name such as example.com (no scheme, no port)",
    );
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it("reads the integration settings, with working defaults", () => {
    expect(loadConfig({}).integrations).toEqual({
      baseUrls: {},
      timeoutMs: 10_000,
      retryDelaysMs: [1000, 5000, 30_000],
    });
    const config = loadConfig({
      INTEGRATION_BASE_URLS:
        '{"slack":"http://127.0.0.1:4010","microsoft-teams":"https://proxy.example"}',
      INTEGRATION_TIMEOUT_MS: "250",
      NOTIFICATION_RETRY_DELAYS_MS: "10,20",
      METRICS_TOKEN: "a-token-of-sixteen-or-more",
    });
    expect(config.integrations).toEqual({
      baseUrls: { slack: "http://127.0.0.1:4010", "microsoft-teams": "https://proxy.example" },
      timeoutMs: 250,
      retryDelaysMs: [10, 20],
    });
    expect(config.metricsToken).toBe("a-token-of-sixteen-or-more");
  });

  it("explains bad integration settings", () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        return (error as ConfigError).problems;
      }
      return [];
    };
    expect(problems({ INTEGRATION_BASE_URLS: "not json" })).toEqual([
      "INTEGRATION_BASE_URLS: must be a JSON object",
    ]);
    expect(problems({ INTEGRATION_BASE_URLS: '{"basecamp":"http://x"}' })[0]).toMatch(
      /^INTEGRATION_BASE_URLS\.basecamp: names must be among notion, trello, monday-com/,
    );
    expect(problems({ INTEGRATION_BASE_URLS: '{"slack":"http://x/path"}' })).toEqual([
      "INTEGRATION_BASE_URLS.slack: must be an origin, without a path",
    ]);
    expect(problems({ INTEGRATION_TIMEOUT_MS: "5" })).toEqual([
      "INTEGRATION_TIMEOUT_MS: must be from 100 to 60000",
    ]);
    expect(problems({ NOTIFICATION_RETRY_DELAYS_MS: "1s,5s" })[0]).toMatch(
      /^NOTIFICATION_RETRY_DELAYS_MS: must be up to 10 whole numbers/,
    );
    expect(problems({ METRICS_TOKEN: "short" })).toEqual([
      "METRICS_TOKEN: must be at least 16 characters",
    ]);
  });

  it("reads the e-mail settings, and refuses a half or unsafe set", () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        return (error as ConfigError).problems;
      }
      return [];
    };
    expect(loadConfig({}).mail).toBeUndefined();
    const config = loadConfig({
      SMTP_URL: "smtps://user:secret@mail.example.com:465",
      MAIL_FROM: "Cairn <pmo@example.com>",
      PUBLIC_URL: "https://pmo.example.com",
    });
    expect(config.mail).toEqual({
      smtpUrl: "smtps://user:secret@mail.example.com:465",
      from: "Cairn <pmo@example.com>",
    });
    expect(config.dashboardOrigin).toBe("https://pmo.example.com");
    expect(
      loadConfig({
        PUBLIC_URL: "https://api.example.com",
        DASHBOARD_URL: "https://app.example.com",
      }).dashboardOrigin,
    ).toBe("https://app.example.com");
    expect(problems({ SMTP_URL: "http://mail.example.com" })).toEqual([
      "SMTP_URL: must be an smtp:// or smtps:// URL",
    ]);
    expect(problems({ SMTP_URL: "smtp://127.0.0.1:25" })).toEqual([
      "MAIL_FROM: is required with SMTP_URL (the sender of Cairn's e-mails)",
      "DASHBOARD_URL: is required with SMTP_URL when PUBLIC_URL is not set",
    ]);
    expect(problems({ MAIL_FROM: "not an address" })[0]).toMatch(/^MAIL_FROM: must be an address/);
    expect(problems({ DASHBOARD_URL: "https://app.example.com/x" })[0]).toMatch(
      /^DASHBOARD_URL: must be an origin/,
    );
  });
});
