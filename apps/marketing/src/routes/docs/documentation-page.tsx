import { apiUrl } from "@cairn/api-client/origins";
import { BookOpenIcon, ClockIcon, CodeIcon, SearchIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import {
  API_CARDS,
  DOC_CATEGORIES,
  DOC_CATEGORY_INFO,
  GUIDES,
  type Guide,
  QUICK_START,
} from "../../features/docs/docs";
import { usePageMeta } from "../../lib/page-meta";
import { matchesSearch } from "../../lib/search";
import { PageHeader, SearchBox } from "../../parts/page-parts";

function GuideItem({ guide }: { guide: Guide }) {
  return (
    <li className="rounded-lg border border-border bg-background">
      <details className="group">
        <summary className="flex cursor-pointer list-none items-start justify-between gap-3 rounded-lg p-4 hover:bg-accent">
          <span className="grid gap-1">
            <span className="font-medium">{guide.title}</span>
            <span className="text-sm text-muted-foreground">{guide.description}</span>
          </span>
          <span className="flex shrink-0 items-center gap-1 text-xs text-muted-foreground">
            <ClockIcon aria-hidden="true" className="size-3.5" />
            {guide.minutes} min
          </span>
        </summary>
        <ol className="grid list-decimal gap-1.5 px-4 pb-2 pl-9 text-sm">
          {guide.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <Link
          to={`/documentation/${guide.slug}`}
          className="mx-4 mb-4 inline-block text-sm font-medium text-primary hover:underline"
        >
          Open “{guide.title}” as a page
        </Link>
      </details>
    </li>
  );
}

export default function DocumentationPage() {
  usePageMeta(
    "Documentation",
    "Guides for setting up and running Cairn: quick start, setup, team management, analytics, integrations, troubleshooting and the REST API.",
  );
  const [query, setQuery] = useState("");
  const guides = useMemo(
    () => GUIDES.filter((guide) => matchesSearch(query, [guide.title, guide.description])),
    [query],
  );
  const totalMinutes = QUICK_START.reduce((sum, step) => sum + step.minutes, 0);

  return (
    <div className="mx-auto grid max-w-6xl gap-14 px-4 py-14 sm:px-6">
      <PageHeader
        kicker="Documentation"
        title="Everything you need to run Cairn"
        text="Step-by-step guides for administrators, consultants and clients, and a reference for developers."
      >
        <div className="mt-4">
          <SearchBox
            label="Search the documentation"
            placeholder="Search guides"
            value={query}
            onChange={setQuery}
            icon={<SearchIcon aria-hidden="true" className="size-4" />}
          />
        </div>
      </PageHeader>

      <section aria-labelledby="quick-start-heading" className="grid gap-6">
        <div>
          <h2 id="quick-start-heading" className="text-2xl font-semibold tracking-tight">
            Quick start
          </h2>
          <p className="mt-1 text-muted-foreground">
            From sign-up to a working PMO in about {totalMinutes} minutes.
          </p>
        </div>
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {QUICK_START.map((step, index) => (
            <li
              key={step.title}
              className="grid content-start gap-2 rounded-xl border border-border bg-card p-5"
            >
              <div className="flex items-center justify-between">
                <span className="flex size-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                  {index + 1}
                </span>
                <span className="text-sm text-muted-foreground">{step.minutes} minutes</span>
              </div>
              <h3 className="font-semibold">{step.title}</h3>
              <p className="text-sm text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="guides-heading" className="grid gap-6">
        <h2 id="guides-heading" className="text-2xl font-semibold tracking-tight">
          Guides by category
        </h2>
        <p role="status" className="sr-only">
          {guides.length} guides found
        </p>
        {guides.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border px-6 py-12 text-center text-muted-foreground">
            No guides match your search. Try a different word, or browse the Help Center.
          </p>
        ) : (
          <div className="grid gap-6 md:grid-cols-2">
            {DOC_CATEGORIES.map((category) => {
              const inCategory = guides.filter((guide) => guide.category === category);
              if (inCategory.length === 0) return null;
              const info = DOC_CATEGORY_INFO[category];
              return (
                <section
                  key={category}
                  id={category}
                  aria-labelledby={`${category}-heading`}
                  className="grid content-start gap-3 rounded-xl border border-border bg-card p-5"
                >
                  <div className="flex items-center gap-2">
                    <BookOpenIcon aria-hidden="true" className="size-5 text-primary" />
                    <h3 id={`${category}-heading`} className="text-lg font-semibold">
                      {info.title}
                    </h3>
                  </div>
                  <p className="text-sm text-muted-foreground">{info.text}</p>
                  <ul className="grid gap-2">
                    {inCategory.map((guide) => (
                      <GuideItem key={guide.title} guide={guide} />
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
        )}
      </section>

      <section aria-labelledby="api-heading" className="grid gap-6">
        <div>
          <h2 id="api-heading" className="text-2xl font-semibold tracking-tight">
            API documentation
          </h2>
          <p className="mt-1 text-muted-foreground">
            Every REST path is described in one OpenAPI 3.1 document, generated from the server
            itself.
          </p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {API_CARDS.map((card) => (
            <li
              key={card.title}
              className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5"
            >
              <div className="flex items-center gap-2">
                <CodeIcon aria-hidden="true" className="size-5 text-primary" />
                <h3 className="font-semibold">{card.title}</h3>
              </div>
              <p className="text-sm text-muted-foreground">{card.text}</p>
              <ul className="grid flex-1 content-start gap-1 font-mono text-xs text-foreground">
                {card.paths.map((path) => (
                  <li key={path} className="rounded bg-muted px-2 py-1">
                    {path}
                  </li>
                ))}
              </ul>
              <a
                href={apiUrl("/api/openapi.json")}
                className="text-sm font-medium text-primary hover:underline"
                aria-label={`${card.title}: View in openapi.json`}
              >
                View in openapi.json
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
