import { dashboardUrl } from "@cairn/api-client/origins";
import { Link } from "react-router";
import { Logo } from "../parts/logo";

interface FooterLink {
  label: string;
  to: string;
  /** Served by the dashboard app: a full page load, not a client-side route. */
  external?: boolean;
  tour?: string;
}

const COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: "Product",
    links: [
      { label: "Features", to: "/#features" },
      { label: "Pricing", to: "/#pricing" },
      { label: "Integrations", to: "/integrations", external: true, tour: "integrations" },
      { label: "Video demo", to: "/video-demo" },
    ],
  },
  {
    title: "Resources",
    links: [
      { label: "Documentation", to: "/documentation" },
      { label: "Help Center", to: "/help", tour: "help" },
      { label: "Blog", to: "/blog" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About", to: "/about" },
      { label: "Contact", to: "/contact" },
      { label: "Privacy Policy", to: "/privacy" },
    ],
  },
];

const linkClass =
  "text-sm text-muted-foreground underline-offset-4 transition-colors hover:text-foreground hover:underline";

export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-card">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="grid content-start gap-3">
          <Link to="/" className="flex w-fit items-center gap-2 text-lg font-semibold">
            <Logo className="size-7" />
            <span>Cairn</span>
          </Link>
          <p className="max-w-xs text-sm text-muted-foreground">
            Set up an Agile project-management office in 30 days, without hiring a consultant.
          </p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-foreground">{column.title}</h2>
            <ul className="mt-3 grid gap-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  {link.external ? (
                    <a href={dashboardUrl(link.to)} className={linkClass} data-tour={link.tour}>
                      {link.label}
                    </a>
                  ) : (
                    <Link to={link.to} className={linkClass} data-tour={link.tour}>
                      {link.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted-foreground sm:px-6">
          © {new Date().getFullYear()} Cairn Labs, Inc. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
