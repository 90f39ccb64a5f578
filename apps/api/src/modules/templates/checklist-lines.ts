/**
 * The checklist a template holds: its Markdown task-list lines (`- [ ] Agenda sent`, ticked or
 * not), in order, as the items a rule adds to a task (docs/rules.md). Pure.
 */
import { CHECKLIST_ITEM_MAX_LENGTH } from "@cairn/schema/checklist";

const TASK_LINE = /^\s*[-*+]\s+\[[ xX]\]\s+(.+?)\s*$/;

/** The texts of the task-list lines, each cut to the length a checklist item may have. */
export function checklistLines(markdown: string): string[] {
  return markdown.split("\n").flatMap((line) => {
    const text = TASK_LINE.exec(line)?.[1];
    return text ? [text.slice(0, CHECKLIST_ITEM_MAX_LENGTH)] : [];
  });
}
