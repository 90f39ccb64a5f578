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

  it("requires an encryption key and refuses demo data in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DEMO_DATA: "true" })).toThrow(
      /ENCRYPTION_KEY: is required in production[\s\S]*DEMO_DATA/,
    );
    const config = loadConfig({ NODE_ENV: "production", ENCRYPTION_KEY: "ab".repeat(32) });
    expect(config.demoData).toBe(false);
    expect(config.encryptionKey?.length).toBe(32);
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });
});
