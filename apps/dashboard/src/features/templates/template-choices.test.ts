import { describe, expect, it } from "vitest";
import { GONE_TEMPLATE, templateChoices } from "./template-choices";

describe("templateChoices", () => {
  it("offers the library's usable templates by name, and keeps the one chosen", () => {
    const library = [
      { id: "risk-register", name: "Risk register", category: "Risk", available: true },
      { id: "steering-note", name: "Steering note", category: "Reporting", available: false },
      {
        id: "definition-of-done-checklist",
        name: "Definition of done checklist",
        category: "Quality",
        available: true,
      },
      { id: "public-entry", name: "A public entry", category: "Other" },
    ];
    expect(templateChoices(library)).toEqual([
      {
        id: "definition-of-done-checklist",
        name: "Definition of done checklist",
        category: "Quality",
      },
      { id: "risk-register", name: "Risk register", category: "Risk" },
    ]);
    expect(templateChoices(library, "risk-register")).toHaveLength(2);
    expect(templateChoices(library, "steering-note").at(-1)).toEqual({
      id: "steering-note",
      name: "Steering note",
      category: "Reporting",
    });
    expect(templateChoices(library, "retired-one").at(-1)).toEqual({
      id: "retired-one",
      name: GONE_TEMPLATE,
      category: null,
    });
  });
});
