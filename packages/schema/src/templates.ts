/**
 * The SOP and template library (docs/templates.md): the catalogue's entries as everyone reads
 * them, the library's templates as consultants and administrators read them (body, the ways of
 * working and team sizes they suit, tags), and the organisation's own templates that
 * administrators write, duplicate and retire.
 */
import { z } from "zod";
import { pageFields, requiredText, text, timestamp } from "./common.js";
import { TEAM_SIZE_BANDS, type TeamSizeBand, teamBandOf } from "./constants.js";
import { teamSizeBand } from "./leads.js";
import { templateEntry } from "./wizard.js";

/** Ways of working a template suits ("delivery method" on the screens; `process` in a query). */
export const DELIVERY_METHODS = ["scrum", "kanban", "waterfall", "hybrid"] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export const DELIVERY_METHOD_LABELS: Readonly<Record<DeliveryMethod, string>> = {
  scrum: "Scrum",
  kanban: "Kanban",
  waterfall: "Waterfall",
  hybrid: "Hybrid",
};

export const deliveryMethod = z.enum(DELIVERY_METHODS, {
  error: `must be one of ${DELIVERY_METHODS.join(", ")}`,
});

/** Built into Cairn (read-only: duplicate to change) or written by the organisation. */
export const TEMPLATE_SOURCES = ["built-in", "organisation"] as const;
export const templateSource = z.enum(TEMPLATE_SOURCES);

/** "risk-register": lower-case words joined by dashes (a built-in's name, or `org-…`). */
export const templateIdValue = text({ error: "must be a template id such as risk-register" })
  .max(120, { error: "must be at most 120 characters" })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "must be a template id such as risk-register" });

export const templateIdParam = z.strictObject({ templateId: templateIdValue });

export { type TeamSizeBand, teamBandOf };

/** `teamSize` of a search: a band ("6-20") or a number of people ("12"). */
export const teamSizeFilter = z.union(
  [
    teamSizeBand,
    z.coerce
      .number()
      .int()
      .min(1)
      .max(100_000)
      .transform((people) => teamBandOf(people)),
  ],
  { error: `must be a number of people or one of ${TEAM_SIZE_BANDS.join(", ")}` },
);

/** `GET /api/templates`: every filter is optional; without any, the whole catalogue. */
export const listTemplatesInput = z
  .strictObject({
    /** Words to search in titles, bodies and tags ("retro" finds "Sprint retrospective"). */
    q: text().trim().max(200, { error: "must be at most 200 characters" }).optional(),
    category: text().trim().max(100, { error: "must be at most 100 characters" }).optional(),
    process: deliveryMethod.optional(),
    teamSize: teamSizeFilter.optional(),
    ...pageFields,
  })
  .prefault({});
export type ListTemplatesInput = z.input<typeof listTemplatesInput>;

/**
 * One entry of `GET /api/templates`. Anyone gets the public catalogue's four fields; signed-in
 * consultants and administrators also get the rest (and the organisation's own templates).
 */
export const templateListEntry = templateEntry.extend({
  source: templateSource.optional(),
  methods: z.array(deliveryMethod).optional(),
  teamSizes: z.array(teamSizeBand).optional(),
  effortMinutes: z.number().int().nullable().optional(),
  tags: z.array(z.string()).optional(),
  /** It has a body, so it can be used in a project. */
  available: z.boolean().optional(),
});
export type TemplateListEntry = z.infer<typeof templateListEntry>;

/** A template as the library shows it, with its body (null while a built-in has none yet). */
export const templateDetail = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  purpose: z.string(),
  source: templateSource,
  body: z.string().nullable(),
  methods: z.array(deliveryMethod),
  teamSizes: z.array(teamSizeBand),
  effortMinutes: z.number().int().nullable(),
  tags: z.array(z.string()),
  /** The fields (`{{project.name}}`) its body uses, in order of first use. */
  fields: z.array(z.string()),
  /** Raised by each change; an edit names the version it was based on. */
  version: z.number().int(),
  /** The template it was duplicated from, if any. */
  duplicatedFrom: z.string().nullable(),
  retiredAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type TemplateDetail = z.infer<typeof templateDetail>;

const BODY_MAX = 100_000;
const body = requiredText(BODY_MAX, "Body is required");
const tags = z
  .array(requiredText(40))
  .max(20, { error: "must be at most 20 tags" })
  .transform((list) => [...new Set(list.map((tag) => tag.toLowerCase()))]);
const effortMinutes = z
  .number({ error: "must be a whole number of minutes from 5 to 2400" })
  .int({ error: "must be a whole number of minutes from 5 to 2400" })
  .min(5, { error: "must be a whole number of minutes from 5 to 2400" })
  .max(2400, { error: "must be a whole number of minutes from 5 to 2400" });
const methods = z
  .array(deliveryMethod)
  .max(DELIVERY_METHODS.length)
  .transform((list) => [...new Set(list)]);
const teamSizes = z
  .array(teamSizeBand)
  .max(TEAM_SIZE_BANDS.length)
  .transform((list) => [...new Set(list)]);

/** `POST /api/templates`: an organisation's own template (administrators). */
export const createTemplateInput = z.strictObject({
  name: requiredText(120, "Name is required"),
  category: requiredText(100, "Category is required"),
  purpose: requiredText(200, "Purpose is required"),
  body,
  methods: methods.default([]),
  teamSizes: teamSizes.default([]),
  effortMinutes: effortMinutes.nullish(),
  tags: tags.default([]),
});
export type CreateTemplateInput = z.input<typeof createTemplateInput>;

/** `PATCH /api/templates/{templateId}`: what changes, and the version it was based on. */
export const updateTemplateInput = z.strictObject({
  templateId: templateIdValue,
  baseVersion: z
    .number()
    .int()
    .min(1)
    // An integer column: a larger number could never be a version (and would not fit).
    .max(2_147_483_647, { error: "is not a valid version (too large)" }),
  name: requiredText(120, "Name is required").optional(),
  category: requiredText(100, "Category is required").optional(),
  purpose: requiredText(200, "Purpose is required").optional(),
  body: body.optional(),
  methods: methods.optional(),
  teamSizes: teamSizes.optional(),
  effortMinutes: effortMinutes.nullable().optional(),
  tags: tags.optional(),
});
export type UpdateTemplateInput = z.input<typeof updateTemplateInput>;

/** `POST /api/templates/{templateId}/duplicate`: a copy the organisation may change. */
export const duplicateTemplateInput = z.strictObject({
  templateId: templateIdValue,
  name: requiredText(120, "Name is required").optional(),
});
