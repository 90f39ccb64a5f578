import { apiUrl, dashboardUrl } from "@cairn/api-client/origins";
import { buttonVariants } from "@cairn/ui/button-variants";
import { formatCalendarDate } from "@cairn/ui/format";
import {
  BookOpenIcon,
  FileCodeIcon,
  MailIcon,
  MessageCircleIcon,
  PhoneIcon,
  PlayCircleIcon,
  SearchIcon,
  VideoIcon,
} from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import { Link } from "react-router";
import {
  HELP_ARTICLES,
  HELP_CATEGORIES,
  HELP_CATEGORY_LABELS,
  type HelpArticle,
  type HelpArticleType,
  POPULAR_TOPICS,
} from "../../features/help/help-articles";
import { HELP_BODIES } from "../../features/help/help-bodies";
import { usePageMeta } from "../../lib/page-meta";
import { ALL, countByCategory, filterItems } from "../../lib/search";
import { CategoryFilter, PageHeader, SearchBox } from "../../parts/page-parts";

const TYPE_ICONS: Record<HelpArticleType, ReactNode> = {
  guide: <BookOpenIcon aria-hidden="true" className="size-4" />,
  video: <PlayCircleIcon aria-hidden="true" className="size-4" />,
  tutorial: <FileCodeIcon aria-hidden="true" className="size-4" />,
  reference: <BookOpenIcon aria-hidden="true" className="size-4" />,
};

const counts = countByCategory(HELP_ARTICLES, HELP_CATEGORIES);
/** Title, description and the words of the article itself. */
const searchFields = (article: HelpArticle) => [
  article.title,
  article.description,
  ...(HELP_BODIES[article.slug] ?? []).flatMap((section) => [
    section.heading ?? "",
    ...section.paragraphs,
    ...(section.list ?? []),
  ]),
];

/** The ways to get help that exist, with no promise of a response time nobody measures. */
const CHANNELS = [
  {
    icon: <MailIcon aria-hidden="true" className="size-5" />,
    title: "Email",
    text: "support@cairn.app: a person answers on working days",
    action: { label: "Send an email", href: "mailto:support@cairn.app" },
  },
  {
    icon: <MessageCircleIcon aria-hidden="true" className="size-5" />,
    title: "Contact form",
    text: "Write your question; it opens in your e-mail app, ready to send",
    action: { label: "Write to us", to: "/contact" },
  },
  {
    icon: <PhoneIcon aria-hidden="true" className="size-5" />,
    title: "Phone",
    text: "+1 (415) 555-0132, Mon-Fri 9AM-6PM PT",
    action: { label: "Call support", href: "tel:+14155550132" },
  },
  {
    icon: <VideoIcon aria-hidden="true" className="size-5" />,
    title: "Video call",
    text: "Ask for one by e-mail; we agree a time with you",
    action: { label: "Ask for a call", to: "/contact" },
  },
];

function ArticleCard({ article }: { article: HelpArticle }) {
  return (
    <article className="relative flex h-full flex-col gap-2 rounded-xl border border-border bg-card p-5 shadow-xs focus-within:ring-2 focus-within:ring-ring hover:border-primary/40">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="inline-flex items-center gap-1 rounded-md bg-muted px-2 py-0.5 font-medium text-foreground capitalize">
          {TYPE_ICONS[article.type]}
          {article.type}
        </span>
        <span className="rounded-md bg-primary-soft px-2 py-0.5 font-medium text-primary-soft-foreground">
          {HELP_CATEGORY_LABELS[article.category]}
        </span>
      </div>
      <h3 className="font-semibold leading-snug">
        {/* One tab stop per card; the link's area covers the whole card. */}
        <Link
          to={`/help/${article.slug}`}
          className="after:absolute after:inset-0 focus-visible:outline-none"
        >
          {article.title}
        </Link>
      </h3>
      <p className="flex-1 text-sm text-muted-foreground">{article.description}</p>
      <p className="text-xs text-muted-foreground">
        {article.readTime} · Updated{" "}
        <time dateTime={article.lastUpdated}>
          {formatCalendarDate(article.lastUpdated, "long")}
        </time>
      </p>
    </article>
  );
}

