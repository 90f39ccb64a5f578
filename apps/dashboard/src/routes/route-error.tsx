import { Button } from "@cairn/ui/button";
import { useRouteError } from "react-router";

/**
 * A render error or a page chunk that failed to load (e.g. after a deploy): one clear message and
 * a reload, instead of a blank screen.
 */
export function RouteError() {
  const error = useRouteError();
  console.error("The dashboard failed to render.", error);
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <title>Something went wrong · Cairn</title>
      <h1 className="text-2xl font-semibold tracking-tight">Something went wrong</h1>
      <p className="text-muted-foreground">
        This page could not be shown. Reloading usually fixes it.
      </p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </main>
  );
}
