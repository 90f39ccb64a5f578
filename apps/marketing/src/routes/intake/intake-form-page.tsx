import { submitIntakeInput } from "@cairn/schema/intake";
import { Button } from "@cairn/ui/button";
import { buttonVariants } from "@cairn/ui/button-variants";
import { Form, FormError, FormField, FormSubmit, useZodForm } from "@cairn/ui/form";
import { Input } from "@cairn/ui/input";
import { Skeleton } from "@cairn/ui/skeleton";
import { Textarea } from "@cairn/ui/textarea";
import { SendIcon } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import type { z } from "zod";
import { usePageMeta } from "../../lib/page-meta";
import {
  describeSubmitError,
  fetchIntakeForm,
  type IntakeSentState,
  intakeReceiptPath,
  isIntakeToken,
  isNotFound,
  submitIntakeRequest,
} from "./intake-api";

/** The form's fields, checked by the API's own rules (the token is the link's, not typed). */
const intakeFields = submitIntakeInput.omit({ token: true });
type IntakeValues = z.input<typeof intakeFields>;

const EMPTY: IntakeValues = { name: "", email: "", title: "", description: "" };

type Load =
  | { state: "loading" }
  | { state: "ready"; projectName: string }
  | { state: "closed"; afterSubmit: boolean }
  | { state: "error" };

/** The form's fields and its submit; a 404 on submit means the form closed meanwhile. */
function IntakeForm({
  token,
  labelledBy,
  onClosed,
}: {
  token: string;
  labelledBy: string;
  onClosed: () => void;
}) {
  const navigate = useNavigate();
  const form = useZodForm(intakeFields, { defaultValues: EMPTY });

  async function submit(values: z.output<typeof intakeFields>) {
    let receipt: string;
    try {
      receipt = await submitIntakeRequest(token, values);
    } catch (error) {
      if (isNotFound(error)) {
        onClosed();
        return;
      }
      throw error;
    }
    const state: IntakeSentState = { sent: true };
    navigate(intakeReceiptPath(receipt), { state });
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      describeError={describeSubmitError}
      className="grid gap-4"
      aria-labelledby={labelledBy}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField control={form.control} name="name" label="Your name" required>
          <Input autoComplete="name" />
        </FormField>
        <FormField control={form.control} name="email" label="Your e-mail" required>
          <Input type="email" autoComplete="email" />
        </FormField>
      </div>
      <FormField control={form.control} name="title" label="What do you need?" required>
        <Input />
      </FormField>
      <FormField
        control={form.control}
        name="description"
        label="Details"
        hint="Optional: anything that helps the team understand what you need, and by when."
      >
        <Textarea rows={6} />
      </FormField>
      <FormError />
      <FormSubmit pendingText="Sending..." size="lg" className="w-full sm:w-fit">
        <SendIcon aria-hidden="true" />
        Send request
      </FormSubmit>
    </Form>
  );
}

/** The form's closed (or unknown) link: a link switched off by its team, or a wrong one. */
function ClosedForm({ focus }: { focus: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Closed on submit: the form the keyboard was in is gone, so focus comes here.
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <div className="grid gap-4">
      <h1
        ref={heading}
        tabIndex={-1}
        className="text-3xl font-semibold tracking-tight outline-none sm:text-4xl"
      >
        This request form is closed
      </h1>
      <p className="text-muted-foreground">
        The link may have been switched off by the project's team, or it is not complete. Ask the
        person who gave it to you for a new one.
      </p>
      <p>
        <Link className={buttonVariants({ variant: "outline" })} to="/">
          Back to the home page
        </Link>
      </p>
    </div>
  );
}

/**
 * `/intake/<token>`: a project's public request form (docs/intake.md). Anyone with the link asks
 * the project's team for work, without an account; a sent request goes to its receipt page,
 * whose private address is the way to follow it.
 */
export default function IntakeFormPage() {
  const { token = "" } = useParams();
  const headingId = useId();
  const [load, setLoad] = useState<Load>(() =>
    isIntakeToken(token) ? { state: "loading" } : { state: "closed", afterSubmit: false },
  );
  const [attempt, setAttempt] = useState(0);
  usePageMeta(
    load.state === "ready" ? `Ask ${load.projectName} for something` : "Request form",
    "Ask a project's team for something, without an account: they read every request and answer it.",
  );

  useEffect(() => {
    // A link that cannot be a token is not looked up (the API would answer 404 anyway).
    if (!isIntakeToken(token)) {
      setLoad({ state: "closed", afterSubmit: false });
      return;
    }
    const controller = new AbortController();
    setLoad({ state: "loading" });
    fetchIntakeForm(token, controller.signal).then(
      (projectName) => setLoad({ state: "ready", projectName }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad(isNotFound(error) ? { state: "closed", afterSubmit: false } : { state: "error" });
      },
    );
    return () => controller.abort();
    // `attempt` is the Try again button.
  }, [token, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const closeForm = useCallback(() => setLoad({ state: "closed", afterSubmit: true }), []);

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-8 px-4 py-12 sm:px-6">
      {load.state === "loading" ? (
        <div
          role="status"
          aria-busy="true"
          aria-label="Loading the request form"
          className="grid gap-4"
        >
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-72 w-full" />
        </div>
      ) : load.state === "closed" ? (
        <ClosedForm focus={load.afterSubmit} />
      ) : load.state === "error" ? (
        <div role="alert" className="grid gap-4">
          <h1 className="text-3xl font-semibold tracking-tight">Couldn't load the request form</h1>
          <p className="text-muted-foreground">
            Something went wrong while loading it. Check your connection and try again.
          </p>
          <p>
            <Button variant="outline" onClick={retry}>
              Try again
            </Button>
          </p>
        </div>
      ) : (
        <>
          <header className="grid gap-3">
            <p className="text-sm font-semibold text-primary">Request form</p>
            <h1
              id={headingId}
              className="text-3xl font-semibold tracking-tight break-words sm:text-4xl"
            >
              Ask {load.projectName} for something
            </h1>
            <p className="text-muted-foreground">
              The team reads every request and answers it here: once yours is sent, you get a page
              of your own to follow it.
            </p>
          </header>
          <section
            aria-labelledby={headingId}
            className="rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-8"
          >
            <p className="mb-6 text-sm text-muted-foreground">
              Fields marked with an asterisk are required. Your e-mail address is shown to the
              project's team only.
            </p>
            <IntakeForm token={token} labelledBy={headingId} onClosed={closeForm} />
          </section>
        </>
      )}
    </div>
  );
}