export default function HelpPage() {
  usePageMeta(
    "Help Center",
    "Search 45 help articles on getting started, your account, integrations, troubleshooting and advanced use of Cairn.",
  );
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<string>(ALL);
  const matches = useMemo(
    () => filterItems(HELP_ARTICLES, { query, category }, searchFields),
    [query, category],
  );
  const filters = [ALL, ...HELP_CATEGORIES].map((value) => ({
    value,
    label: value === ALL ? "All" : HELP_CATEGORY_LABELS[value as HelpArticle["category"]],
    count: counts[value] ?? 0,
  }));

  return (
    <div className="mx-auto grid max-w-6xl gap-12 px-4 py-14 sm:px-6">
      <PageHeader
        kicker="Help Center"
        title="How can we help?"
        text="Search our guides and tutorials, or write to a person."
      >
        <div className="mt-4">
          <SearchBox
            label="Search help articles"
            placeholder="Search by title or description"
            value={query}
            onChange={setQuery}
            icon={<SearchIcon aria-hidden="true" className="size-4" />}
          />
        </div>
      </PageHeader>

      <section aria-labelledby="topics-heading">
        <h2 id="topics-heading" className="text-lg font-semibold">
          Popular topics
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {POPULAR_TOPICS.map((topic) => (
            <li key={topic.label}>
              <button
                type="button"
                className={buttonVariants({ variant: "secondary", size: "sm" })}
                onClick={() => {
                  setQuery(topic.query);
                  setCategory(ALL);
                }}
              >
                {topic.label}
              </button>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="articles-heading" className="grid gap-5">
        <h2 id="articles-heading" className="text-2xl font-semibold tracking-tight">
          Articles
        </h2>
        <CategoryFilter
          label="Filter articles by category"
          options={filters}
          value={category}
          onChange={setCategory}
        />
        <p role="status" className="text-sm text-muted-foreground">
          {matches.length === 1 ? "1 article" : `${matches.length} articles`}
        </p>
        {matches.length > 0 ? (
          <ul data-testid="help-list" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {matches.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-xl border border-dashed border-border px-6 py-12 text-center text-muted-foreground">
            No articles found matching your criteria.
          </p>
        )}
      </section>

      <section aria-labelledby="channels-heading" className="grid gap-5">
        <h2 id="channels-heading" className="text-2xl font-semibold tracking-tight">
          Talk to our support team
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {CHANNELS.map((channel) => (
            <li
              key={channel.title}
              className="flex flex-col gap-2 rounded-xl border border-border bg-card p-5"
            >
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary">
                {channel.icon}
              </span>
              <h3 className="font-semibold">{channel.title}</h3>
              <p className="flex-1 text-sm text-muted-foreground">{channel.text}</p>
              {"href" in channel.action ? (
                <a
                  href={channel.action.href}
                  className="text-sm font-medium text-primary hover:underline"
                >
                  {channel.action.label}
                </a>
              ) : (
                <Link
                  to={channel.action.to}
                  className="text-sm font-medium text-primary hover:underline"
                >
                  {channel.action.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </section>

      <nav aria-labelledby="quick-links-heading" className="rounded-2xl bg-muted p-6">
        <h2 id="quick-links-heading" className="text-lg font-semibold">
          Quick links
        </h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {[
            ["Documentation", "/documentation"],
            ["API reference (OpenAPI)", "/api/openapi.json"],
            ["System status", "/system-status"],
            ["Video demo", "/video-demo"],
            ["Contact us", "/contact"],
            ["Privacy Policy", "/privacy"],
          ].map(([label, to]) => (
            <li key={to}>
              {to?.startsWith("/api") || to === "/system-status" ? (
                <a
                  href={to.startsWith("/api") ? apiUrl(to) : dashboardUrl(to)}
                  className="font-medium text-primary hover:underline"
                >
                  {label}
                </a>
              ) : (
                <Link to={to ?? "/"} className="font-medium text-primary hover:underline">
                  {label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
