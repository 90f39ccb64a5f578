/**
 * Settings as stored in `integrations.settings` (jsonb): plain values as they are, secrets
 * sealed (lib/secret-box.ts) next to the last four characters the masked answer shows. Reading
 * is lenient: a value of the wrong shape counts as unset rather than failing the page.
 */
import {
  INTEGRATION_SETTINGS,
  type IntegrationName,
  isSecretKind,
  MASK_PREFIX,
  type SettingField,
} from "@cairn/schema/integration-settings";
import { z } from "zod";
import type { SecretBox } from "../../lib/secret-box.js";

const sealedSecret = z.object({ sealed: z.string(), last4: z.string() });
export type SealedSecret = z.infer<typeof sealedSecret>;

export type StoredValue = string | boolean | SealedSecret;
export type StoredSettings = Record<string, StoredValue>;

/** Secrets shorter than this show no characters at all when masked. */
const SHOW_LAST4_FROM = 12;

export function fieldsOf(name: string): readonly SettingField[] {
  return INTEGRATION_SETTINGS[name as IntegrationName] ?? [];
}

export function readStored(name: string, json: Record<string, unknown>): StoredSettings {
  const stored: StoredSettings = {};
  for (const field of fieldsOf(name)) {
    const value = json[field.key];
    if (isSecretKind(field.kind)) {
      const parsed = sealedSecret.safeParse(value);
      if (parsed.success) stored[field.key] = parsed.data;
    } else if (field.kind === "boolean" ? typeof value === "boolean" : typeof value === "string") {
      stored[field.key] = value as string | boolean;
    }
  }
  return stored;
}

export function sealSecret(box: SecretBox, name: string, key: string, plain: string): SealedSecret {
  return {
    sealed: box.seal(plain, secretContext(name, key)),
    last4: plain.length >= SHOW_LAST4_FROM ? plain.slice(-4) : "",
  };
}

/** Throws SecretUnreadableError when the sealed value was changed or the key differs. */
export function openSecret(box: SecretBox, name: string, key: string, secret: SealedSecret) {
  return box.open(secret.sealed, secretContext(name, key));
}

/** The additional authenticated data: a secret only opens in the field it was sealed for. */
function secretContext(name: string, key: string): string {
  return `integration:${name}:${key}`;
}

export function maskOf(secret: SealedSecret): string {
  return `${MASK_PREFIX}${secret.last4}`;
}

function isSealed(value: StoredValue | undefined): value is SealedSecret {
  return typeof value === "object" && value !== null;
}

/** Every field, null when unset; secrets masked. */
export function presentSettings(
  name: string,
  stored: StoredSettings,
): Record<string, string | boolean | null> {
  const shown: Record<string, string | boolean | null> = {};
  for (const field of fieldsOf(name)) {
    const value = stored[field.key];
    if (isSealed(value)) shown[field.key] = maskOf(value);
    else if (field.kind === "boolean") shown[field.key] = value === true;
    else shown[field.key] = value ?? null;
  }
  return shown;
}

export function isConfigured(name: string, stored: StoredSettings): boolean {
  return fieldsOf(name)
    .filter((field) => field.required)
    .every((field) => stored[field.key] !== undefined && stored[field.key] !== "");
}

/** The required fields that are not set, as { key, label }. */
export function missingRequiredFields(
  name: string,
  stored: StoredSettings,
): { key: string; label: string }[] {
  return fieldsOf(name)
    .filter((field) => field.required && (stored[field.key] ?? "") === "")
    .map((field) => ({ key: field.key, label: field.label }));
}

/** The labels of the required fields that are not set ("API key and token"). */
export function missingRequired(name: string, stored: StoredSettings): string[] {
  return fieldsOf(name)
    .filter((field) => field.required && (stored[field.key] ?? "") === "")
    .map((field) => field.label);
}

export type OpenedSettings = Record<string, string | boolean>;

/** The settings with their secrets in clear, for one call to the provider; never stored. */
export function openSettings(box: SecretBox, name: string, stored: StoredSettings): OpenedSettings {
  const opened: OpenedSettings = {};
  for (const [key, value] of Object.entries(stored)) {
    opened[key] = isSealed(value) ? openSecret(box, name, key, value) : value;
  }
  return opened;
}

/** The secret values in clear (and the paths of secret URLs), to scrub from any text. */
export function secretValues(name: string, opened: OpenedSettings): string[] {
  const values: string[] = [];
  for (const field of fieldsOf(name)) {
    const value = opened[field.key];
    if (!isSecretKind(field.kind) || typeof value !== "string" || value === "") continue;
    values.push(value);
    const path = field.kind === "webhook" && URL.canParse(value) ? new URL(value).pathname : "";
    if (path.length >= 8) values.push(path);
  }
  return values;
}
