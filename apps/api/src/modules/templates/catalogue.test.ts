import { describe, expect, it } from "vitest";
import { TEMPLATE_CATALOGUE, TEMPLATES, templateId } from "./catalogue.js";

describe("the template catalogue", () => {
  it("holds the 150+ SOPs and templates the product advertises, grouped by category", () => {
    expect(TEMPLATES.length).toBeGreaterThanOrEqual(150);
    for (const group of TEMPLATE_CATALOGUE) expect(group.templates.length).toBeGreaterThan(0);
    const categories = TEMPLATE_CATALOGUE.map((group) => group.category);
    expect(new Set(categories).size).toBe(categories.length);
  });

  it("has unique names and ids", () => {
    expect(new Set(TEMPLATES.map((entry) => entry.name)).size).toBe(TEMPLATES.length);
    expect(new Set(TEMPLATES.map((entry) => entry.id)).size).toBe(TEMPLATES.length);
  });

  it("gives each template a one-line purpose written as a sentence", () => {
    for (const entry of TEMPLATES) {
      expect(entry.purpose, entry.name).toMatch(/^[A-Z].*\.$/);
      expect(entry.purpose, entry.name).not.toContain("\n");
      expect(entry.purpose.length, entry.name).toBeLessThanOrEqual(120);
      // The wizard writes "Name — because …" and reads the name back up to the dash.
      expect(entry.name, entry.name).not.toContain(" — ");
    }
  });

  it("derives ids from names", () => {
    expect(templateId("Risk register")).toBe("risk-register");
    expect(templateId("Project lead's first-week guide")).toBe("project-lead-s-first-week-guide");
    expect(templateId("5S audit sheet")).toBe("5s-audit-sheet");
  });
});
