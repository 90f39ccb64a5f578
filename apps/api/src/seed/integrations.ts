import type { INTEGRATION_TYPES } from "@cairn/schema/constants";

/** The integrations the product offers (docs/product.md §2.13, §3.6). Present in every database. */
export const INTEGRATION_CATALOGUE: readonly {
  name: string;
  type: (typeof INTEGRATION_TYPES)[number];
}[] = [
  { name: "Notion", type: "project_management" },
  { name: "Trello", type: "project_management" },
  { name: "Monday.com", type: "project_management" },
  { name: "ClickUp", type: "project_management" },
  { name: "Jira", type: "project_management" },
  { name: "Asana", type: "project_management" },
  { name: "Slack", type: "communication" },
  { name: "Microsoft Teams", type: "communication" },
  { name: "Google Drive", type: "storage" },
  { name: "Dropbox", type: "storage" },
];
