import { dashboardPath, useSavedUser } from "@cairn/api-client/session";
import { buttonVariants } from "@cairn/ui/button-variants";
import { useEffect, useId, useState } from "react";
import { Link, useLocation } from "react-router";
import { useDialogs } from "../lib/dialogs-context";
import { MenuIcon, XIcon } from "../parts/icons";
import { Logo } from "../parts/logo";

interface NavItem {
  label: string;
  to: string;
}

const MAIN_NAV: NavItem[] = [
  { label: "Home", to: "/" },
  { label: "About", to: "/about" },
  { label: "Blog", to: "/blog" },
  { label: "Features", to: "/#features" },
  { label: "Pricing", to: "/#pricing" },
];

/** The contact page's own header (docs/product.md §2.12). */
const CONTACT_NAV: NavItem[] = [
  { label: "Home", to: "/" },
  { label: "About", to: "/about" },
  { label: "Blog", to: "/blog" },
  { label: "Documentation", to: "/documentation" },
  { label: "Help", to: "/help" },
  { label: "Contact", to: "/contact" },
];

function isCurrent(item: NavItem, pathname: string, hash: string): boolean {
  const [path, itemHash] = item.to.split("#");
  if (path === "/") {
    if (pathname !== "/") return false;
    return (itemHash ?? "home") === (hash.replace("#", "") || "home");
  }
  return pathname === path || pathname.startsWith(`${path}/`);
}

const navLink =
  "rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground aria-[current=page]:text-foreground aria-[current=page]:bg-accent";

export function SiteHeader({ variant = "main" }: { variant?: "main" | "contact" }) {
  const { pathname, hash } = useLocation();
  const { openLogin, openSignup } = useDialogs();
  const user = useSavedUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const nav = variant === "contact" ? CONTACT_NAV : MAIN_NAV;

  // Close the menu when the page changes or Escape is pressed.
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname, hash]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const actions = (stacked: boolean) => {
    const size = stacked ? "lg" : "md";
    const wide = stacked ? "w-full" : "";
    if (variant === "contact") {
      return (
        <>
          <Link
            to="/help"
            className={buttonVariants({ variant: "outline", size, className: wide })}
          >
            Support
          </Link>
          <button
            type="button"
            className={buttonVariants({ size, className: wide })}
            onClick={() => openSignup("trial")}
          >
            Get Started
          </button>
        </>
      );
    }
    return (
      <>
        {user ? (
          <a
            href={dashboardPath(user.role)}
            data-tour={stacked ? undefined : "dashboard"}
            className={buttonVariants({ variant: "outline", size, className: wide })}
          >
            Dashboard
          </a>
        ) : (
          <button
            type="button"
            className={buttonVariants({ variant: "ghost", size, className: wide })}
            onClick={() => openLogin()}
          >
            Login
          </button>
        )}
        <button
          type="button"
          className={buttonVariants({ size, className: wide })}
          onClick={() => openSignup("trial")}
        >
          Start Free Trial
        </button>
      </>
    );
  };

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 text-lg font-semibold tracking-tight">
          <Logo />
          <span>Cairn</span>
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {nav.map((item) => (
              <li key={item.label}>
                <Link
                  to={item.to}
                  className={navLink}
                  aria-current={isCurrent(item, pathname, hash) ? "page" : undefined}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 md:flex">{actions(false)}</div>
        <button
          type="button"
          className={buttonVariants({ variant: "ghost", size: "icon", className: "md:hidden" })}
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <XIcon className="size-5" /> : <MenuIcon className="size-5" />}
        </button>
      </div>
      <div
        id={menuId}
        hidden={!menuOpen}
        className="border-t border-border bg-background px-4 pt-2 pb-4 md:hidden"
      >
        <nav aria-label="Mobile">
          <ul className="grid gap-1">
            {nav.map((item) => (
              <li key={item.label}>
                <Link
                  to={item.to}
                  className={`${navLink} block text-base`}
                  aria-current={isCurrent(item, pathname, hash) ? "page" : undefined}
                  onClick={() => setMenuOpen(false)}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-3 grid gap-2">{actions(true)}</div>
      </div>
    </header>
  );
}
