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

  it("keeps files under DATA_DIR by default, and in an S3 bucket when one is configured", () => {
    const local = loadConfig({ DATA_DIR: "/srv/cairn" }).files;
    expect(local).toEqual({
      dir: "/srv/cairn/files",
      s3: undefined,
      maxBytes: 25 * 1024 * 1024,
      importMaxBytes: 20 * 1024 * 1024,
    });
    const aws = loadConfig({
      S3_BUCKET: "cairn-files",
      S3_REGION: "eu-west-1",
      S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
      S3_SECRET_ACCESS_KEY: "secret",
      ATTACHMENT_MAX_BYTES: "1048576",
      IMPORT_MAX_BYTES: "2048",
    }).files;
    expect(aws.maxBytes).toBe(1_048_576);
    expect(aws.importMaxBytes).toBe(2048);
    expect(aws.s3).toEqual({
      endpoint: "https://s3.eu-west-1.amazonaws.com",
      region: "eu-west-1",
      bucket: "cairn-files",
      accessKeyId: "AKIAEXAMPLE",
      secretAccessKey: "secret",
      forcePathStyle: false,
    });
    const minio = loadConfig({
      S3_ENDPOINT: "http://minio:9000/",
      S3_BUCKET: "cairn",
      S3_ACCESS_KEY_ID: "minio",
      S3_SECRET_ACCESS_KEY: "minio-secret",
      S3_FORCE_PATH_STYLE: "true",
    }).files.s3;
    expect(minio).toMatchObject({ endpoint: "http://minio:9000", forcePathStyle: true });
  });

  it("refuses incomplete or impossible file settings, naming each", () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        return (error as ConfigError).problems;
      }
      return [];
    };
    expect(problems({ S3_BUCKET: "cairn-files" })).toEqual([
      "S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: are required with S3_BUCKET",
    ]);
    expect(problems({ S3_ACCESS_KEY_ID: "x", S3_SECRET_ACCESS_KEY: "y" })).toEqual([
      "S3_BUCKET: is required with the other S3_ settings (else files stay on disk)",
    ]);
    expect(
      problems({
        S3_ENDPOINT: "http://10.0.0.5:9000",
        S3_BUCKET: "cairn",
        S3_ACCESS_KEY_ID: "x",
        S3_SECRET_ACCESS_KEY: "y",
      }),
    ).toEqual(["S3_FORCE_PATH_STYLE: must be true when S3_ENDPOINT is an IP address"]);
    expect(problems({ S3_BUCKET: "Not_A_Bucket" })[0]).toMatch(/^S3_BUCKET: must be a bucket name/);
    expect(problems({ S3_ENDPOINT: "https://s3.example.com/path" })[0]).toMatch(
      /^S3_ENDPOINT: must be an origin/,
    );
    expect(problems({ ATTACHMENT_MAX_BYTES: "10" })[0]).toMatch(
      /^ATTACHMENT_MAX_BYTES: must be a whole number of bytes/,
    );
  });
});
