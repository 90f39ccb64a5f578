import { marketingUrl } from "@cairn/api-client/origins";
import { buttonVariants } from "@cairn/ui/button-variants";

/** What a signed-out visit to a dashboard shows (docs/product.md §2.1), with a way to log in. */
export function SignedOut({ dashboard }: { dashboard: string }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-5 px-6 text-center">
      <title>Login required · Cairn</title>
      <svg viewBox="0 0 64 64" aria-hidden="true" className="size-12">
        <rect width="64" height="64" rx="14" fill="#0f766e" />
        <ellipse cx="32" cy="46" rx="17" ry="7" fill="#ccfbf1" />
        <ellipse cx="32" cy="33" rx="12" ry="6" fill="#99f6e4" />
        <ellipse cx="32" cy="21.5" rx="7.5" ry="4.5" fill="#5eead4" />
      </svg>
      <h1 className="text-2xl font-semibold tracking-tight">
        Please login to access the {dashboard} dashboard
      </h1>
      <div className="flex flex-wrap justify-center gap-3">
        <a href={marketingUrl("/?login=1")} className={buttonVariants({ size: "lg" })}>
          Login
        </a>
        <a href={marketingUrl("/")} className={buttonVariants({ variant: "outline", size: "lg" })}>
          Back to the home page
        </a>
      </div>
    </main>
  );
}
