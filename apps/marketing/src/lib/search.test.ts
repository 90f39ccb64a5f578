import { describe, expect, it } from "vitest";
import { BLOG_CATEGORIES, BLOG_POSTS } from "../features/blog/blog-posts";
import { HELP_ARTICLES, HELP_CATEGORIES } from "../features/help/help-articles";
import { ALL, countByCategory, filterItems, matchesSearch } from "./search";

const blogFields = (post: (typeof BLOG_POSTS)[number]) => [post.title, post.excerpt];
const helpFields = (article: (typeof HELP_ARTICLES)[number]) => [
  article.title,
  article.description,
];

describe("matchesSearch", () => {
  it("is a case-insensitive substring match on any field", () => {
    expect(matchesSearch("KANBAN", ["Scrum or Kanban?"])).toBe(true);
    expect(matchesSearch("  wip ", ["", "WIP limits explained"])).toBe(true);
    expect(matchesSearch("gantt", ["Scrum or Kanban?"])).toBe(false);
    expect(matchesSearch("", ["anything"])).toBe(true);
  });
});

describe("blog content", () => {
  it("has the contract's counts and one featured post", () => {
    expect(countByCategory(BLOG_POSTS, BLOG_CATEGORIES)).toEqual({
      all: 24,
      agile: 8,
      pmo: 6,
      tools: 5,
      leadership: 5,
    });
    expect(BLOG_POSTS.filter((post) => post.featured)).toHaveLength(1);
    expect(new Set(BLOG_POSTS.map((post) => post.slug)).size).toBe(24);
  });

  it("filters by category and by title or excerpt", () => {
    expect(filterItems(BLOG_POSTS, { query: "", category: "tools" }, blogFields)).toHaveLength(5);
    const wip = filterItems(BLOG_POSTS, { query: "wip", category: ALL }, blogFields);
    expect(wip.map((post) => post.slug)).toEqual(["kanban-wip-limits"]);
    // "burnout" appears only in an excerpt, not in a title.
    expect(filterItems(BLOG_POSTS, { query: "BURNOUT", category: ALL }, blogFields)).toHaveLength(
      1,
    );
    expect(filterItems(BLOG_POSTS, { query: "wip", category: "pmo" }, blogFields)).toHaveLength(0);
    // The author is not searched.
    expect(filterItems(BLOG_POSTS, { query: "Lindqvist", category: ALL }, blogFields)).toEqual([]);
  });
});

describe("help content", () => {
  it("has the contract's 45 articles in five categories", () => {
    expect(countByCategory(HELP_ARTICLES, HELP_CATEGORIES)).toEqual({
      all: 45,
      "getting-started": 12,
      account: 8,
      integrations: 10,
      troubleshooting: 9,
      advanced: 6,
    });
  });

  it("filters by category and by title or description", () => {
    const jira = filterItems(HELP_ARTICLES, { query: "jira", category: ALL }, helpFields);
    expect(jira.length).toBeGreaterThan(0);
    expect(jira.every((article) => `${article.title} ${article.description}`.match(/jira/i))).toBe(
      true,
    );
    const inIntegrations = filterItems(
      HELP_ARTICLES,
      { query: "jira", category: "integrations" },
      helpFields,
    );
    expect(inIntegrations.length).toBeGreaterThan(0);
    expect(inIntegrations.length).toBeLessThanOrEqual(jira.length);
    expect(inIntegrations.map((article) => article.category)).toEqual(
      inIntegrations.map(() => "integrations"),
    );
    expect(filterItems(HELP_ARTICLES, { query: "zzz", category: ALL }, helpFields)).toEqual([]);
  });
});
