/**
 * How a search box's words become a full-text query, for every search in Cairn: the template
 * library (docs/templates.md, "Search") and the command palette (docs/search.md). The searched
 * columns are generated `tsvector`s holding each text twice — stemmed ('english', so
 * "retrospectives" finds "retrospective") and as written ('simple', which a prefix needs:
 * "escalat" is a prefix of "escalation" but not of its stem "escal") — with a GIN index.
 *
 * - The library's query (`prefixQuery`): the words as typed to `websearch_to_tsquery` (quotes,
 *   `or`, `-word` work as on a search engine), or every word as a prefix (`retro:* & sprint:*`).
 * - The palette's query (`typedWords` here, made SQL by `typedQuery` in search.repo.ts), as you
 *   type: every word whole and stemmed, or the words before the last whole and stemmed and the
 *   last one, still being typed, as a prefix of a word as written ("sprint retro" finds "Sprint
 *   retrospective").
 *
 * Only letters and digits reach `to_tsquery` (`searchWords`), so nothing typed can break the
 * query's syntax; the text goes to PostgreSQL as a bound parameter either way. The words are
 * text here: the SQL around them is the repositories' (templates.repo.ts, search.repo.ts).
 */
/** At most this many words of a search are read. */
const MAX_WORDS = 12;

/** The words of a search, as letters and digits only (safe inside `to_tsquery`). */
export function searchWords(q: string): string[] {
  return q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, MAX_WORDS);
}

/** `retro board` → `retro:* & board:*`; empty when the search has no word. */
export function prefixQuery(q: string): string {
  return searchWords(q)
    .map((word) => `${word}:*`)
    .join(" & ");
}

/** The parts of the palette's query: the words before the last, and the last one. */
export interface TypedWords {
  /** Every word, space-separated (for `plainto_tsquery`). */
  all: string;
  /** The words before the last, space-separated; empty for a single word. */
  head: string;
  /** The last word as a prefix for `to_tsquery` (`retro:*`); empty without words. */
  lastPrefix: string;
}

export function typedWords(q: string): TypedWords {
  const words = searchWords(q);
  const last = words.at(-1);
  return {
    all: words.join(" "),
    head: words.slice(0, -1).join(" "),
    lastPrefix: last === undefined ? "" : `${last}:*`,
  };
}
