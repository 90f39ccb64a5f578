/**
 * The Settings dialog's data (docs/product.md §3.6): its values drawn from the integration's fields, the
 * object it sends, and the API's 400 `issues` turned into a message under each field.
 */
import { integrationSlug, type SettingField } from "@cairn/schema/integration-settings";
import { PUSH_SCOPES, type PushTool } from "@cairn/schema/tool-stack";

export type SettingsValues = Record<string, string | boolean>;

/**
 * The form's starting values: the saved settings (secrets arrive masked, and are sent back
 * unchanged to keep them), empty text and switched-off booleans otherwise.
 */
export function initialValues(
  fields: readonly SettingField[],
  settings: Readonly<Record<string, string | boolean | null>>,
): SettingsValues {
  const values: SettingsValues = {};
  for (const field of fields) {
    const saved = settings[field.key];
    values[field.key] =
      field.kind === "boolean" ? saved === true : typeof saved === "string" ? saved : "";
  }
  return values;
}

/** The whole settings object of the PUT (replace semantics): empty text clears a field. */
export function settingsPayload(
  name: string,
  fields: readonly SettingField[],
  values: SettingsValues,
): { name: string } & Record<string, string | boolean | null> {
  const payload: { name: string } & Record<string, string | boolean | null> = { name };
  for (const field of fields) {
    const value = values[field.key];
    if (field.kind === "boolean") payload[field.key] = value === true;
    else {
      const text = typeof value === "string" ? value.trim() : "";
      payload[field.key] = text === "" ? null : text;
    }
  }
  return payload;
}

export interface SettingsIssues {
  /** Field key → what is wrong, in a sentence starting with the field's label. */
  byField: Record<string, string>;
  /** Issues that name no field of the dialog. */
  other: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** `[{ path, message }]` of a 400, from a tRPC error's `data` or a REST body. */
function rawIssues(error: unknown): { path: unknown[]; message: string }[] {
  if (!isRecord(error)) return [];
  const holder = isRecord(error.data) ? error.data : isRecord(error.body) ? error.body : null;
  const issues = holder?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((issue: unknown) =>
    isRecord(issue) && Array.isArray(issue.path) && typeof issue.message === "string"
      ? [{ path: issue.path, message: issue.message }]
      : [],
  );
}

function sentence(label: string, message: string): string {
  return `${label} ${message}`.replace(/\s+/g, " ").trim();
}

/**
 * The API's validation issues placed under their fields (an alias such as Google Drive's
 * `apiKey` counts as its field). The API words each message to follow the field's name.
 */
export function settingsIssues(error: unknown, fields: readonly SettingField[]): SettingsIssues {
  const byField: Record<string, string> = {};
  const other: string[] = [];
  for (const issue of rawIssues(error)) {
    const key = issue.path.at(-1);
    const field = fields.find(
      (candidate) => candidate.key === key || candidate.aliases?.includes(String(key)),
    );
    if (field) {
      const message = sentence(field.label, issue.message);
      byField[field.key] = byField[field.key] ? `${byField[field.key]} ${message}` : message;
    } else {
      other.push(key === undefined ? issue.message : sentence(String(key), issue.message));
    }
  }
  return { byField, other };
}

/**
 * What a tool's saved token must be allowed to do for a push into it (docs/tool-push.md); none
 * for an integration a project cannot be pushed into.
 */
export function pushScopesOf(name: string): string | undefined {
  const slug = integrationSlug(name);
  return Object.hasOwn(PUSH_SCOPES, slug) ? PUSH_SCOPES[slug as PushTool] : undefined;
}
