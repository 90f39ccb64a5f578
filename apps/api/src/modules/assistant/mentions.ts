/**
 * Finding the projects, people, tasks and columns a question points at. Pure: the names come
 * from the caller, already limited to what the asker may read, so a name the asker may not see
 * is never matched (and never confirmed to exist).
 */
import type {
  AssistantColumn,
  ParseContext,
  PersonMention,
  ProjectMention,
  TaskMention,
} from "./intents.js";

/** A regular expression's group, "" when it took no part in the match. */
function group(match: RegExpExecArray, index: number): string {
  return match[index] ?? "";
}

/** Lower case, apostrophes dropped, every other mark a space, single spaces. */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’‘`]/g, "'")
    .replace(/'s\b/g, "")
    .replace(/'/g, "")
    .replace(/[^a-z0-9#:"\s-]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Words of a name too common to point at one project by themselves. */
const GENERIC_WORDS = new Set([
  "the",
  "and",
  "for",
  "our",
  "project",
  "projects",
  "team",
  "new",
  "app",
  "web",
  "website",
  "site",
  "program",
  "programme",
  "platform",
  "system",
  "phase",
  "internal",
  "rollout",
  "launch",
  "relaunch",
  "migration",
  "upgrade",
  "redesign",
  "pilot",
]);

function words(text: string): string[] {
  return normalize(text)
    .split(" ")
    .filter((word) => word.length > 0);
}

/** The words of a name that can identify it: 3 letters or more, not generic. */
function distinctiveWords(name: string): string[] {
  return words(name).filter((word) => word.length >= 3 && !GENERIC_WORDS.has(word));
}

function containsPhrase(haystack: string, phrase: string): boolean {
  return phrase.length > 0 && ` ${haystack} `.includes(` ${phrase} `);
}

/** Candidates in a stable order, as they are offered back to the asker. */
function byName(items: readonly { id: number; name: string }[]): { id: number; name: string }[] {
  return items
    .map(({ id, name }) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name, "en") || a.id - b.id);
}

interface Scored<T> {
  item: T;
  score: number;
}

/** The best-scoring items, or none when nothing scored. */
function best<T>(scored: Scored<T>[]): T[] {
  const top = Math.max(0, ...scored.map((entry) => entry.score));
  return top === 0 ? [] : scored.filter((entry) => entry.score === top).map((entry) => entry.item);
}

/**
 * The project the text names: its whole name wins; otherwise the most of its distinctive words
 * ("northwind" finds "Northwind Website Relaunch"). `expected` is the part of the text where a
 * project name should be (after "status", "for", "in"…): when it names none of the asker's
 * projects, the answer says so rather than guessing.
 */
export function findProject(
  text: string,
  context: ParseContext,
  expected?: string,
): ProjectMention {
  const said = normalize(text);
  const whole = context.projects.filter((project) => containsPhrase(said, normalize(project.name)));
  if (whole.length > 0) {
    const longest = Math.max(...whole.map((project) => project.name.length));
    const chosen = whole.filter((project) => project.name.length === longest);
    const [only] = chosen;
    return only && chosen.length === 1
      ? { kind: "one", id: only.id, name: only.name }
      : { kind: "ambiguous", candidates: byName(chosen) };
  }
  const saidWords = new Set(words(said));
  const matches = best(
    context.projects.map((project) => ({
      item: project,
      score: distinctiveWords(project.name).filter((word) => saidWords.has(word)).length,
    })),
  );
  const [only] = matches;
  if (only && matches.length === 1) return { kind: "one", id: only.id, name: only.name };
  if (matches.length > 1) {
    return { kind: "ambiguous", candidates: byName(matches) };
  }
  const rest = expected === undefined ? "" : stripFiller(expected);
  return rest ? { kind: "unknown", words: rest } : { kind: "none" };
}

/** Words around a name that are not part of it. */
const FILLER = new Set([
  "the",
  "a",
  "an",
  "project",
  "please",
  "this",
  "that",
  "week",
  "weeks",
  "today",
  "now",
  "right",
  "currently",
  "lately",
  "recently",
  "so",
  "far",
  "going",
  "doing",
  "looking",
  "like",
  "is",
  "are",
  "on",
  "in",
  "for",
  "of",
  "at",
  "with",
  "about",
  "me",
  "my",
  "us",
  "our",
  "we",
  "i",
  "it",
  "all",
  "everyone",
  "everybody",
  "team",
  "teams",
  "projects",
  "whole",
  "portfolio",
  "overall",
  "general",
  "what",
  "whats",
  "how",
  "hows",
  "and",
  "to",
  "do",
  "does",
  "be",
  "there",
  "any",
  "anything",
  "tasks",
  "task",
  "work",
  "s",
  // Times and trends, which qualify a question but never name a project.
  "next",
  "few",
  "day",
  "days",
  "tomorrow",
  "tonight",
  "morning",
  "afternoon",
  "soon",
  "upcoming",
  "coming",
  "up",
  "last",
  "latest",
  "newest",
  "recent",
  "month",
  "moment",
  "side",
  "trend",
  "trends",
  "history",
  "over",
  "time",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  // The intents' own words.
  "report",
  "reports",
  "recap",
  "summary",
  "review",
  "status",
  "mood",
  "overdue",
  "late",
  "due",
  "deadlines",
]);

/** What is left of the words once the filler is gone: a name, or nothing. */
export function stripFiller(text: string): string {
  return words(text)
    .filter((word) => !FILLER.has(word))
    .join(" ");
}

/** "me", "myself", "I" — the asker. */
const SELF = /^(me|myself|i|mine|my self)$/;

/** A person named by their full name, or by a first or last name of 3 letters or more. */
export function findPerson(text: string, context: ParseContext): PersonMention {
  const said = normalize(text).replace(/^(to|for|with)\s+/, "");
  if (SELF.test(said)) return { kind: "me" };
  const whole = context.people.filter((person) => containsPhrase(said, normalize(person.name)));
  const [named] = whole;
  if (named && whole.length === 1) return { kind: "one", id: named.id, name: named.name };
  const saidWords = new Set(words(said));
  const matches = best(
    (whole.length > 1 ? whole : context.people).map((person) => ({
      item: person,
      score: words(person.name).filter((word) => word.length >= 3 && saidWords.has(word)).length,
    })),
  );
  const [only] = matches;
  if (only && matches.length === 1) return { kind: "one", id: only.id, name: only.name };
  if (matches.length > 1) {
    return { kind: "ambiguous", candidates: matches.map(({ id, name }) => ({ id, name })) };
  }
  return { kind: "unknown", words: stripFiller(said) || said };
}

/** `#12`, `task 12`, `task #12`, `card 12`; else the words of a title. */
export function findTask(text: string): TaskMention | null {
  const said = normalize(text);
  const numbered = /(?:^|\s)(?:(?:task|card|ticket|item)\s+)?#?(\d{1,9})(?:\s|$)/.exec(said);
  if (numbered && (said.includes("#") || /\b(task|card|ticket|item)\s+#?\d/.test(said))) {
    return { kind: "id", id: Number(group(numbered, 1)) };
  }
  const title = said
    .replace(/^"|"$/g, "")
    .replace(/^(the|a|an|my)\s+/, "")
    .replace(/\s+(task|card|ticket|item)$/, "")
    .replace(/^(task|card|ticket|item)\s+/, "")
    .replace(/"/g, "")
    .trim();
  return title ? { kind: "title", words: title } : null;
}

const COLUMN_WORDS: readonly [RegExp, AssistantColumn][] = [
  [/\b(to[ -]?do|todo|backlog|not started|up next|queue)\b/, "todo"],
  [/\b(in ?progress|progress|doing|wip|started|working|underway|under way|active)\b/, "inprogress"],
  [/\b(review|in review|reviewing|qa|approval|testing|to check)\b/, "review"],
  [/\b(done|finished|complete|completed|closed|shipped|resolved)\b/, "done"],
];

/** The board column the words name, if any. */
export function findColumn(text: string): AssistantColumn | null {
  const said = normalize(text);
  for (const [pattern, column] of COLUMN_WORDS) if (pattern.test(said)) return column;
  return null;
}
