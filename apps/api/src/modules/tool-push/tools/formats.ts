/**
 * Texts in the shapes the tools take (pure): Atlassian Document Format for Jira, Notion's
 * blocks (rich text in pieces of at most 2,000 characters), Markdown for the others.
 */

interface ChecklistEntry {
  text: string;
  done: boolean;
}

type AdfNode = Record<string, unknown>;

const adfText = (text: string): AdfNode => ({ type: "text", text });

/** A description (paragraphs split on blank lines) and a checklist as an ADF task list. */
export function adfDocument(description: string, checklist: readonly ChecklistEntry[]): AdfNode {
  const paragraphs = description
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .map((part) => ({ type: "paragraph", content: [adfText(part)] }));
  const content: AdfNode[] = [...paragraphs];
  if (checklist.length > 0) {
    content.push({
      type: "taskList",
      attrs: { localId: "cairn-checklist" },
      content: checklist.map((entry, index) => ({
        type: "taskItem",
        attrs: { localId: `cairn-${index + 1}`, state: entry.done ? "DONE" : "TODO" },
        content: [adfText(entry.text)],
      })),
    });
  }
  return { type: "doc", version: 1, content };
}

/** Notion takes at most 2,000 characters in one rich-text object. */
export const NOTION_TEXT_MAX = 2000;

export function notionRichText(text: string): { type: "text"; text: { content: string } }[] {
  const pieces: string[] = [];
  for (let start = 0; start < text.length; start += NOTION_TEXT_MAX) {
    pieces.push(text.slice(start, start + NOTION_TEXT_MAX));
  }
  return pieces.map((content) => ({ type: "text", text: { content } }));
}

/** Notion takes at most 100 blocks in one request's `children`. */
export const NOTION_CHILDREN_MAX = 100;

/** A page's body: the description's paragraphs, then the checklist as to-do blocks. */
export function notionBlocks(
  description: string,
  checklist: readonly ChecklistEntry[],
): Record<string, unknown>[] {
  const paragraphs = description
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .map((part) => ({
      object: "block",
      type: "paragraph",
      paragraph: { rich_text: notionRichText(part) },
    }));
  const todos = checklist.map((entry) => ({
    object: "block",
    type: "to_do",
    to_do: { rich_text: notionRichText(entry.text), checked: entry.done },
  }));
  return [...paragraphs, ...todos].slice(0, NOTION_CHILDREN_MAX);
}

/** A select option's name: Notion refuses commas in one. */
export function notionOption(name: string): string {
  return name.replaceAll(",", " ").trim().slice(0, 100);
}
