import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SecretBox } from "../../lib/secret-box.js";
import { applySettingsInput, SettingsInputError } from "./settings-input.js";
import {
  isConfigured,
  openSettings,
  presentSettings,
  type StoredSettings,
} from "./stored-settings.js";

const box = new SecretBox(randomBytes(32));
const TOKEN = "trello-token-abcdefgh1234";

function apply(name: string, input: Record<string, string | boolean | null>, current = {}) {
  return applySettingsInput(box, name, input, current);
}

function issuesOf(run: () => unknown): { path: PropertyKey[]; message: string }[] {
  try {
    run();
  } catch (error) {
    if (error instanceof SettingsInputError) {
      return error.zodError.issues.map(({ path, message }) => ({ path, message }));
    }
    throw error;
  }
  throw new Error("expected the settings to be refused");
}

describe("settings of an integration", () => {
  it("seal secrets, keep plain values, and show secrets masked with their last four", () => {
    const { stored, changed } = apply("Trello", {
      apiKey: "short-key",
      token: TOKEN,
      boardId: "a1B2c3D4",
    });
    expect(changed).toEqual(["apiKey", "token", "boardId"]);
    expect(JSON.stringify(stored)).not.toContain(TOKEN);
    expect(presentSettings("Trello", stored)).toEqual({
      apiKey: "••••",
      token: "••••1234",
      boardId: "a1B2c3D4",
    });
    expect(openSettings(box, "Trello", stored)).toEqual({
      apiKey: "short-key",
      token: TOKEN,
      boardId: "a1B2c3D4",
    });
    expect(isConfigured("Trello", stored)).toBe(true);
  });

  it("keep a secret sent back masked, unchanged; clear a field left out", () => {
    const first = apply("Trello", { apiKey: "key-0000000001", token: TOKEN, boardId: "a1B2c3D4" });
    const again = apply("Trello", { apiKey: "key-0000000002", token: "••••1234" }, first.stored);
    expect(again.stored.token).toEqual(first.stored.token);
    expect(again.stored.boardId).toBeUndefined();
    expect(again.changed).toEqual(["apiKey", "boardId"]);
    expect(openSettings(box, "Trello", again.stored).token).toBe(TOKEN);
    expect(isConfigured("Trello", again.stored)).toBe(true);
  });

  it("refuse a masked value that is not the stored one's mask", () => {
    const first = apply("Trello", { apiKey: "key-0000000001", token: TOKEN });
    expect(issuesOf(() => apply("Trello", { token: "••••9999" }, first.stored))).toEqual([
      {
        path: ["token"],
        message: "enter the whole value again, or send the masked value unchanged to keep it",
      },
    ]);
    // Nothing stored yet: a mask keeps nothing.
    expect(issuesOf(() => apply("Trello", { token: "••••1234" }))).toHaveLength(1);
  });

  it("explain every problem at once", () => {
    const issues = issuesOf(() =>
      apply("Jira", {
        siteUrl: "http://10.0.0.1",
        email: "not-an-email",
        apiToken: "has spaces in it",
        colour: "blue",
      }),
    );
    expect(issues).toEqual([
      {
        path: ["colour"],
        message: "is not a setting of Jira; its settings are siteUrl, email, apiToken",
      },
      {
        path: ["siteUrl"],
        message:
          "must start with https://: it must be your Jira Cloud site, such as https://your-team.atlassian.net",
      },
      { path: ["email"], message: "must be an email address" },
      { path: ["apiToken"], message: "must not contain spaces: paste the value exactly as given" },
    ]);
  });

  it("check ids, webhooks, booleans and folders per integration", () => {
    expect(
      issuesOf(() => apply("Monday.com", { apiKey: "monday-token-1", boardId: "abc" })),
    ).toEqual([{ path: ["boardId"], message: "must be a number (digits only)" }]);
    expect(
      issuesOf(() => apply("Slack", { webhookUrl: "https://example.com/services/T/B/X" }))[0]
        ?.message,
    ).toMatch(/example\.com is not an allowed host/);
    expect(issuesOf(() => apply("Notion", { syncTasks: "yes" }))).toEqual([
      { path: ["syncTasks"], message: "must be true or false" },
    ]);
    expect(issuesOf(() => apply("Dropbox", { folderPath: "Cairn" }))).toEqual([
      { path: ["folderPath"], message: "must start with /, such as /Cairn" },
    ]);
    expect(issuesOf(() => apply("Asana", { personalAccessToken: "short" }))[0]?.message).toMatch(
      /too short/,
    );
  });

  it("read an id sent as a number as its digits", () => {
    const { stored } = applySettingsInput(
      box,
      "Monday.com",
      { apiKey: "monday-token-1", boardId: 123456 },
      {},
    );
    expect(stored.boardId).toBe("123456");
  });

  it("store a Jira site as its origin and accept apiKey for a storage token", () => {
    const jira = apply("Jira", { siteUrl: "https://acme.atlassian.net/jira/your-work" });
    expect(jira.stored.siteUrl).toBe("https://acme.atlassian.net");
    const drive = apply("Google Drive", { apiKey: "ya29.a-long-access-token" });
    expect(presentSettings("Google Drive", drive.stored)).toEqual({
      accessToken: "••••oken",
      folderId: null,
    });
  });

  it("count as configured only with every required field", () => {
    const stored: StoredSettings = apply("Notion", { syncProjects: true }).stored;
    expect(presentSettings("Notion", stored)).toEqual({
      pageUrl: null,
      integrationSecret: null,
      syncProjects: true,
      syncTasks: false,
    });
    expect(isConfigured("Notion", stored)).toBe(false);
  });
});
