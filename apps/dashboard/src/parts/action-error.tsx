import { errorMessage } from "@cairn/api-client/errors";

/** The API's reason a form was refused, announced when it appears. */
export function ActionError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-danger-soft-foreground"
    >
      {errorMessage(error, "Something went wrong. Please try again.")}
    </p>
  );
}
