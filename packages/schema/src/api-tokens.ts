/**
 * API tokens (docs/api-tokens.md): bearer tokens for the REST API, for scripts and BI tools.
 * A token is named, scoped and expires; its secret is shown once, at creation.
 */
import { z } from "zod";
import { recordId, requiredText, timestamp } from "./common.js";

/**
 * What a token may do besides reading. `read` is every GET its owner may do; each `…:write`
 * adds the changes of one resource (the router domains it covers are in the API's
 * `modules/api-tokens/scopes.ts`). A token always reads: a write scope implies `read`.
 */
export const TOKEN_SCOPES = [
  "read",
  "tasks:write",
  "projects:write",
  "milestones:write",
  "comments:write",
  "leads:write",
] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

export const TOKEN_SCOPE_LABELS: Readonly<Record<TokenScope, string>> = {
  read: "Read everything you can see",
  "tasks:write": "Change tasks (board, checklists, attachments, labels)",
  "projects:write": "Change projects (and their documents, mood entries and RAID registers)",
  "milestones:write": "Change roadmap milestones",
  "comments:write": "Write and edit comments",
  "leads:write": "Change leads",
};

export const TOKEN_KINDS = ["personal", "service"] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/** Expiry choices offered by the dashboard, in days; any date up to the maximum is accepted. */
export const TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;
export const TOKEN_MAX_DAYS = 365;

/** The secret's prefixes: secret scanners (GitHub's, for one) can be taught to spot them. */
export const TOKEN_PREFIXES: Readonly<Record<TokenKind, string>> = {
  personal: "cairn_pat_",
  service: "cairn_svc_",
};

export const createTokenInput = z.strictObject({
  name: requiredText(100),
  kind: z.enum(TOKEN_KINDS).default("personal"),
  /** At least one; `read` is always added. */
  scopes: z
    .array(z.enum(TOKEN_SCOPES))
    .min(1, { error: "must name at least one scope" })
    .max(TOKEN_SCOPES.length)
    .transform((scopes) => [...new Set<TokenScope>(["read", ...scopes])]),
  /** Days from now (1 to 365), or… */
  expiresInDays: z
    .number()
    .int({ error: `must be a whole number of days from 1 to ${TOKEN_MAX_DAYS}` })
    .min(1, { error: `must be a whole number of days from 1 to ${TOKEN_MAX_DAYS}` })
    .max(TOKEN_MAX_DAYS, { error: `must be a whole number of days from 1 to ${TOKEN_MAX_DAYS}` })
    .optional(),
  /** …a day (`YYYY-MM-DD`, the token works until its end in UTC), within the maximum. */
  expiresOn: z.iso.date({ error: "must be a day written YYYY-MM-DD" }).optional(),
});
export type CreateTokenInput = z.input<typeof createTokenInput>;

export const apiToken = z.object({
  id: recordId,
  name: z.string(),
  kind: z.enum(TOKEN_KINDS),
  /** The first characters of the secret (`cairn_pat_AbC1`), to tell tokens apart. */
  prefix: z.string(),
  scopes: z.array(z.enum(TOKEN_SCOPES)),
  /** The owner: the person whose rights the token carries. */
  userId: recordId,
  ownerName: z.string(),
  createdAt: timestamp,
  expiresAt: timestamp,
  /** Recorded at most once a minute. */
  lastUsedAt: timestamp.nullable(),
});
export type ApiToken = z.infer<typeof apiToken>;

/** The answer of a creation: the only time the secret is ever shown. */
export const createdToken = apiToken.extend({ secret: z.string() });
export type CreatedToken = z.infer<typeof createdToken>;

export const tokenIdInput = z.strictObject({ tokenId: recordId });
