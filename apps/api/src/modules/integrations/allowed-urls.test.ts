import { describe, expect, it } from "vitest";
import { checkUrl, routedUrl, URL_RULES } from "./allowed-urls.js";

const ok = (rule: keyof typeof URL_RULES, text: string) => checkUrl(URL_RULES[rule], text).ok;

describe("URLs a person may save", () => {
  it("accepts the providers' own hosts over https", () => {
    expect(ok("slackWebhook", "https://hooks.slack.com/services/T000/B000/XXXX")).toBe(true);
    expect(ok("teamsWebhook", "https://acme.webhook.office.com/webhookb2/abc@def/x/y")).toBe(true);
    expect(
      ok("teamsWebhook", "https://prod-12.westus.logic.azure.com:443/workflows/abc/triggers"),
    ).toBe(true);
    expect(ok("jiraSite", "https://acme.atlassian.net")).toBe(true);
    expect(ok("notionPage", "https://www.notion.so/Team-Hub-0123456789abcdef")).toBe(true);
    expect(ok("notionPage", "https://acme.notion.site/Hub")).toBe(true);
  });

  it("refuses anything that could reach another address", () => {
    const refused: [keyof typeof URL_RULES, string][] = [
      ["slackWebhook", "http://hooks.slack.com/services/T/B/X"],
      ["slackWebhook", "https://hooks.slack.com.evil.example/services/T/B/X"],
      ["slackWebhook", "https://hooks.slack.com:8443/services/T/B/X"],
      ["slackWebhook", "https://user:pass@hooks.slack.com/services/T/B/X"],
      ["slackWebhook", "https://hooks.slack.com/other/path"],
      ["slackWebhook", "https://127.0.0.1/services/T/B/X"],
      ["teamsWebhook", "https://webhook.office.com.evil.example/x"],
      ["teamsWebhook", "https://169.254.169.254/latest/meta-data"],
      ["jiraSite", "https://atlassian.net"],
      ["jiraSite", "https://a.b.atlassian.net"],
      ["jiraSite", "https://acme.atlassian.net.evil.example"],
      ["jiraSite", "https://localhost"],
      ["notionPage", "https://notion.so.evil.example/x"],
      ["notionPage", "file:///etc/passwd"],
      ["notionPage", "not a url"],
    ];
    for (const [rule, text] of refused) {
      expect(ok(rule, text), `${rule} ${text}`).toBe(false);
    }
  });

  it("says what was wrong and what is expected", () => {
    const check = checkUrl(URL_RULES.jiraSite, "http://acme.atlassian.net");
    expect(check).toEqual({
      ok: false,
      message:
        "must start with https://: it must be your Jira Cloud site, such as https://your-team.atlassian.net",
    });
  });
});

describe("routedUrl", () => {
  it("keeps the path and query on the configured origin", () => {
    const url = new URL("https://www.googleapis.com/drive/v3/about?fields=user");
    expect(routedUrl(url, "http://127.0.0.1:4010").toString()).toBe(
      "http://127.0.0.1:4010/drive/v3/about?fields=user",
    );
    expect(routedUrl(url, undefined)).toBe(url);
  });
});
