/**
 * Trello's board export (Menu → Print, export and share → Export as JSON): its `lists`, `cards`
 * (`closed` ones — archived — are reported as skipped, as are the cards of an archived list),
 * `labels`, `members` (names only: the export carries no e-mail addresses) and `checklists`,
 * whose items become the task's checklist.
 *
 * Read whole rather than streamed: the cards need their lists, labels, members and checklists,
 * which the export writes in no promised order, so a streaming reader would hold the same
 * things anyway. The file is at most IMPORT_MAX_BYTES (20 MiB), which bounds the parse (about
 * five times the file in memory, measured in docs/imports.md).
 */
import { z } from "zod";
import { buildRow, person } from "./build-row.js";
import { ImportFileError, type ParsedRow } from "./item.js";
import type { ParsedFile } from "./parsed-file.js";
import { columnForWords } from "./words.js";

const named = { id: z.string(), name: z.string().nullish() };
const board = z.object({
  lists: z.array(z.object({ ...named, closed: z.boolean().nullish(), pos: z.number().nullish() })),
  cards: z.array(
    z.object({
      ...named,
      desc: z.string().nullish(),
      closed: z.boolean().nullish(),
      idList: z.string().nullish(),
      due: z.string().nullish(),
      pos: z.number().nullish(),
      idLabels: z.array(z.string()).nullish(),
      idMembers: z.array(z.string()).nullish(),
    }),
  ),
  labels: z.array(z.object({ ...named, color: z.string().nullish() })).nullish(),
  members: z
    .array(
      z.object({ id: z.string(), fullName: z.string().nullish(), username: z.string().nullish() }),
    )
    .nullish(),
  checklists: z
    .array(
      z.object({
        idCard: z.string(),
        pos: z.number().nullish(),
        checkItems: z
          .array(
            z.object({ name: z.string(), state: z.string().nullish(), pos: z.number().nullish() }),
          )
          .nullish(),
      }),
    )
    .nullish(),
});

const byPos = (a: { pos?: number | null }, b: { pos?: number | null }) =>
  (a.pos ?? 0) - (b.pos ?? 0);

export async function trelloRows(bytes: AsyncIterable<Buffer>): Promise<ParsedFile> {
  const chunks: Buffer[] = [];
  for await (const chunk of bytes) chunks.push(chunk);
  let json: unknown;
  try {
    json = JSON.parse(
      Buffer.concat(chunks)
        .toString("utf8")
        .replace(/^\uFEFF/, ""),
    );
  } catch {
    throw new ImportFileError(
      "The file is not valid JSON: export the board from Trello again (Export as JSON).",
      true,
    );
  }
  const parsed = board.safeParse(json);
  if (!parsed.success) {
    throw new ImportFileError(
      "This JSON is not a Trello board export: it needs the board's lists and cards.",
    );
  }
  const { lists, cards } = parsed.data;
  const listById = new Map(lists.map((list) => [list.id, list]));
  const listOrder = new Map([...lists].sort(byPos).map((list, index) => [list.id, index]));
  const labelById = new Map((parsed.data.labels ?? []).map((label) => [label.id, label]));
  const memberById = new Map((parsed.data.members ?? []).map((member) => [member.id, member]));
  const checklists = new Map<string, { text: string; done: boolean }[]>();
  for (const checklist of [...(parsed.data.checklists ?? [])].sort(byPos)) {
    const items = checklists.get(checklist.idCard) ?? [];
    for (const item of [...(checklist.checkItems ?? [])].sort(byPos)) {
      items.push({ text: item.name, done: item.state === "complete" });
    }
    checklists.set(checklist.idCard, items);
  }
  // Rows are numbered as the file lists the cards; the board gets them in Trello's order.
  const ordered = cards
    .map((card, index) => ({ card, row: index + 1 }))
    .sort(
      (a, b) =>
        (listOrder.get(a.card.idList ?? "") ?? 0) - (listOrder.get(b.card.idList ?? "") ?? 0) ||
        byPos(a.card, b.card),
    );
  async function* rows(): AsyncGenerator<ParsedRow> {
    for (const { card, row } of ordered) {
      const list = listById.get(card.idList ?? "");
      const title = (card.name ?? "").trim() || "(no title)";
      if (card.closed || list?.closed) {
        yield {
          row,
          kind: "skipped",
          title,
          message: card.closed
            ? "The card is archived in Trello."
            : "Its list is archived in Trello.",
        };
        continue;
      }
      const member = memberById.get(card.idMembers?.[0] ?? "");
      yield buildRow(row, {
        externalId: card.id,
        title: card.name,
        description: card.desc,
        column: columnForWords(list?.name),
        assignee: member ? person(null, member.fullName || member.username) : null,
        dueDate: card.due,
        labels: (card.idLabels ?? []).map((id) => {
          const label = labelById.get(id);
          return label?.name || label?.color || "";
        }),
        checklist: checklists.get(card.id) ?? [],
      });
    }
  }
  return { headers: [], mapping: {}, rows: rows() };
}
