import { marketingUrl } from "@cairn/api-client/origins";
import { dashboardPath } from "@cairn/api-client/session";
import { buttonVariants } from "@cairn/ui/button-variants";
import { LayoutDashboardIcon, LogInIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useOptionalSession } from "../features/session/session-context";
import { Logo } from "../parts/logo";

const navLink =
  "rounded-md px-2.5 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground aria-[current=page]:bg-accent aria-[current=page]:text-foreground sm:px-3";

/**
 * The header of the public operations pages (docs/product.md §2.14: the nav adds Integrations and Status),
 * with the way back to one's dashboard when signed in, or to the login dialog.
 */
export function PublicHeader({ current }: { current: "integrations" | "status" }) {
  const session = useOptionalSession();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-4 sm:px-6">
        {/* The public site is another app: a full page load. */}
        <a
          href={marketingUrl("/")}
          className="flex shrink-0 items-center gap-2 rounded-md font-semibold tracking-tight"
        >
          <Logo className="size-8" />
          <span className="text-lg max-sm:sr-only">Cairn</span>
          <span className="sr-only">: home</span>
        </a>
        <nav aria-label="Main" className="min-w-0">
          <ul className="flex items-center gap-0.5 sm:gap-1">
            <li className="max-md:hidden">
              <a href={marketingUrl("/")} className={navLink}>
                Home
              </a>
            </li>
            <NavItem to="/integrations" current={current === "integrations"}>
              Integrations
            </NavItem>
            <NavItem to="/system-status" current={current === "status"}>
              Status
            </NavItem>
          </ul>
        </nav>
        <div className="ml-auto shrink-0">
          {session ? (
            <Link
              to={dashboardPath(session.user.role)}
              className={buttonVariants({ variant: "outline", size: "sm" })}
            >
              <LayoutDashboardIcon aria-hidden="true" />
              Dashboard
            </Link>
          ) : (
            <a
              href={marketingUrl("/?login=1")}
              className={buttonVariants({ variant: "outline", size: "sm" })}
            >
              <LogInIcon aria-hidden="true" />
              Login
            </a>
          )}
        </div>
      </div>
    </header>
  );
}

function NavItem({ to, current, children }: { to: string; current: boolean; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className={navLink} aria-current={current ? "page" : undefined}>
        {children}
      </Link>
    </li>
  );
}

/** The main landmark of a public page, under its header. */
export function PublicPage({
  current,
  children,
}: {
  current: "integrations" | "status";
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-background">
      <PublicHeader current={current} />
      <main className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
        {children}
      </main>
    </div>
  );
}
