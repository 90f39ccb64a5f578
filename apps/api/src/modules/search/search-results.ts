/**
 * The palette's results as the API answers them (docs/search.md): snippets made of plain-text
 * parts, a line of context per type, and every type's results merged best first. Pure.
 */
import type { SearchResult, SnippetPart } from "@cairn/schema/search";
import type { Role } from "@cairn/schema/users";
import {
  type DocumentHit,
  type LeadHit,
  MARK_END,
  MARK_START,
  type PersonHit,
  type ProjectHit,
  type TaskHit,
} from "./search.repo.js";

const MARKS = new RegExp(`[${MARK_START}${MARK_END}]`, "g");

/**
 * A headline from `ts_headline` (found words between the private-use marks) as parts of plain
 * text; null when it marks no word (the words were elsewhere). Whitespace is folded, and a mark
 * left open or a stray mark cannot confuse the parts.
 */
export function snippetParts(headline: string | null): SnippetPart[] | null {
  if (!headline) return null;
  const parts: SnippetPart[] = [];
  let match = false;
  for (const piece of headline.split(/([\uE000\uE001])/)) {
    if (piece === MARK_START) match = true;
    else if (piece === MARK_END) match = false;
    else {
      const text = piece.replace(MARKS, "").replace(/\s+/g, " ");
      if (text === "") continue;
      const last = parts.at(-1);
      if (last && last.match === match) last.text += text;
      else parts.push({ text, match });
    }
  }
  if (!parts.some((part) => part.match)) return null;
  const first = parts[0];
  if (first) first.text = first.text.trimStart();
  const last = parts.at(-1);
  if (last) last.text = last.text.trimEnd();
  return parts.filter((part) => part.text !== "");
}

const ROLE_WORDS: Record<Role, string> = {
  admin: "Admin",
  consultant: "Consultant",
  user: "Client",
};
const STATUS_WORDS: Record<string, string> = {
  active: "Active",
  completed: "Completed",
  on_hold: "On hold",
  new: "New",
  assigned: "Assigned",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
};

const word = (status: string) => STATUS_WORDS[status] ?? status;
const line = (...parts: Array<string | null | undefined | false>) =>
  parts.filter((part): part is string => typeof part === "string" && part !== "").join(" · ");

/** Round ranks a little: they are compared, not read. */
const score = (rank: number) => Math.round(rank * 1e6) / 1e6;

export function taskResult(hit: TaskHit): SearchResult {
  const foundIn = hit.commentId !== null ? "comment" : hit.inTitle ? "title" : "text";
  return {
    type: "task",
    id: hit.id,
    title: hit.title,
    context: line(hit.projectName, hit.archived && "Archived"),
    snippet: foundIn === "title" ? null : snippetParts(hit.snippet),
    foundIn,
    projectId: hit.projectId,
    archived: hit.archived,
    rank: score(hit.rank),
  };
}

export function projectResult(hit: ProjectHit): SearchResult {
  return {
    type: "project",
    id: hit.id,
    title: hit.title,
    context: line("Project", word(hit.status), hit.archived && "Archived"),
    snippet: hit.inTitle ? null : snippetParts(hit.snippet),
    foundIn: hit.inTitle ? "title" : "text",
    projectId: hit.id,
    archived: hit.archived,
    rank: score(hit.rank),
  };
}

export function documentResult(hit: DocumentHit): SearchResult {
  return {
    type: "document",
    id: hit.id,
    title: hit.title,
    context: line(hit.projectName, hit.archived && "Archived"),
    snippet: hit.inTitle ? null : snippetParts(hit.snippet),
    foundIn: hit.inTitle ? "title" : "text",
    projectId: hit.projectId,
    archived: hit.archived,
    rank: score(hit.rank),
  };
}

export function leadResult(hit: LeadHit): SearchResult {
  return {
    type: "lead",
    id: hit.id,
    title: hit.title,
    context: line("Lead", hit.company, word(hit.status)),
    snippet: null,
    foundIn: "title",
    projectId: null,
    archived: false,
    rank: score(hit.rank),
  };
}

export function personResult(hit: PersonHit): SearchResult {
  return {
    type: "person",
    id: hit.id,
    title: hit.title,
    context: line(
      ROLE_WORDS[hit.role],
      `@${hit.username}`,
      hit.projectName,
      hit.disabled && "Deactivated",
    ),
    snippet: null,
    foundIn: "title",
    projectId: hit.projectId,
    archived: false,
    rank: score(hit.rank),
  };
}

/** Every type's results, best first (ties: the palette's type order, then newest). */
export function mergeResults(
  groups: readonly (readonly SearchResult[])[],
  typeOrder: readonly SearchResult["type"][],
): SearchResult[] {
  return groups
    .flat()
    .sort(
      (a, b) =>
        b.rank - a.rank || typeOrder.indexOf(a.type) - typeOrder.indexOf(b.type) || b.id - a.id,
    );
}
