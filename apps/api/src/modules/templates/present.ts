/**
 * A template row as the API answers it: the public catalogue's four fields to anyone, the
 * library's summary to consultants and administrators, and the whole template with its body.
 */
import type { TemplateDetail, TemplateListEntry } from "@cairn/schema/templates";
import { templateDetail } from "@cairn/schema/templates";
import { TEMPLATES } from "./catalogue.js";
import { fieldsOf } from "./details.js";
import type { TemplateRow } from "./templates.repo.js";

export function catalogueEntry(row: TemplateRow): TemplateListEntry {
  return { id: row.id, name: row.name, category: row.category, purpose: row.purpose };
}

/** The built-in catalogue as the public reads it, from the code: all of it, or a category. */
export function publicCatalogue(filter: { category?: string | undefined }): TemplateListEntry[] {
  return TEMPLATES.filter((entry) => !filter.category || entry.category === filter.category).map(
    (entry) => ({ ...entry }),
  );
}

export function librarySummary(row: TemplateRow): TemplateListEntry {
  return {
    ...catalogueEntry(row),
    source: row.source,
    methods: templateDetail.shape.methods.parse(row.methods),
    teamSizes: templateDetail.shape.teamSizes.parse(row.teamSizes),
    effortMinutes: row.effortMinutes,
    tags: row.tags,
    available: row.body !== null,
  };
}

export function presentTemplate(row: TemplateRow): TemplateDetail {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    purpose: row.purpose,
    source: row.source,
    body: row.body,
    methods: templateDetail.shape.methods.parse(row.methods),
    teamSizes: templateDetail.shape.teamSizes.parse(row.teamSizes),
    effortMinutes: row.effortMinutes,
    tags: row.tags,
    fields: row.body === null ? [] : fieldsOf(row.body),
    version: row.version,
    duplicatedFrom: row.duplicatedFrom,
    retiredAt: row.retiredAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
