/**
 * A PUT of the settings object: each value checked for its field, with a message saying what
 * is wrong and what is expected. PUT replaces the object: a field left out or sent as null or
 * "" is cleared. A secret sent back exactly as it was answered (masked) keeps the stored one,
 * so the dialog can send the whole object without anyone retyping secrets.
 */
import {
  type IntegrationName,
  isSecretKind,
  MASK_PREFIX,
  type SettingField,
} from "@cairn/schema/integration-settings";
import { z } from "zod";
import type { SecretBox } from "../../lib/secret-box.js";
import { checkUrl, URL_RULES, type UrlRule } from "./allowed-urls.js";
import {
  fieldsOf,
  maskOf,
  type SealedSecret,
  type StoredSettings,
  type StoredValue,
  sealSecret,
} from "./stored-settings.js";

/** Which host rule each URL field obeys. */
const URL_FIELDS: Partial<Record<IntegrationName, Record<string, UrlRule>>> = {
  Notion: { pageUrl: URL_RULES.notionPage },
  Jira: { siteUrl: URL_RULES.jiraSite },
  Slack: { webhookUrl: URL_RULES.slackWebhook },
  "Microsoft Teams": { webhookUrl: URL_RULES.teamsWebhook },
};

const MIN_SECRET = 8;
const MAX_SECRET = 1000;

type Issue = { path: string[]; message: string };
type Raw = string | number | boolean | null | undefined;

export interface AppliedSettings {
  stored: StoredSettings;
  /** Keys whose value changed (for the activity log: names only, never values). */
  changed: string[];
}

export class SettingsInputError extends Error {
  readonly zodError: z.ZodError;

  constructor(issues: Issue[]) {
    super("The settings are not valid.");
    this.name = "SettingsInputError";
    // ZodRealError is the Error subclass zod's own parse throws, which the error table reads.
    this.zodError = new z.ZodRealError(
      issues.map((issue) => ({ code: "custom", input: undefined, ...issue })),
    );
  }
}

export function applySettingsInput(
  box: SecretBox,
  name: string,
  input: Record<string, Raw>,
  current: StoredSettings,
): AppliedSettings {
  const fields = fieldsOf(name);
  const issues: Issue[] = [];
  const known = new Set(fields.flatMap((field) => [field.key, ...(field.aliases ?? [])]));
  for (const key of Object.keys(input)) {
    if (!known.has(key)) {
      issues.push({
        path: [key],
        message: `is not a setting of ${name}; its settings are ${fields.map((f) => f.key).join(", ")}`,
      });
    }
  }

  const stored: StoredSettings = {};
  for (const field of fields) {
    const raw = valueFor(field, input);
    const result = readField(box, name, field, raw, current[field.key]);
    if ("message" in result) issues.push({ path: [field.key], message: result.message });
    else if (result.value !== undefined) stored[field.key] = result.value;
  }
  if (issues.length > 0) throw new SettingsInputError(issues);

  const changed = fields
    .map((field) => field.key)
    .filter((key) => !sameValue(stored[key], current[key]));
  return { stored, changed };
}

function valueFor(field: SettingField, input: Record<string, Raw>): Raw {
  if (input[field.key] !== undefined) return input[field.key];
  for (const alias of field.aliases ?? []) {
    if (input[alias] !== undefined) return input[alias];
  }
  return undefined;
}

type FieldResult = { value: StoredValue | undefined } | { message: string };

function readField(
  box: SecretBox,
  name: string,
  field: SettingField,
  raw: Raw,
  current: StoredValue | undefined,
): FieldResult {
  if (field.kind === "boolean") {
    if (raw === undefined || raw === null) return { value: undefined };
    return typeof raw === "boolean" ? { value: raw } : { message: "must be true or false" };
  }
  if (typeof raw === "boolean") return { message: "must be text" };
  const text = (typeof raw === "number" ? String(raw) : (raw ?? "")).trim();
  if (text === "") return { value: undefined };

  if (isSecretKind(field.kind)) {
    if (text.startsWith(MASK_PREFIX)) {
      const kept = typeof current === "object" && text === maskOf(current);
      return kept
        ? { value: current }
        : { message: "enter the whole value again, or send the masked value unchanged to keep it" };
    }
    const problem = field.kind === "webhook" ? urlProblem(name, field, text) : secretProblem(text);
    return problem ? { message: problem } : { value: sealSecret(box, name, field.key, text) };
  }

  const problem = plainProblem(name, field, text);
  if (problem) return { message: problem };
  return { value: field.kind === "url" ? normalisedUrl(name, field, text) : text };
}

function secretProblem(text: string): string | undefined {
  if (/\s/.test(text)) return "must not contain spaces: paste the value exactly as given";
  if (text.length < MIN_SECRET)
    return `is too short (${MIN_SECRET} characters at least): paste the whole value`;
  if (text.length > MAX_SECRET) return `must be at most ${MAX_SECRET} characters`;
  return undefined;
}

function urlRule(name: string, field: SettingField): UrlRule | undefined {
  return URL_FIELDS[name as IntegrationName]?.[field.key];
}

function urlProblem(name: string, field: SettingField, text: string): string | undefined {
  const rule = urlRule(name, field);
  if (!rule) return "cannot be set";
  const check = checkUrl(rule, text);
  return check.ok ? undefined : check.message;
}

function normalisedUrl(name: string, field: SettingField, text: string): string {
  const rule = urlRule(name, field);
  const check = rule ? checkUrl(rule, text) : undefined;
  if (!check?.ok) return text;
  // A site is its origin: "https://acme.atlassian.net/jira/your-work" names the same site.
  return name === "Jira" ? check.url.origin : check.url.toString();
}

const email = z.email();

function plainProblem(name: string, field: SettingField, text: string): string | undefined {
  switch (field.kind) {
    case "url":
      return urlProblem(name, field, text);
    case "email":
      return email.safeParse(text).success ? undefined : "must be an email address";
    case "id":
      if (field.numeric) {
        return /^\d{1,20}$/.test(text) ? undefined : "must be a number (digits only)";
      }
      return /^[A-Za-z0-9_-]{1,200}$/.test(text)
        ? undefined
        : "must be letters, digits, - or _ (copy it from the address bar)";
    case "text":
      if (field.key === "folderPath" && !text.startsWith("/")) {
        return "must start with /, such as /Cairn";
      }
      return text.length > 500 || [...text].some((char) => char.charCodeAt(0) < 0x20)
        ? "must be at most 500 characters, on one line"
        : undefined;
    default:
      return undefined;
  }
}

function sameValue(a: StoredValue | undefined, b: StoredValue | undefined): boolean {
  if (typeof a === "object" && typeof b === "object") {
    return (a as SealedSecret).sealed === (b as SealedSecret).sealed;
  }
  return a === b;
}
