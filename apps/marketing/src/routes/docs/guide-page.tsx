import { ArrowLeftIcon } from "lucide-react";
import { Link, useParams } from "react-router";
import { DOC_CATEGORY_INFO, GUIDES } from "../../features/docs/docs";
import { usePageMeta } from "../../lib/page-meta";
import NotFoundPage from "../not-found-page";

/** One documentation guide at /documentation/<slug>: what it is for, then its steps. */
export default function GuidePage() {
  const { slug } = useParams();
  const guide = GUIDES.find((candidate) => candidate.slug === slug);
  if (!guide) return <NotFoundPage />;
  return <Guide slug={guide.slug} />;
}

function Guide({ slug }: { slug: string }) {
  const guide = GUIDES.find((candidate) => candidate.slug === slug);
  usePageMeta(guide?.title ?? "Documentation", guide?.description ?? "");
  if (!guide) return null;
  const related = GUIDES.filter(
    (candidate) => candidate.category === guide.category && candidate.slug !== slug,
  );
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <Link
        to="/documentation"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        Back to Documentation
      </Link>
      <article className="mt-6 grid gap-6">
        <header className="grid gap-3">
          <span className="w-fit rounded-md bg-primary-soft px-2 py-0.5 text-xs font-medium text-primary-soft-foreground">
            {DOC_CATEGORY_INFO[guide.category].title}
          </span>
          <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            {guide.title}
          </h1>
          <p className="text-lg text-muted-foreground">{guide.description}</p>
          <p className="text-sm text-muted-foreground">{guide.minutes} min</p>
        </header>
        <ol className="grid list-decimal gap-3 pl-6 text-base leading-relaxed sm:text-lg">
          {guide.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </article>
      {related.length > 0 ? (
        <aside aria-labelledby="related-heading" className="mt-12 grid gap-3">
          <h2 id="related-heading" className="text-xl font-semibold">
            More in {DOC_CATEGORY_INFO[guide.category].title}
          </h2>
          <ul className="grid gap-2">
            {related.map((other) => (
              <li key={other.slug}>
                <Link
                  to={`/documentation/${other.slug}`}
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
