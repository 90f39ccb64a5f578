import { formatCalendarDate } from "@cairn/ui/format";
import { ArrowLeftIcon } from "lucide-react";
import { Link, useParams } from "react-router";
import { HELP_ARTICLES, HELP_CATEGORY_LABELS } from "../../features/help/help-articles";
import { HELP_BODIES } from "../../features/help/help-bodies";
import { usePageMeta } from "../../lib/page-meta";
import { ArticleBody } from "../../parts/article-body";
import NotFoundPage from "../not-found-page";

/** One help article at /help/<slug>, with the others of its category. */
export default function HelpArticlePage() {
  const { slug } = useParams();
  const article = HELP_ARTICLES.find((candidate) => candidate.slug === slug);
  if (!article) return <NotFoundPage />;
  return <Article slug={article.slug} />;
}

function Article({ slug }: { slug: string }) {
  const article = HELP_ARTICLES.find((candidate) => candidate.slug === slug);
  usePageMeta(article?.title ?? "Help Center", article?.description ?? "");
  if (!article) return null;
  const related = HELP_ARTICLES.filter(
    (candidate) => candidate.category === article.category && candidate.slug !== slug,
  ).slice(0, 4);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <Link
        to="/help"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        Back to Help Center
      </Link>
      <article className="mt-6">
        <header className="grid gap-3">
          <span className="w-fit rounded-md bg-primary-soft px-2 py-0.5 text-xs font-medium text-primary-soft-foreground">
            {HELP_CATEGORY_LABELS[article.category]}
          </span>
          <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            {article.title}
          </h1>
          <p className="text-lg text-muted-foreground">{article.description}</p>
          <p className="text-sm text-muted-foreground">
            {article.readTime} · Updated{" "}
            <time dateTime={article.lastUpdated}>
              {formatCalendarDate(article.lastUpdated, "long")}
            </time>
          </p>
        </header>
        <ArticleBody
          sections={HELP_BODIES[slug] ?? []}
          className="mt-8 grid gap-6 text-base leading-relaxed text-foreground sm:text-lg"
        />
      </article>
      {related.length > 0 ? (
        <aside aria-labelledby="related-heading" className="mt-12 grid gap-3">
          <h2 id="related-heading" className="text-xl font-semibold">
            More in {HELP_CATEGORY_LABELS[article.category]}
          </h2>
          <ul className="grid gap-2">
            {related.map((other) => (
              <li key={other.slug}>
                <Link
                  to={`/help/${other.slug}`}
                  className="font-medium text-primary hover:underline"
                >
                  {other.title}
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </div>
  );
}
