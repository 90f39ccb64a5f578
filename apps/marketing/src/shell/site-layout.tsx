import { Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Top bar, the page and the footer; a new page starts at the top. */
export function SiteLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md print:hidden bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {/* Printed pages (a saved plan's "Print / Save as PDF") leave the site's frame out. */}
      <div className="contents print:hidden">
        <SiteHeader variant={pathname === "/contact" ? "contact" : "main"} />
      </div>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<div className="min-h-[70dvh]" />}>
          <Outlet />
        </Suspense>
      </main>
      <div className="contents print:hidden">
        <SiteFooter />
      </div>
    </div>
  );
}
