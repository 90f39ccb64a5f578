/**
 * The assistant's secrets of Slack and Teams, kept with their integrations' other settings
 * (sealed, masked in every answer): Slack's signing secret and bot token, Teams' outgoing
 * webhook security token. A turned-off integration accepts no request.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import type { SecretBox } from "../../lib/secret-box.js";
import { getIntegrationSettings } from "../integrations/integrations.repo.js";
import { openSettings, readStored } from "../integrations/stored-settings.js";

export async function chatSecret(
  db: Kysely<Database>,
  box: SecretBox,
  integration: "Slack" | "Microsoft Teams",
  key: "signingSecret" | "botToken" | "securityToken",
): Promise<string | undefined> {
  const row = await getIntegrationSettings(db, integration);
  if (!row?.enabled) return undefined;
  const stored = readStored(row.name, row.settings);
  if (stored[key] === undefined) return undefined;
  const value = openSettings(box, row.name, { [key]: stored[key] })[key];
  return typeof value === "string" && value !== "" ? value : undefined;
}
