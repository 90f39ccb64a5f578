/**
 * The library's bodies, by template name. Each category's bodies are written in a file of their
 * own beside this one (bodies/<category>.ts, typed `CategoryBodies<"…">` from ../details.ts);
 * the category files are imported here and spread into TEMPLATE_BODIES as they land:
 *
 *   import { AGILE_RITUALS } from "./agile-rituals.js";
 *   export const TEMPLATE_BODIES = { ...AGILE_RITUALS, … };
 *
 * Until a template's body is here, the library shows it with its purpose only and it cannot be
 * used in a project. Everything else reads details through this record only (start-up seeding
 * copies them into the `templates` table).
 */
import type { TemplateName } from "../catalogue.js";
import type { TemplateDetails } from "../details.js";

export const TEMPLATE_BODIES: Partial<Record<TemplateName, TemplateDetails>> = {};
