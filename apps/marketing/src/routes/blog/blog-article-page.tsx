import { buttonVariants } from "@cairn/ui/button-variants";
import { formatCalendarDate } from "@cairn/ui/format";
import { ArrowLeftIcon } from "lucide-react";
import { Link, useParams } from "react-router";
import { BLOG_BODIES } from "../../features/blog/blog-bodies";
import { BLOG_CATEGORY_LABELS, BLOG_POSTS } from "../../features/blog/blog-posts";
import { useDialogs } from "../../lib/dialogs-context";
import { usePageMeta } from "../../lib/page-meta";
import { ArticleBody } from "../../parts/article-body";
import NotFoundPage from "../not-found-page";

export default function BlogArticlePage() {
  const { slug } = useParams();
  const post = BLOG_POSTS.find((candidate) => candidate.slug === slug);
  if (!post) return <NotFoundPage />;
  return <Article slug={post.slug} />;
}

function Article({ slug }: { slug: string }) {
  const { openSignup } = useDialogs();
  const post = BLOG_POSTS.find((candidate) => candidate.slug === slug);
  const sections = BLOG_BODIES[slug] ?? [];
  usePageMeta(post?.title ?? "Blog", post?.excerpt ?? "");
  if (!post) return null;
  const related = BLOG_POSTS.filter(
    (candidate) => candidate.category === post.category && candidate.slug !== post.slug,
  ).slice(0, 3);

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <Link
        to="/blog"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        Back to the blog
      </Link>
      <article className="mt-6">
        <header className="grid gap-4">
          <span className="w-fit rounded-md bg-primary-soft px-2 py-0.5 text-xs font-medium text-primary-soft-foreground">
            {BLOG_CATEGORY_LABELS[post.category]}
          </span>
          <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            {post.title}
          </h1>
          <p className="text-lg text-muted-foreground">{post.excerpt}</p>
          <p className="text-sm text-muted-foreground">
            By {post.author} ·{" "}
            <time dateTime={post.date}>{formatCalendarDate(post.date, "long")}</time> ·{" "}
            {post.readTime}
          </p>
        </header>
        <img
          src={post.image}
          alt=""
          width={1200}
          height={630}
          className="mt-8 aspect-[1200/630] w-full rounded-xl bg-muted object-cover"
        />
        <ArticleBody
          sections={sections}
          className="mt-8 grid gap-6 text-lg leading-relaxed text-foreground"
        />
      </article>
      <aside className="mt-12 rounded-2xl bg-primary-soft p-6 sm:p-8">
        <h2 className="text-xl font-semibold">Put this into practice with Cairn</h2>
        <p className="mt-2 text-primary-soft-foreground">
          Templates, boards and health checks for every project, set up in 30 days.
        </p>
        <button
          type="button"
          className={buttonVariants({ className: "mt-4" })}
          onClick={() => openSignup("trial")}
        >
          Start Free Trial
        </button>
      </aside>
      {related.length > 0 ? (
        <nav aria-labelledby="related-heading" className="mt-12">
          <h2 id="related-heading" className="text-xl font-semibold">
            More on {BLOG_CATEGORY_LABELS[post.category]}
          </h2>
          <ul className="mt-4 grid gap-3">
            {related.map((other) => (
              <li key={other.slug}>
                <Link
                  to={`/blog/${other.slug}`}
                  className="font-medium text-primary hover:underline"
                >
                  {other.title}
                </Link>
                <p className="text-sm text-muted-foreground">{other.readTime}</p>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
