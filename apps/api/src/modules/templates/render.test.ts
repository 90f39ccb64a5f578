import { DELIVERY_METHODS as SCHEMA_METHODS } from "@cairn/schema/templates";
import { describe, expect, it } from "vitest";
import { FIXTURE_BODIES } from "../../test/template-fixtures.js";
import { DELIVERY_METHODS, lintBody, TEMPLATE_FIELDS, type TemplateField } from "./details.js";
import {
  escapeMarkdown,
  FIELD_LABELS,
  fieldValues,
  type RenderFacts,
  renderBody,
  unknownFields,
} from "./render.js";

const facts: RenderFacts = {
  project: {
    name: "Northwind Website Relaunch",
    createdAt: "2026-09-03T10:00:00.000Z",
    planType: "pro",
  },
  client: { company: "Northwind Traders", name: "Nora Client" },
  consultant: { name: "Carl Consultant" },
};

describe("fieldValues", () => {
  it("fills the project's, its client's and its consultant's fields", () => {
    expect(fieldValues(facts)).toEqual({
      "project.name": "Northwind Website Relaunch",
      "project.startDate": "3 September 2026",
      "project.plan": "Pro",
      "client.company": "Northwind Traders",
      "client.name": "Nora Client",
      "consultant.name": "Carl Consultant",
    });
  });

  it("leaves out what the project does not know", () => {
    const values = fieldValues({
      ...facts,
      client: { company: "  ", name: "Solo" },
      consultant: null,
    });
    expect(values["client.company"]).toBeUndefined();
    expect(values["consultant.name"]).toBeUndefined();
    expect(values["client.name"]).toBe("Solo");
  });

  it("takes the wizard's plan values when there are some", () => {
    expect(fieldValues({ ...facts, plan: { "team.size": "12" } })["team.size"]).toBe("12");
  });
});

describe("renderBody", () => {
  it("fills known fields and writes a readable placeholder for the others", () => {
    const body =
      "For {{ project.name }} ({{team.size}} people, {{team.size}} again), by {{consultant.name}}.";
    expect(renderBody(body, fieldValues(facts))).toEqual({
      markdown:
        "For Northwind Website Relaunch (_(team size)_ people, _(team size)_ again), by Carl Consultant.",
      unfilled: ["team.size"],
    });
  });

  it("leaves text in braces that names no field as written", () => {
    expect(renderBody("Keep {{not.a.field}} and {{x}}", {}).markdown).toBe(
      "Keep {{not.a.field}} and {{x}}",
    );
  });

  it("escapes Markdown in a value, so a company name cannot format the page", () => {
    const rendered = renderBody("Client: {{client.company}}", {
      "client.company": "*Acme* [Ltd] | <b>",
    });
    expect(rendered.markdown).toBe("Client: \\*Acme\\* \\[Ltd\\] \\| \\<b\\>");
    expect(escapeMarkdown("a\nb")).toBe("a b");
  });

  it("gives every field a label, and renders a real body without a brace left", () => {
    for (const field of Object.keys(TEMPLATE_FIELDS) as TemplateField[]) {
      expect(FIELD_LABELS[field]).toMatch(/^[a-z][a-z' -]+$/);
    }
    const details = FIXTURE_BODIES["Retrospective formats"];
    if (!details) throw new Error("fixture missing");
    const { markdown, unfilled } = renderBody(details.body, fieldValues(facts));
    expect(markdown).not.toContain("{{");
    expect(markdown).toContain("Northwind Traders");
    expect(unfilled).toEqual(["team.size", "tools.docs"]);
  });

  it("finds fields the renderer does not know", () => {
    expect(unknownFields("{{project.name}} {{project.nam}} {{project.nam}}")).toEqual([
      "project.nam",
    ]);
  });
});

describe("the schema's delivery methods", () => {
  it("are the library's own", () => {
    expect([...SCHEMA_METHODS]).toEqual([...DELIVERY_METHODS]);
  });
});

describe("the test fixtures", () => {
  it("pass the library's lint, like a real body", () => {
    for (const [name, details] of Object.entries(FIXTURE_BODIES)) {
      if (details) expect(lintBody(name, details)).toEqual([]);
    }
  });
});
