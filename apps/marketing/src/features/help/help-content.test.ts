import { describe, expect, it } from "vitest";
import { ALL, filterItems } from "../../lib/search";
import { GUIDES } from "../docs/docs";
import { HELP_ARTICLES } from "./help-articles";
import { HELP_BODIES } from "./help-bodies";

const words = (slug: string) =>
  (HELP_BODIES[slug] ?? [])
    .flatMap((section) => [...section.paragraphs, ...(section.list ?? [])])
    .join(" ")
    .split(/\s+/)
    .filter(Boolean).length;

describe("help articles and guides", () => {
  it("give each of the 45 articles a unique slug and a body of its own", () => {
    expect(HELP_ARTICLES).toHaveLength(45);
    const slugs = HELP_ARTICLES.map((article) => article.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) {
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(words(slug), slug).toBeGreaterThanOrEqual(40);
    }
    // No body without an article.
    expect(Object.keys(HELP_BODIES).sort()).toEqual([...slugs].sort());
  });

  it("give every guide a unique slug and steps", () => {
    const slugs = GUIDES.map((guide) => guide.slug);
    expect(slugs.length).toBeGreaterThan(10);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const guide of GUIDES) expect(guide.steps.length).toBeGreaterThan(0);
  });

  it("claim no channel or feature that does not exist", () => {
    const everything = JSON.stringify([HELP_ARTICLES, HELP_BODIES, GUIDES]);
    // BI tools pull Cairn's feeds on their own schedule: Cairn pushes no scheduled export.
    expect(everything).not.toMatch(
      /live chat|24\/7|scheduled exports?|(Power BI|Looker Studio) exports? (is|are) not available|import (your|from a) (spreadsheet|CSV)/i,
    );
  });

  it("are found by a word of their body, not only of their title", () => {
    const fields = (article: (typeof HELP_ARTICLES)[number]) => [
      article.title,
      ...(HELP_BODIES[article.slug] ?? []).flatMap((section) => section.paragraphs),
    ];
    const found = filterItems(HELP_ARTICLES, { query: "scrypt", category: ALL }, fields);
    expect(found.map((article) => article.slug)).toContain("change-your-password");
    expect(HELP_ARTICLES.find((a) => a.slug === "change-your-password")?.title).not.toMatch(
      /scrypt/i,
    );
  });
});
