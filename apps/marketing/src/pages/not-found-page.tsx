import { Link, useLocation } from "react-router";

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-4 px-6">
      <title>Page not found · Cairn</title>
      <h1 className="text-3xl font-semibold tracking-tight">404 Page Not Found</h1>
      <p className="text-muted-foreground">
        Nothing lives at <code className="rounded bg-muted px-1.5 py-0.5">{pathname}</code>. Did you
        forget to add the page to the router?
      </p>
      <p>
        <Link className="font-medium text-primary underline underline-offset-4" to="/">
          Back to the home page
        </Link>
      </p>
    </main>
  );
}
