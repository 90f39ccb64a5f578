import { marketingUrl } from "@cairn/api-client/origins";
import { buttonVariants } from "@cairn/ui/button-variants";

/** A dashboard path that names nothing (e.g. /admin-dashboard/nope). */
export function NotFoundPage() {
  return (
    <main className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <title>Page not found · Cairn</title>
      <h1 className="text-2xl font-semibold tracking-tight">404 Page Not Found</h1>
      <p className="text-muted-foreground">Nothing lives at this address in the dashboard.</p>
      {/* The home page is the public site's: a full page load, maybe to another origin. */}
      <a href={marketingUrl("/")} className={buttonVariants({ variant: "outline" })}>
        Back to the home page
      </a>
    </main>
  );
}
