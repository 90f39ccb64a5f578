import { buttonVariants } from "@cairn/ui/button-variants";
import { Link, useLocation } from "react-router";
import { usePageMeta } from "../lib/page-meta";

export default function NotFoundPage() {
  const { pathname } = useLocation();
  usePageMeta("Page not found", "The page you asked for does not exist on the Cairn site.");
  return (
    <div className="mx-auto flex min-h-[60dvh] max-w-xl flex-col justify-center gap-4 px-6 py-16">
      <p className="font-mono text-sm font-semibold text-primary">HTTP 404</p>
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">404 Page Not Found</h1>
      <p className="text-muted-foreground">
        Nothing lives at{" "}
        <code className="rounded bg-muted px-1.5 py-0.5 text-foreground">{pathname}</code>. Did you
        forget to add the page to the router?
      </p>
      <p>
        <Link className={buttonVariants({ variant: "outline" })} to="/">
          Back to the home page
        </Link>
      </p>
    </div>
  );
}
