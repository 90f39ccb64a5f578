/**
 * Every input schema, walked field by field: each text field refuses a NUL character and an
 * unpaired surrogate, each date field refuses dates outside 1900–9999 or beyond ±14:00, each
 * id field refuses anything but a JSON integer — all as issues naming the field, which the API
 * answers 400. New inputs are covered without touching this file (any export ending in "Input").
 */
import { describe, expect, it } from "vitest";
import { type ZodType, z } from "zod";
import * as board from "./board.js";
import { DATE_RANGE_MESSAGE, UNSTORABLE_TEXT } from "./common.js";
import * as integrations from "./integrations.js";
import * as leads from "./leads.js";
import * as monitoring from "./monitoring.js";
import * as mood from "./mood.js";
import * as priority from "./priority.js";
import * as projects from "./projects.js";
import * as tasks from "./tasks.js";
import * as users from "./users.js";
import * as wizard from "./wizard.js";

const modules = {
  board,
  integrations,
  leads,
  monitoring,
  mood,
  priority,
  projects,
  tasks,
  users,
  wizard,
};

const inputs = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports as Record<string, unknown>)
    .filter(([name, value]) => name.endsWith("Input") && value instanceof z.ZodType)
    .map(([name, value]) => ({ name: `${file}.${name}`, schema: value as ZodType })),
);

interface JsonSchema {
  type?: string | string[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
}

/** The kinds of value a field takes, from its JSON Schema (input side). */
function kinds(schema: JsonSchema): Set<string> {
  const found = new Set<string>();
  const visit = (s: JsonSchema) => {
    for (const type of [s.type].flat()) if (type) found.add(type);
    if (s.format === "date" || s.format === "date-time") found.add("date");
    // A closed set or a pattern refuses a NUL with its own message; free text with ours.
    if (s.enum || s.const !== undefined || s.pattern) found.add("closed");
    for (const part of s.anyOf ?? []) visit(part);
  };
  visit(schema);
  return found;
}

const fields = inputs.flatMap(({ name, schema }) => {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  return Object.entries(json.properties ?? {}).map(([field, fieldSchema]) => ({
    input: name,
    schema,
    field,
    kinds: kinds(fieldSchema),
    isTextList: fieldSchema.items !== undefined && kinds(fieldSchema.items).has("string"),
    closedItems: fieldSchema.items !== undefined && kinds(fieldSchema.items).has("closed"),
  }));
});

function messagesAt(schema: ZodType, field: string, value: unknown): string[] {
  const result = schema.safeParse({ [field]: value });
  return (result.error?.issues ?? [])
    .filter((issue) => issue.path[0] === field)
    .map((issue) => issue.message);
}

describe("every input schema", () => {
  it("is found by the walk", () => {
    expect(inputs.length).toBeGreaterThan(15);
    expect(fields.filter((f) => f.kinds.has("date")).length).toBeGreaterThan(0);
  });

  const textFields = fields.filter((f) => f.kinds.has("string") && !f.kinds.has("date"));
  it.each(textFields.map((f) => [f.input, f.field, f] as const))(
    "%s.%s refuses a NUL character and a lone surrogate",
    (_input, field, { schema, kinds }) => {
      for (const bad of ["a\u0000b", "a\uD800b", "\uDC00"]) {
        const messages = messagesAt(schema, field, bad);
        if (kinds.has("closed")) expect(messages).not.toEqual([]);
        else expect(messages).toContain(UNSTORABLE_TEXT);
      }
    },
  );

  const listFields = fields.filter((f) => f.isTextList);
  it.each(listFields.map((f) => [f.input, f.field, f] as const))(
    "%s.%s refuses a NUL character in its items",
    (_input, field, { schema, closedItems }) => {
      const messages = messagesAt(schema, field, ["fine", "bad\u0000"]);
      if (closedItems) expect(messages).not.toEqual([]);
      else expect(messages).toContain(UNSTORABLE_TEXT);
    },
  );

  const dateFields = fields.filter((f) => f.kinds.has("date"));
  it.each(dateFields.map((f) => [f.input, f.field, f] as const))(
    "%s.%s accepts 1900–9999 within ±14:00 and refuses the rest",
    (_input, field, { schema }) => {
      for (const bad of [
        "0000-01-01",
        "1899-12-31",
        "9999-12-31T23:59:59-23:59",
        "2026-01-01T00:00:00+14:01",
      ]) {
        expect(messagesAt(schema, field, bad), bad).toContain(DATE_RANGE_MESSAGE);
      }
      for (const good of [
        "1900-01-01",
        "9999-12-31",
        "2026-12-31T17:00:00Z",
        "2026-12-31T17:00:00-14:00",
      ]) {
        expect(messagesAt(schema, field, good), good).toEqual([]);
      }
    },
  );

  const idFields = fields.filter(
    (f) => /Id$|^assignedTo$|^project$/.test(f.field) && f.kinds.has("integer"),
  );
  it.each(idFields.map((f) => [f.input, f.field, f] as const))(
    "%s.%s takes a JSON integer id and nothing looser",
    (_input, field, { schema }) => {
      expect(idFields.length).toBeGreaterThan(5);
      expect(messagesAt(schema, field, 6)).toEqual([]);
      for (const bad of [true, [6], "0x6", " 6", "1e3", 6.5, 0, -1, 2 ** 31]) {
        expect(messagesAt(schema, field, bad), JSON.stringify(bad)).not.toEqual([]);
      }
    },
  );
});
