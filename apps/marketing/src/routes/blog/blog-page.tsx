import { newsletterInput } from "@cairn/schema/contact";
import { buttonVariants } from "@cairn/ui/button-variants";
import { Form, FormField, useZodForm } from "@cairn/ui/form";
import { formatCalendarDate } from "@cairn/ui/format";
import { SearchIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import {
  BLOG_CATEGORIES,
  BLOG_CATEGORY_LABELS,
  BLOG_LIST_SIZE,
  BLOG_POSTS,
  type BlogPost,
} from "../../features/blog/blog-posts";
import { usePageMeta } from "../../lib/page-meta";
import { ALL, countByCategory, filterItems } from "../../lib/search";
import { CategoryFilter, PageHeader, SearchBox } from "../../parts/page-parts";

function PostMeta({ post }: { post: BlogPost }) {
  return (
    <p className="text-sm text-muted-foreground">
      {post.author} · <time dateTime={post.date}>{formatCalendarDate(post.date, "long")}</time> ·{" "}
      {post.readTime}
    </p>
  );
}

function CategoryTag({ post }: { post: BlogPost }) {
  return (
    <span className="w-fit rounded-md bg-primary-soft px-2 py-0.5 text-xs font-medium text-primary-soft-foreground">
      {BLOG_CATEGORY_LABELS[post.category]}
    </span>
  );
}

function FeaturedPost({ post }: { post: BlogPost }) {
  return (
    <article className="grid overflow-hidden rounded-2xl border border-border bg-card shadow-sm md:grid-cols-2">
      <img
        src={post.image}
        alt=""
        width={1200}
        height={630}
        className="aspect-[1200/630] h-full w-full bg-muted object-cover"
      />
      <div className="flex flex-col justify-center gap-3 p-6 md:p-8">
        <div className="flex gap-2">
          <span className="rounded-md bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground">
            Featured
          </span>
          <CategoryTag post={post} />
        </div>
        <h2 className="text-2xl font-semibold tracking-tight">
          <Link to={`/blog/${post.slug}`} className="hover:underline">
            {post.title}
          </Link>
        </h2>
        <p className="text-muted-foreground">{post.excerpt}</p>
        <PostMeta post={post} />
      </div>
    </article>
  );
}

function PostCard({ post }: { post: BlogPost }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm">
      <img
        src={post.image}
        alt=""
        width={1200}
        height={630}
        loading="lazy"
        decoding="async"
        className="aspect-[1200/630] w-full bg-muted object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <CategoryTag post={post} />
        <h3 className="text-lg leading-snug font-semibold">
          <Link to={`/blog/${post.slug}`} className="hover:underline">
            {post.title}
          </Link>
        </h3>
        <p className="flex-1 text-sm text-muted-foreground">{post.excerpt}</p>
        <PostMeta post={post} />
      </div>
    </article>
  );
}

function Newsletter() {
  const form = useZodForm(newsletterInput, { defaultValues: { email: "" } });
  const [subscribed, setSubscribed] = useState("");
  return (
    <section
      aria-labelledby="newsletter-heading"
      className="grid gap-4 rounded-2xl bg-primary-soft p-6 md:grid-cols-2 md:items-center md:p-10"
    >
      <div>
        <h2 id="newsletter-heading" className="text-2xl font-semibold tracking-tight">
          Get the next article in your inbox
        </h2>
        <p className="mt-2 text-primary-soft-foreground">
          One practical email every two weeks on Agile delivery, PMO practice and leadership.
        </p>
      </div>
      <Form form={form} onSubmit={({ email }) => setSubscribed(email)} className="grid gap-2">
        <FormField control={form.control} name="email" label="Email address">
          {(field, control) => (
            <div className="flex flex-col gap-2 sm:flex-row">
              <input
                {...control}
                {...field}
                type="email"
                autoComplete="email"
                placeholder="you@company.com"
                className="h-11 w-full rounded-md border border-input bg-card px-3 text-base placeholder:text-muted-foreground aria-invalid:border-danger"
              />
              <button type="submit" className={buttonVariants({ size: "lg" })}>
                Subscribe
              </button>
            </div>
          )}
        </FormField>
        <p role="status" className="min-h-5 text-sm text-primary-soft-foreground">
          {subscribed ? `Thank you! ${subscribed} will receive our next issue.` : ""}
        </p>
      </Form>
    </section>
  );
}

/** Newest first. */
const POSTS = [...BLOG_POSTS].sort((a, b) => b.date.localeCompare(a.date));
const featured = POSTS.find((post) => post.featured);
const counts = countByCategory(BLOG_POSTS, BLOG_CATEGORIES);
const searchFields = (post: BlogPost) => [post.title, post.excerpt];

export default function BlogPage() {
  usePageMeta(
    "Blog",
    "Practical articles on Agile delivery, running a PMO, project tools and leadership from the Cairn team.",
  );
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<string>(ALL);
  const [pages, setPages] = useState(1);

  const matches = useMemo(
    () => filterItems(POSTS, { query, category }, searchFields),
    [query, category],
  );
  const showFeatured = featured !== undefined && matches.includes(featured);
  const rest = matches.filter((post) => post !== featured);
  const listed = rest.slice(0, BLOG_LIST_SIZE * pages);
  const filters = [ALL, ...BLOG_CATEGORIES].map((value) => ({
    value,
    label: value === ALL ? "All" : BLOG_CATEGORY_LABELS[value as BlogPost["category"]],
    count: counts[value] ?? 0,
  }));

  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6">
      <PageHeader
        kicker="Blog"
        title="Insights for modern project teams"
        text="Practical advice on Agile delivery, running a PMO, choosing tools and leading people through change."
      />
      <div className="grid gap-4">
        <SearchBox
          label="Search articles"
          placeholder="Search by title or summary"
          value={query}
          onChange={(value) => {
            setQuery(value);
            setPages(1);
          }}
          icon={<SearchIcon aria-hidden="true" className="size-4" />}
        />
        <CategoryFilter
          label="Filter articles by category"
          options={filters}
          value={category}
          onChange={(value) => {
            setCategory(value);
            setPages(1);
          }}
        />
      </div>
      <p role="status" className="sr-only">
        {matches.length} articles found
      </p>
      {showFeatured && featured ? <FeaturedPost post={featured} /> : null}
      {listed.length > 0 ? (
        <section aria-labelledby="latest-heading" className="grid gap-6">
          <h2 id="latest-heading" className="text-2xl font-semibold tracking-tight">
            Latest articles
          </h2>
          <ul data-testid="blog-list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {listed.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
          {rest.length > listed.length ? (
            <button
              type="button"
              className={buttonVariants({ variant: "outline", className: "justify-self-center" })}
              onClick={() => setPages((n) => n + 1)}
            >
              Show more articles
            </button>
          ) : null}
        </section>
      ) : null}
      {!showFeatured && listed.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border px-6 py-12 text-center text-muted-foreground">
          No articles found matching your criteria.
        </p>
      ) : null}
      <Newsletter />
    </div>
  );
}
