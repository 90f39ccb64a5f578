/**
 * The text side of mentioning someone while typing: finding the `@name` being typed at the
 * caret, the people it may mean, and the text once one of them is chosen.
 */

/** Someone who can be mentioned. */
export interface MentionCandidate {
  id: number;
  name: string;
  /** Shown beside the name in the list (their part: "client", "consultant"…). */
  description?: string;
}

export interface MentionQuery {
  /** Where the `@` stands. */
  start: number;
  /** Where the query ends (the caret). */
  end: number;
  /** What follows the `@`, up to the caret. */
  text: string;
}

/**
 * An `@` at the start or after a space or an opening bracket, followed by at most two words
 * (a first and a last name being typed) up to the caret.
 */
const TRIGGER = /(?:^|[\s([{])@([\p{L}\p{N}'’._-]{0,40}(?: [\p{L}\p{N}'’._-]{0,40})?)$/u;

/** The mention being typed at the caret, or null. */
export function mentionQueryAt(value: string, caret: number): MentionQuery | null {
  const before = value.slice(0, caret);
  const match = TRIGGER.exec(before);
  if (!match) return null;
  const text = match[1] ?? "";
  return { start: caret - text.length - 1, end: caret, text };
}

const fold = (text: string) => text.toLocaleLowerCase("en-GB");

/**
 * The people a query may mean: whose name, or a word of it, starts with it (any case); those
 * whose name starts with it first. An empty query means everyone.
 */
export function matchingCandidates<T extends MentionCandidate>(
  people: readonly T[],
  query: string,
  limit = 8,
): T[] {
  const q = fold(query.trim());
  if (!q) return people.slice(0, limit);
  const starts: T[] = [];
  const words: T[] = [];
  for (const person of people) {
    const name = fold(person.name);
    if (name.startsWith(q)) starts.push(person);
    else if (name.split(/\s+/).some((word) => word.startsWith(q))) words.push(person);
  }
  return [...starts, ...words].slice(0, limit);
}

/** The text with the query replaced by `@Name ` and where the caret goes after it. */
export function insertMention(
  value: string,
  query: MentionQuery,
  person: MentionCandidate,
): { value: string; caret: number } {
  const inserted = `@${person.name} `;
  const rest = value.slice(query.end).replace(/^ /, "");
  return {
    value: `${value.slice(0, query.start)}${inserted}${rest}`,
    caret: query.start + inserted.length,
  };
}
