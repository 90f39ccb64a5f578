/** The library's templates as a picker offers them (rules' checklists, routines' agendas). */
import type { TemplateListEntry } from "@cairn/schema/templates";

/** A library template a picker offers; its category null when unknown. */
export interface TemplateChoice {
  id: string;
  name: string;
  category: string | null;
}

/** A chosen template the library no longer offers (retired, or without a body). */
export const GONE_TEMPLATE = "A template no longer in the library";

/**
 * The templates a picker offers (a rule's checklist, a routine's agenda): the library's usable
 * ones (`available`: they have a body) by name, and the one already chosen when the library no
 * longer offers it, so that the picker still says what the record names.
 */
export function templateChoices(
  entries: readonly Pick<TemplateListEntry, "id" | "name" | "category" | "available">[],
  chosen = "",
): TemplateChoice[] {
  const choices = entries
    .filter((entry) => entry.available === true)
    .map(({ id, name, category }) => ({ id, name, category }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.category.localeCompare(b.category));
  if (chosen === "" || choices.some((choice) => choice.id === chosen)) return choices;
  const entry = entries.find((candidate) => candidate.id === chosen);
  return [
    ...choices,
    { id: chosen, name: entry ? entry.name : GONE_TEMPLATE, category: entry?.category ?? null },
  ];
}
