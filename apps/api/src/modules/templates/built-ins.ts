/**
 * The built-in templates as rows of the `templates` table: the catalogue (name, category,
 * purpose, in catalogue order) with the details written for it, where there are some yet.
 * Start-up seeding upserts these (templates.repo.ts), so a body edited in the code reaches the
 * database at the next start, and a template without a body is listed by its purpose only.
 */
import { TEMPLATE_CATALOGUE, type TemplateName, templateId } from "./catalogue.js";
import type { TemplateDetails } from "./details.js";

export interface BuiltInTemplateRow {
  id: string;
  name: string;
  category: string;
  purpose: string;
  body: string | null;
  methods: string[];
  teamSizes: string[];
  effortMinutes: number | null;
  tags: string[];
  position: number;
}

export function builtInTemplateRows(
  bodies: Partial<Record<TemplateName, TemplateDetails>>,
): BuiltInTemplateRow[] {
  let position = 0;
  return TEMPLATE_CATALOGUE.flatMap((group) =>
    group.templates.map(([name, purpose]): BuiltInTemplateRow => {
      const details: TemplateDetails | undefined = bodies[name];
      return {
        id: templateId(name),
        name,
        category: group.category,
        purpose,
        body: details?.body ?? null,
        methods: [...(details?.methods ?? [])],
        teamSizes: [...(details?.teamSizes ?? [])],
        effortMinutes: details?.effortMinutes ?? null,
        tags: [...(details?.tags ?? [])].map((tag) => tag.toLowerCase()),
        position: position++,
      };
    }),
  );
}
