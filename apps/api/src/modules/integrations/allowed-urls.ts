/**
 * Which addresses a person may give Cairn, and which Cairn will call. A URL typed into Settings
 * is only ever called when it is https, on the default port, without credentials, on a host
 * the provider really uses; anything else is refused when saved and again before each call, so
 * Settings can never make the server reach an internal address (SSRF).
 */

export interface UrlRule {
  /** What a valid value looks like, for the error message. */
  expected: string;
  hosts: (host: string) => boolean;
  path?: (path: string) => boolean;
}

const endsWithLabel = (suffix: string) => (host: string) =>
  host.endsWith(`.${suffix}`) && /^[a-z0-9-]+$/.test(host.slice(0, -suffix.length - 1));

export const URL_RULES = {
  notionPage: {
    expected: "a Notion page address, such as https://www.notion.so/Team-Hub-1a2b3c…",
    hosts: (host) =>
      host === "notion.so" || host === "www.notion.so" || endsWithLabel("notion.site")(host),
  },
  jiraSite: {
    expected: "your Jira Cloud site, such as https://your-team.atlassian.net",
    hosts: endsWithLabel("atlassian.net"),
  },
  slackWebhook: {
    expected: "a Slack incoming-webhook URL: https://hooks.slack.com/services/…",
    hosts: (host) => host === "hooks.slack.com",
    path: (path) => /^\/services\/[^/]+\/[^/]+\/[^/]+$/.test(path),
  },
  /** Where Slack wants the answer to a command or a button (it gives it in the request). */
  slackResponseUrl: {
    expected: "a Slack response URL: https://hooks.slack.com/commands/… or /actions/…",
    hosts: (host) => host === "hooks.slack.com",
    path: (path) => /^\/(commands|actions)\/[A-Za-z0-9/_-]+$/.test(path),
  },
  teamsWebhook: {
    expected: "a Teams webhook URL on webhook.office.com, logic.azure.com or api.powerplatform.com",
    hosts: (host) =>
      [".webhook.office.com", ".logic.azure.com", ".api.powerplatform.com"].some(
        (suffix) => host.endsWith(suffix) && /^[a-z0-9.-]+$/.test(host),
      ),
  },
} satisfies Record<string, UrlRule>;

export type UrlRuleName = keyof typeof URL_RULES;

export type UrlCheck = { ok: true; url: URL } | { ok: false; message: string };

export function checkUrl(rule: UrlRule, text: string): UrlCheck {
  const refuse = (why: string): UrlCheck => ({
    ok: false,
    message: `${why}: it must be ${rule.expected}`,
  });
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return refuse("is not a URL");
  }
  if (url.protocol !== "https:") return refuse("must start with https://");
  if (url.username || url.password) return refuse("must not hold a user name or password");
  if (url.port !== "") return refuse("must not name a port");
  if (!rule.hosts(url.hostname)) return refuse(`${url.hostname} is not an allowed host`);
  if (rule.path && !rule.path(url.pathname)) return refuse("its path is not the expected one");
  return { ok: true, url };
}

/**
 * Where a call really goes: the provider's URL, or the same path and query on the origin that
 * INTEGRATION_BASE_URLS gives for this provider (a test server, an egress proxy).
 */
export function routedUrl(url: URL, override: string | undefined): URL {
  if (!override) return url;
  return new URL(`${url.pathname}${url.search}`, override);
}
