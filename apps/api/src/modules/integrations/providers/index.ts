import type { IntegrationName } from "@cairn/schema/integration-settings";
import { asana } from "./asana.js";
import { clickup } from "./clickup.js";
import { dropbox } from "./dropbox.js";
import { googleDrive } from "./google-drive.js";
import { jira } from "./jira.js";
import { monday } from "./monday.js";
import { notion } from "./notion.js";
import type { Provider } from "./provider.js";
import { slack } from "./slack.js";
import { teams } from "./teams.js";
import { trello } from "./trello.js";

export const PROVIDERS: Readonly<Record<IntegrationName, Provider>> = {
  Notion: notion,
  Trello: trello,
  "Monday.com": monday,
  ClickUp: clickup,
  Jira: jira,
  Asana: asana,
  Slack: slack,
  "Microsoft Teams": teams,
  "Google Drive": googleDrive,
  Dropbox: dropbox,
};

export function providerFor(name: string): Provider | undefined {
  return PROVIDERS[name as IntegrationName];
}
