/**
 * Fills a template's body in for one project (docs/templates.md, "Fields"): each `{{field}}` of
 * TEMPLATE_FIELDS becomes the project's own value — its name, start date and plan, its client's
 * company and contact, its consultant — and a field nobody knows yet (the team's size, tools and
 * cadences, which the wizard's stored plan will give) becomes a readable placeholder such as
 * `_(team size)_`, which the editor highlights for the consultant to fill in. Pure: the facts
 * are arguments.
 */
import { placeholder } from "@cairn/schema/documents";
import { PLAN_NAMES, type PlanId } from "@cairn/schema/plan-limits";
import { TEMPLATE_FIELDS, type TemplateField } from "./details.js";

/** How each field reads while it is unknown: `_(team size)_`. */
export const FIELD_LABELS: Readonly<Record<TemplateField, string>> = {
  "project.name": "project name",
  "project.startDate": "start date",
  "project.plan": "plan",
  "client.company": "client's company",
  "client.name": "client contact",
  "consultant.name": "consultant",
  "team.size": "team size",
  "team.band": "team-size band",
  industry: "industry",
  "tools.tracker": "work tracker",
  "tools.chat": "chat tool",
  "tools.docs": "documents tool",
  "cadence.standup": "stand-up time",
  "cadence.planning": "planning cadence",
  "cadence.review": "review cadence",
  "cadence.retro": "retrospective cadence",
};

export interface RenderFacts {
  project: { name: string; createdAt: string; planType: PlanId };
  client: { company: string | null; name: string | null } | null;
  consultant: { name: string } | null;
  /** Values from the wizard's stored plan (team size, tools, cadences), once there is one. */
  plan?: Partial<Record<TemplateField, string>>;
}

export type FieldValues = Partial<Record<TemplateField, string>>;

const LONG_DATE = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

function present(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** What a project knows of the fields; the unknown ones are left out. */
export function fieldValues(facts: RenderFacts): FieldValues {
  const values: FieldValues = { ...facts.plan };
  const set = (field: TemplateField, value: string | null | undefined) => {
    const known = present(value);
    if (known !== undefined) values[field] = known;
  };
  set("project.name", facts.project.name);
  set("project.startDate", LONG_DATE.format(new Date(facts.project.createdAt)));
  set("project.plan", PLAN_NAMES[facts.project.planType]);
  set("client.company", facts.client?.company);
  set("client.name", facts.client?.name);
  set("consultant.name", facts.consultant?.name);
  return values;
}

/** A value as Markdown text: characters Markdown would read as formatting are escaped. */
export function escapeMarkdown(value: string): string {
  return value.replace(/[\\`*_[\]<>|]/g, (character) => `\\${character}`).replace(/\s+/g, " ");
}

const FIELD = /\{\{\s*([a-zA-Z.]+)\s*\}\}/g;

function isField(name: string): name is TemplateField {
  return Object.hasOwn(TEMPLATE_FIELDS, name);
}

export interface Rendered {
  markdown: string;
  /** The fields left as placeholders, in order of first use. */
  unfilled: TemplateField[];
}

/**
 * The body with every known field filled in and every unknown one a placeholder. Text in
 * double braces that names no field is left as written.
 */
export function renderBody(body: string, values: FieldValues): Rendered {
  const unfilled = new Set<TemplateField>();
  const markdown = body.replace(FIELD, (whole, name: string) => {
    if (!isField(name)) return whole;
    const value = values[name];
    if (value === undefined) {
      unfilled.add(name);
      return placeholder(FIELD_LABELS[name]);
    }
    return escapeMarkdown(value);
  });
  return { markdown, unfilled: [...unfilled] };
}

/** The fields of a body that TEMPLATE_FIELDS does not know (an organisation's typo). */
export function unknownFields(body: string): string[] {
  return [
    ...new Set(
      [...body.matchAll(FIELD)].map((match) => match[1] ?? "").filter((name) => !isField(name)),
    ),
  ];
}
