/**
 * An answer of the assistant, in no chat's format: a headline, sections of items, links into the
 * product and follow-up questions. The renderers turn it into Block Kit (Slack), an Adaptive Card
 * (Teams) or the in-app panel's JSON; the facts in it all come from the API's own procedures.
 */
import type { IntentKind } from "./intents.js";

/** A place in the dashboard, below the asker's dashboard root (`/projects/1/tasks/12`). */
export interface AnswerLink {
  label: string;
  path: string;
}

export interface AnswerItem {
  text: string;
  /** A second, quieter line: why, when, who. */
  detail?: string;
  link?: AnswerLink;
}

export interface AnswerSection {
  heading: string;
  items: AnswerItem[];
  /** Said instead of the items when there are none. */
  empty: string;
}

export interface Answer {
  intent: IntentKind;
  /** One sentence that answers the question by itself. */
  title: string;
  sections: AnswerSection[];
  links: AnswerLink[];
  /** An action waiting for the asker's yes: `token` confirms or cancels it (one use). */
  confirmation?: { token: string; prompt: string; expiresAt: string };
  /** Questions worth asking next, in the command form the parser reads. */
  suggestions: string[];
}

export function plural(count: number, noun: string, nouns = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : nouns}`;
}

/** A short answer with nothing but its headline (and what to ask instead). */
export function sentence(
  intent: IntentKind,
  title: string,
  suggestions: string[] = [],
  links: AnswerLink[] = [],
): Answer {
  return { intent, title, sections: [], links, suggestions };
}
