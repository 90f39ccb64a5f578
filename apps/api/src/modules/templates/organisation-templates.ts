/**
 * What the organisation's own templates must be: a new id of their own (`org-…`, never a
 * built-in's), fields the renderer knows, and a body to copy when one is duplicated.
 */
import { randomBytes } from "node:crypto";
import type { z } from "zod";
import { appError } from "../../lib/app-error.js";
import { templateId } from "./catalogue.js";
import { unknownFields } from "./render.js";
import type { TemplateRow } from "./templates.repo.js";

/** `org-risk-register-3f9a1c`: readable, and never a built-in's id. */
export function organisationTemplateId(name: string): string {
  const slug = templateId(name).slice(0, 80).replace(/-$/, "") || "template";
  return `org-${slug}-${randomBytes(3).toString("hex")}`;
}

/**
 * The input schema, refusing a body that uses a field the renderer does not know (a 400 whose
 * issue names `body`).
 */
export function withKnownFields<S extends z.ZodType<{ body?: string | undefined }>>(schema: S): S {
  return schema.superRefine((input, ctx) => {
    if (input.body === undefined) return;
    const unknown = unknownFields(input.body);
    if (unknown.length === 0) return;
    ctx.addIssue({
      code: "custom",
      path: ["body"],
      message: `uses ${unknown.map((name) => `{{${name}}}`).join(", ")}, which ${
        unknown.length === 1 ? "is no field" : "are no fields"
      } a template may use (see docs/templates.md)`,
    });
  });
}

/** Built-in templates are read-only: an organisation duplicates one to change it. */
export function assertOrganisationTemplate(row: TemplateRow): void {
  if (row.source === "built-in") {
    throw appError(
      "FORBIDDEN",
      `"${row.name}" is a built-in template and cannot be changed. Duplicate it to make your own version.`,
    );
  }
}
