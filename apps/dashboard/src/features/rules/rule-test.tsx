import { errorDetails } from "@cairn/api-client/errors";
import { RULE_TEST_DAYS, type RuleTestResult } from "@cairn/schema/rules";
import { Button } from "@cairn/ui/button";
import { type ServerIssueOptions, setServerFeedback, type UseFormReturn } from "@cairn/ui/form";
import { useMutation } from "@tanstack/react-query";
import { FlaskConicalIcon } from "lucide-react";
import { useEffect, useId } from "react";
import { useTRPC } from "../../lib/api";
import { formatDateTime } from "../../lib/format";
import { testRuleMutation } from "./queries";
import { type RuleFormOutput, type RuleFormValues, ruleTestForm, testWords } from "./rule-model";

/**
 * The rule dialog's test mode: the rule as it is written (saved or not, named or not) tried on
 * the last RULE_TEST_DAYS days. Its parts are checked as saving checks them, each problem on its
 * field; the answer shows below the button until the rule's parts change. Nothing is changed and
 * nobody is told.
 */
export function RuleTest({
  projectId,
  form,
  issueOptions,
}: {
  projectId: number;
  form: UseFormReturn<RuleFormValues, unknown, RuleFormOutput>;
  /** Where the API's issues land in the form (as on saving). */
  issueOptions: ServerIssueOptions;
}) {
  const trpc = useTRPC();
  const headingId = useId();
  const test = useMutation({
    ...testRuleMutation(trpc),
    onError: (error) => setServerFeedback(form, errorDetails(error), issueOptions),
  });
  const { reset } = test;

  // An answer is about the rule as it was tried: a change to its parts (not its name) drops it.
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name !== "name") reset();
    });
    return () => subscription.unsubscribe();
  }, [form, reset]);

  function run() {
    form.clearErrors();
    const checked = ruleTestForm.safeParse(form.getValues());
    if (checked.success) {
      test.mutate({ projectId, ...checked.data });
      return;
    }
    // The check's issues are on the form's own fields already ("root.server" when on none).
    setServerFeedback(
      form,
      {
        issues: checked.error.issues.map((issue) => ({
          path: issue.path.filter((key) => typeof key !== "symbol"),
          message: issue.message,
        })),
      },
      {
        fieldOf: (path) => (path[0] === "root" ? undefined : path.join(".")),
        formatUnplaced: (issue) => issue.message,
      },
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-dashed border-border p-3"
    >
      <div className="flex flex-col gap-1">
        <h3 id={headingId} className="text-sm font-semibold">
          Try it first
        </h3>
        <p className="text-sm text-muted-foreground">
          What the rule would have done over the last {RULE_TEST_DAYS} days. Nothing changes and
          nobody is told.
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        loading={test.isPending}
        onClick={run}
      >
        <FlaskConicalIcon aria-hidden="true" />
        Test on the last {RULE_TEST_DAYS} days
      </Button>
      <div aria-live="polite" className="min-w-0">
        {test.data ? <TestResult result={test.data} /> : null}
      </div>
    </section>
  );
}

function TestResult({ result }: { result: RuleTestResult }) {
  const words = testWords(result);
  return (
    <div className="flex min-w-0 flex-col gap-2 text-sm" data-testid="rule-test-result">
      {result.note ? <p className="break-words">{result.note}</p> : null}
      {words ? <p className="font-medium">{words}</p> : null}
      {result.matches.length > 0 ? (
        <ol className="flex min-w-0 flex-col gap-2" aria-label="What the rule would have done">
          {result.matches.map((match) => (
            <li
              key={`${match.taskId ?? ""}-${match.at}-${match.cause}`}
              className="flex min-w-0 flex-col gap-1 rounded-md bg-muted px-3 py-2"
            >
              {/* A rule on a risk or a schedule has no task: its cause names the risk or the occurrence. */}
              <p className="font-medium break-words">{match.taskTitle ?? match.cause}</p>
              <p className="break-words text-muted-foreground">
                <time dateTime={match.at}>{formatDateTime(match.at)}</time>
                {match.taskTitle === null ? null : `: ${match.cause}`}
              </p>
              {match.lines.length > 0 ? (
                <ul className="list-disc pl-5 break-words">
                  {match.lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
