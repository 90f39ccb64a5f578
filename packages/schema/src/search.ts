/**
 * The command palette's search (docs/search.md): `GET /api/search?q=` over projects, tasks (and
 * their comments), leads, project documents and people, each result only if the caller may read
 * it.
 */
import { z } from "zod";
import { text } from "./common.js";

/** What a search finds, in the order the palette groups them. */
export const SEARCH_TYPES = ["task", "project", "document", "lead", "person"] as const;
export const searchType = z.enum(SEARCH_TYPES);
export type SearchType = z.infer<typeof searchType>;

const TYPES_MESSAGE = `must be one or more of ${SEARCH_TYPES.join(", ")}, separated by commas`;

/** A list of types, as an array (tRPC, repeated query keys) or comma-separated (`task,lead`). */
const searchTypes = z.union(
  [
    z.array(searchType, { error: TYPES_MESSAGE }).min(1, { error: TYPES_MESSAGE }),
    text({ error: TYPES_MESSAGE })
      .transform((value) =>
        value
          .split(",")
          .map((part) => part.trim())
          .filter((part) => part.length > 0),
      )
      .pipe(z.array(searchType, { error: TYPES_MESSAGE }).min(1, { error: TYPES_MESSAGE })),
  ],
  { error: TYPES_MESSAGE },
);

export const SEARCH_LIMIT_DEFAULT = 5;
export const SEARCH_LIMIT_MAX = 20;
const LIMIT_MESSAGE = `must be a whole number from 1 to ${SEARCH_LIMIT_MAX}`;

export const searchInput = z.strictObject({
  /** The words typed; the last one is also read as the beginning of a word. */
  q: text({ error: "Type something to search for" })
    .trim()
    .min(1, { error: "Type something to search for" })
    .max(200, { error: "must be at most 200 characters" }),
  /** Only these types (default: every type the caller may see). */
  types: searchTypes.optional(),
  /** At most this many results of each type (1–20, default 5). */
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int({ error: LIMIT_MESSAGE })
    .min(1, { error: LIMIT_MESSAGE })
    .max(SEARCH_LIMIT_MAX, { error: LIMIT_MESSAGE })
    .default(SEARCH_LIMIT_DEFAULT),
});
export type SearchInput = z.input<typeof searchInput>;

/** A piece of a snippet: text as stored, and whether it is one of the words searched for. */
export const snippetPart = z.object({ text: z.string(), match: z.boolean() });
export type SnippetPart = z.infer<typeof snippetPart>;

export const searchResult = z.object({
  type: searchType,
  id: z.number().int(),
  /** The project's, task's or document's title; a lead's or person's name. */
  title: z.string(),
  /**
   * A short line of context: for a task or document its project; for a lead its company and
   * status; for a person their role and username; for a project its status.
   */
  context: z.string(),
  /**
   * Where the words were found, when not (only) in the title: a few words of a description, a
   * comment or a document's body around them, the words themselves marked. Plain text: render
   * each part as text, never as HTML.
   */
  snippet: z.array(snippetPart).nullable(),
  /** `comment` when a task was found by one of its comments. */
  foundIn: z.enum(["title", "text", "comment"]),
  /** The project of a task or document, and a project's own id; null for leads and people. */
  projectId: z.number().int().nullable(),
  /** Set when the project (of a task or document) is archived. */
  archived: z.boolean(),
  /** Higher is better; comparable within one answer. */
  rank: z.number(),
});
export type SearchResult = z.infer<typeof searchResult>;

export const searchAnswer = z.object({
  /** The query as read (trimmed). */
  q: z.string(),
  /** Best first, across types; at most `limit` of each type. */
  results: z.array(searchResult),
});
export type SearchAnswer = z.infer<typeof searchAnswer>;
