import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";

/** One entry of the API's 400 `issues` (docs/architecture.md: `{ error, code, issues }`). */
export interface ServerIssue {
  path: readonly (string | number)[];
  message: string;
}

/** What a failed submit said: a sentence for the form, and the issues that name fields. */
export interface ServerFeedback {
  message?: string;
  issues?: readonly ServerIssue[];
}

export interface ServerIssueOptions {
  /**
   * The form field an issue's path names, or undefined when it names none. By default the path
   * joined with dots, when the form has a value there.
   */
  fieldOf?: (path: readonly (string | number)[]) => string | undefined;
  /** The message shown beside the field, e.g. prefixed with its label. */
  format?: (field: string, message: string) => string;
  /** The form-level sentence of an issue naming no field; by default "path: message". */
  formatUnplaced?: (issue: ServerIssue) => string;
}

interface IssueForm<Values extends FieldValues> {
  setError: UseFormSetError<Values>;
  getValues: () => unknown;
}

function defaultFieldOf(values: unknown) {
  return (path: readonly (string | number)[]) => {
    let cursor: unknown = values;
    for (const segment of path) {
      if (typeof cursor !== "object" || cursor === null || !(segment in cursor)) return undefined;
      cursor = (cursor as Record<string | number, unknown>)[segment];
    }
    return path.length > 0 ? path.join(".") : undefined;
  };
}

function unplacedText(issue: ServerIssue): string {
  return issue.path.length > 0 ? `${issue.path.join(".")}: ${issue.message}` : issue.message;
}

/**
 * Puts the API's `issues` beside their fields (`setError` per path, the first one focused) and
 * the rest — issues naming no field of the form, or the message when no issue names one — into
 * the form-level error. Returns the fields that got a message.
 */
export function setServerFeedback<Values extends FieldValues>(
  form: IssueForm<Values>,
  feedback: ServerFeedback,
  options: ServerIssueOptions = {},
): string[] {
  const fieldOf = options.fieldOf ?? defaultFieldOf(form.getValues());
  const byField = new Map<string, string>();
  const unplaced: string[] = [];
  for (const issue of feedback.issues ?? []) {
    const field = fieldOf(issue.path);
    if (field === undefined) {
      unplaced.push((options.formatUnplaced ?? unplacedText)(issue));
      continue;
    }
    const message = options.format ? options.format(field, issue.message) : issue.message;
    const earlier = byField.get(field);
    byField.set(field, earlier ? `${earlier} ${message}` : message);
  }
  let first = true;
  for (const [field, message] of byField) {
    form.setError(field as FieldPath<Values>, { type: "server", message }, { shouldFocus: first });
    first = false;
  }
  const formMessage =
    unplaced.length > 0 ? unplaced.join("; ") : byField.size === 0 ? feedback.message : undefined;
  if (formMessage) form.setError("root.server", { type: "server", message: formMessage });
  return [...byField.keys()];
}
