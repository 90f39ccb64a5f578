/**
 * The tasks a task picker offers (task-picker.tsx): a board's tasks as choices, and those a
 * search finds.
 */
import type { Board } from "@cairn/schema/board";

export interface TaskChoice {
  id: number;
  title: string;
  /** The title of the column the task is in. */
  column: string;
}

/** A board's tasks as choices, column by column, in the board's order. */
export function boardTaskChoices(board: Board): TaskChoice[] {
  return board.columns.flatMap((column) =>
    column.tasks.map((task) => ({ id: task.id, title: task.title, column: column.title })),
  );
}

/** The choices whose title holds every word searched for (in any case and order). */
export function matchingChoices(choices: readonly TaskChoice[], search: string): TaskChoice[] {
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return choices.filter((choice) => {
    const title = choice.title.toLocaleLowerCase();
    return words.every((word) => title.includes(word));
  });
}
