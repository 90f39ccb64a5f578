/**
 * The library's bodies as a reader needs them: each file of bodies/ holds one category (its file
 * named after it), every body passes lintBody (sections, length, known fields, no placeholder),
 * and no two bodies are the same text.
 */
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { TEMPLATE_CATALOGUE } from "./catalogue.js";
import { categoryFile, lintBody, type TemplateDetails } from "./details.js";

const dir = new URL("./bodies/", import.meta.url);
const files = readdirSync(dir).filter((file) => file.endsWith(".ts") && file !== "index.ts");

async function load(file: string): Promise<Record<string, TemplateDetails>> {
  const module = (await import(new URL(file, dir).href)) as Record<string, unknown>;
  const exported = Object.values(module);
  expect(exported, `${file} exports one record`).toHaveLength(1);
  return exported[0] as Record<string, TemplateDetails>;
}

describe("template bodies", () => {
  it("sit one category to a file, named after it", () => {
    const categories = new Set(TEMPLATE_CATALOGUE.map((group) => categoryFile(group.category)));
    for (const file of files) expect(categories, file).toContain(file.replace(/\.ts$/, ""));
  });

  it.each(files)("%s: every body is written for its template", async (file) => {
    const bodies = await load(file);
    const group = TEMPLATE_CATALOGUE.find(
      (candidate) => `${categoryFile(candidate.category)}.ts` === file,
    );
    const names = group?.templates.map(([name]) => name) ?? [];
    expect(Object.keys(bodies).sort()).toEqual([...names].sort());
    const problems = Object.entries(bodies).flatMap(([name, details]) => lintBody(name, details));
    expect(problems).toEqual([]);
  });

  it("cover every template of the catalogue", async () => {
    const { TEMPLATE_BODIES } = await import("./bodies/index.js");
    const names = TEMPLATE_CATALOGUE.flatMap((group) => group.templates.map(([name]) => name));
    expect(Object.keys(TEMPLATE_BODIES).sort()).toEqual([...names].sort());
    expect(names.length).toBeGreaterThanOrEqual(150);
  });

  it("never repeat a body", async () => {
    const seen = new Map<string, string>();
    for (const file of files) {
      for (const [name, details] of Object.entries(await load(file))) {
        const key = details.body.replace(/\s+/g, " ").slice(100, 400);
        expect(seen.get(key), `${name} repeats ${seen.get(key)}`).toBeUndefined();
        seen.set(key, name);
      }
    }
  });
});

describe("lintBody", () => {
  const good = {
    methods: ["kanban"],
    teamSizes: ["1-5"],
    effortMinutes: 30,
    tags: ["a", "b"],
  } as const;
  it("finds a stub, a missing section and an unknown field", () => {
    expect(
      lintBody("Stub", { ...good, body: "# Stub\n\n## Purpose\n\nFor {{project.nam}}." }),
    ).toEqual([
      'Stub: no "## When to use" section',
      'Stub: no "## Roles" section',
      'Stub: no "## Steps", "## Sections" or "## Agenda" section',
      "Stub: 6 words, a stub (at least 140)",
      "Stub: unknown field {{project.nam}}",
    ]);
  });
});
