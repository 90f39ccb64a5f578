import { INTEGRATION_SETTINGS } from "@cairn/schema/integration-settings";
import { describe, expect, it } from "vitest";
import { initialValues, pushScopesOf, settingsIssues, settingsPayload } from "./settings-model";

const jira = INTEGRATION_SETTINGS.Jira;
const notion = INTEGRATION_SETTINGS.Notion;
const drive = INTEGRATION_SETTINGS["Google Drive"];

describe("settings form values", () => {
  it("starts from the saved settings, secrets as answered (masked)", () => {
    expect(
      initialValues(jira, {
        siteUrl: "https://acme.atlassian.net",
        email: null,
        apiToken: "••••abcd",
      }),
    ).toEqual({ siteUrl: "https://acme.atlassian.net", email: "", apiToken: "••••abcd" });
    expect(initialValues(notion, {})).toEqual({
      pageUrl: "",
      integrationSecret: "",
      syncProjects: false,
      syncTasks: false,
    });
  });

  it("sends the whole object: trimmed text, null for empty, booleans as they are", () => {
    expect(
      settingsPayload("Notion", notion, {
        pageUrl: "  ",
        integrationSecret: " secret_abcdefgh ",
        syncProjects: true,
        syncTasks: false,
      }),
    ).toEqual({
      name: "Notion",
      pageUrl: null,
      integrationSecret: "secret_abcdefgh",
      syncProjects: true,
      syncTasks: false,
    });
  });

  it("sends a masked secret back unchanged, so the API keeps it", () => {
    const values = initialValues(jira, { apiToken: "••••abcd" });
    expect(settingsPayload("Jira", jira, values).apiToken).toBe("••••abcd");
  });
});

describe("validation issues", () => {
  const trpcError = (issues: unknown) => ({
    message: "bad",
    data: { code: "BAD_REQUEST", issues },
  });

  it("puts each issue under its field, after the field's label", () => {
    const issues = settingsIssues(
      trpcError([
        { path: ["siteUrl"], message: "must start with https://" },
        {
          path: ["apiToken"],
          message: "is too short (8 characters at least): paste the whole value",
        },
      ]),
      jira,
    );
    expect(issues.byField).toEqual({
      siteUrl: "Site URL must start with https://",
      apiToken: "API token is too short (8 characters at least): paste the whole value",
    });
    expect(issues.other).toEqual([]);
  });

  it("reads aliases as their field and keeps unknown keys apart", () => {
    const issues = settingsIssues(
      trpcError([
        { path: ["apiKey"], message: "must not contain spaces" },
        { path: ["colour"], message: "is not a setting of Google Drive" },
      ]),
      drive,
    );
    expect(issues.byField).toEqual({ accessToken: "Access token must not contain spaces" });
    expect(issues.other).toEqual(["colour is not a setting of Google Drive"]);
  });

  it("reads a REST body too, and ignores errors without issues", () => {
    expect(
      settingsIssues({ body: { issues: [{ path: ["email"], message: "must be an email" }] } }, jira)
        .byField,
    ).toEqual({ email: "Account email must be an email" });
    expect(settingsIssues(new Error("500: oops"), jira)).toEqual({ byField: {}, other: [] });
    expect(settingsIssues(null, jira)).toEqual({ byField: {}, other: [] });
  });
});

describe("what a push needs of the token", () => {
  it("is said for each tool a project can be pushed into, by its name", () => {
    expect(pushScopesOf("Trello")).toMatch(/scope=read,write/);
    expect(pushScopesOf("Monday.com")).toMatch(/boards:write/);
    expect(pushScopesOf("Jira")).toMatch(/Create Issues/);
  });

  it("is not said for an integration nothing is pushed into", () => {
    expect(pushScopesOf("Slack")).toBeUndefined();
    expect(pushScopesOf("Google Drive")).toBeUndefined();
  });
});
