/**
 * How a search box's words become a full-text query (docs/templates.md, "Search"). The words go
 * to `websearch_to_tsquery` as typed (quotes, `or`, `-word` work as on a search engine), and, so
 * that a word still being typed finds what it begins ("retro" → "Sprint retrospective"), also
 * as a prefix query over the words as written (the 'simple' configuration, unstemmed: "escalat" is
 * a prefix of "escalation" but not of its stem "escal"): every word a prefix (`retro:* & sprint:*`). A template matches
 * either; the whole words rank above the prefixes.
 */

/** The words of a search, as letters and digits only (safe inside `to_tsquery`). */
export function searchWords(q: string): string[] {
  return q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 12);
}

/** `retro board` → `retro:* & board:*`; empty when the search has no word. */
export function prefixQuery(q: string): string {
  return searchWords(q)
    .map((word) => `${word}:*`)
    .join(" & ");
}
