/**
 * The pure parts of the API page (docs/api-tokens.md, docs/bi-feeds.md): the create form's
 * schema, a token's state, and the feed addresses of this server.
 */
import {
  type ApiToken,
  TOKEN_EXPIRY_DAYS,
  TOKEN_KINDS,
  TOKEN_SCOPE_LABELS,
  TOKEN_SCOPES,
  type TokenScope,
} from "@cairn/schema/api-tokens";
import { requiredText } from "@cairn/schema/common";
import { FEED_DATASETS, type FeedDataset } from "@cairn/schema/feeds";
import { z } from "zod";

/** The scopes a person may add to `read`, which every token has. */
export const WRITE_SCOPES = TOKEN_SCOPES.filter(
  (scope): scope is Exclude<TokenScope, "read"> => scope !== "read",
);

export const EXPIRY_OPTIONS = TOKEN_EXPIRY_DAYS.map((days) => ({
  value: String(days),
  label: days === 365 ? "1 year" : `${days} days`,
}));

export const createTokenForm = z.object({
  name: requiredText(100),
  kind: z.enum(TOKEN_KINDS),
  expiresInDays: z.enum(TOKEN_EXPIRY_DAYS.map(String) as [string, ...string[]]),
  write: z.array(z.enum(WRITE_SCOPES as [TokenScope, ...TokenScope[]])),
});
export type CreateTokenForm = z.output<typeof createTokenForm>;

/** The API's input for the form's values. */
export function createTokenRequest(values: CreateTokenForm) {
  return {
    name: values.name,
    kind: values.kind,
    expiresInDays: Number(values.expiresInDays),
    scopes: ["read", ...values.write] as TokenScope[],
  };
}

/** What a token may do, in words: "Read" or "Read; change tasks, leads". */
export function scopeSummary(scopes: readonly TokenScope[]): string {
  const writes = scopes.filter((scope) => scope !== "read").map((scope) => scope.split(":")[0]);
  return writes.length === 0 ? "Read only" : `Read; change ${writes.join(", ")}`;
}

export function scopeLabel(scope: TokenScope): string {
  return TOKEN_SCOPE_LABELS[scope];
}

export function isExpired(token: Pick<ApiToken, "expiresAt">, now: Date): boolean {
  return Date.parse(token.expiresAt) <= now.getTime();
}

export const DATASET_LABELS: Readonly<Record<FeedDataset, string>> = {
  tasks: "Tasks",
  task_history: "Task history",
  projects: "Projects",
  milestones: "Milestones",
  health_history: "Weekly health",
  mood: "Team mood (weekly)",
  raid: "RAID register",
};

/**
 * Each feed's full address on this server, for pasting into a BI tool: `apiBase` is where the
 * API answers (`/api/...` on this origin, or another origin's), resolved against the page's.
 */
export function feedUrls(
  toApi: (path: string) => string,
  pageUrl: string,
  format: "csv" | "json",
): { dataset: FeedDataset; label: string; url: string }[] {
  return FEED_DATASETS.map((dataset) => ({
    dataset,
    label: DATASET_LABELS[dataset],
    url: new URL(toApi(`/api/feeds/${dataset}?format=${format}&limit=10000`), pageUrl).href,
  }));
}
