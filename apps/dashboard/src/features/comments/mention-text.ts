/**
 * A comment's text in its three forms (docs/tasks.md, "Mentions"): stored, with mentions as
 * `@[Name](user:12)`; edited, where a person reads `@Name`; and rendered as Markdown, where a
 * mention is a link the viewer draws as a chip with the person's current name.
 */
import { mentionToken, mentionTokens, withPlainMentions } from "@cairn/schema/comments";

export interface NamedPerson {
  id: number;
  name: string;
}

/** The anchor a rendered mention links to: `#mention-12`. */
export const MENTION_HREF = /^#mention-(\d+)$/;

/** The text to edit: each mention as `@Name` (the current name when known). */
export function toEditable(body: string, mentioned: readonly NamedPerson[]): string {
  return withPlainMentions(body, new Map(mentioned.map((person) => [person.id, person.name])));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The text to send: each `@Name` of a known person becomes their mention token. Longer names
 * are matched first ("@Ada Lovelace" before "@Ada"), and a name must end there ("@Sam" is not
 * read in "@Samantha"). When two people share a name, the one later in `people` wins (the
 * composer lists the people chosen from the list last).
 */
export function toStored(text: string, people: readonly NamedPerson[]): string {
  const byName = new Map<string, NamedPerson>();
  for (const person of people) {
    if (person.name.trim()) byName.set(person.name.toLocaleLowerCase("en-GB"), person);
  }
  if (byName.size === 0) return text;
  const names = [...byName.values()]
    .map((person) => person.name)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  const pattern = new RegExp(`(^|[^\\p{L}\\p{N}_])@(${names.join("|")})(?![\\p{L}\\p{N}_])`, "giu");
  return text.replace(pattern, (whole, before: string, name: string) => {
    const person = byName.get(name.toLocaleLowerCase("en-GB"));
    return person ? `${before}${mentionToken(person)}` : whole;
  });
}

/** Markdown to render: each mention as a link to `#mention-<id>` (the viewer draws the chip). */
export function toRendered(body: string): string {
  let rendered = "";
  let from = 0;
  for (const token of mentionTokens(body)) {
    rendered += `${body.slice(from, token.start)}[@${token.label}](#mention-${token.id})`;
    from = token.end;
  }
  return rendered + body.slice(from);
}
