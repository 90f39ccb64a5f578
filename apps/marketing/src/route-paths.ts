import { BLOG_POSTS } from "./features/blog/blog-posts.ts";
import { GUIDES } from "./features/docs/docs.ts";
import { HELP_ARTICLES } from "./features/help/help-articles.ts";

/** The pages of the marketing site, without the blog's articles. */
export const PAGE_PATHS = [
  "/",
  "/about",
  "/blog",
  "/privacy",
  "/documentation",
  "/help",
  "/contact",
  "/video-demo",
] as const;

/**
 * Every path of the marketing site, each blog article, help article and guide included. The server answers 200 for
 * these and the 404 page with status 404 for anything else (the build writes this list to
 * dist/routes.json, and sitemap.xml from it).
 */
export const MARKETING_PATHS: readonly string[] = [
  ...PAGE_PATHS,
  ...BLOG_POSTS.map((post) => `/blog/${post.slug}`),
  ...HELP_ARTICLES.map((article) => `/help/${article.slug}`),
  ...GUIDES.map((guide) => `/documentation/${guide.slug}`),
];

/**
 * Pages whose path holds a value, each below one of these: a project's public request form
 * (`/intake/<token>`) and a sent request's status (`/intake/receipt/<receipt>`). A static host
 * answers 200 for every path below them (dist/static.json's `sections`; the page itself says
 * when a link is unknown); they are private links, so never in the sitemap. The all-in-one
 * server reads routes.json only: apps/api's plugins/static-apps.ts must match these paths by
 * their tokens' shape (`isMarketingPattern`), as it does `/plan/<token>`.
 */
export const MARKETING_SECTIONS: readonly string[] = ["/intake"];
