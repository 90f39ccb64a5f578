import { wizardInput } from "@cairn/schema/wizard";
import { SparklesIcon } from "lucide-react";
import { type ReactNode, useId, useMemo, useReducer, useState } from "react";
import { z } from "zod";
import { Button } from "../../button/button.js";
import { Checkbox } from "../../checkbox/checkbox.js";
import { cn } from "../../cn/cn.js";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../dialog/dialog.js";
import { Field } from "../../field/field.js";
import { Form, FormField, useZodForm } from "../../form/form.js";
import { Input } from "../../input/input.js";
import { Progress } from "../../progress/progress.js";
import { useReturnFocus } from "../../return-focus/return-focus.js";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "../../select/select.js";
import { PlanView } from "../plan-view/plan-view.js";
import {
  buildWizardRequest,
  canGenerate,
  EXPERIENCE_LEVELS,
  type ExperienceLevel,
  initialWizardState,
  RESULTS_STEP,
  WIZARD_INPUT_STEPS,
  type WizardListDefaults,
  type WizardPlan,
  type WizardRequest,
  wizardProgress,
  wizardReducer,
  wizardStepLabel,
} from "./wizard-state.js";

export interface SetupWizardOptions {
  industries: readonly string[];
  tools: readonly string[];
  painPoints: readonly string[];
  goals: readonly string[];
}

export interface SetupWizardProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  options: SetupWizardOptions;
  listDefaults?: WizardListDefaults;
  /**
   * Requests the plan. Resolve with it to show the results; reject to stay on step 4 (the
   * caller reports the failure).
   */
  onGenerate: (request: WizardRequest) => Promise<WizardPlan>;
  /**
   * Checks the team size on step 1 (the message shown beside it) before Next moves on; by
   * default the API's own rule (`wizardInput`).
   */
  teamSizeProblem?: (typed: string) => string | undefined;
  /** Called instead of `onGenerate` when no industry was chosen. */
  onValidationError: () => void;
  /** The results step's Start Onboarding Tour action. */
  onStartTour: () => void;
  /**
   * Shown under the plan on the results step: the public site's private link to the saved plan
   * and its "Start free trial with this plan".
   */
  resultExtra?: ReactNode;
}

/**
 * Step 1's team size as typed, checked where it is typed: by the API's own rule
 * (`wizardInput.teamSize`, an empty box meaning its default of 5), or by the caller's check.
 */
function teamSizeForm(
  problem: ((typed: string) => string | undefined) | undefined,
): z.ZodType<{ teamSize: unknown }, { teamSize: string }> {
  if (problem) {
    return z.object({
      teamSize: z.string().superRefine((typed, context) => {
        const message = problem(typed);
        if (message) context.addIssue({ code: "custom", message });
      }),
    });
  }
  return z.object({
    teamSize: z
      .string()
      .trim()
      .transform((typed): unknown => (typed === "" ? undefined : typed))
      .pipe(wizardInput.shape.teamSize),
  });
}

const EXPERIENCE_TEXT: Record<ExperienceLevel, { title: string; description: string }> = {
  beginner: {
    title: "Beginner",
    description: "We are new to structured project management.",
  },
  intermediate: {
    title: "Intermediate",
    description: "We run projects with some shared processes and tools.",
  },
  advanced: {
    title: "Advanced",
    description: "We have mature processes and want to scale them.",
  },
};

const STEP_TITLES = [
  "Your team",
  "Your current tools",
  "Pain points and goals",
  "Your experience",
] as const;

function CheckboxGroup({
  legend,
  items,
  selected,
  onToggle,
}: {
  legend: string;
  items: readonly string[];
  selected: readonly string[];
  onToggle: (item: string) => void;
}) {
  const groupId = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium text-foreground">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {items.map((item, index) => {
          const checked = selected.includes(item);
          const id = `${groupId}-${index}`;
          return (
            <div
              key={item}
              className={cn(
                "relative flex items-center gap-2.5 rounded-md border px-3 py-2 text-sm transition-colors",
                checked
                  ? "border-primary bg-primary-soft text-primary-soft-foreground"
                  : "border-border hover:bg-accent",
              )}
            >
              <Checkbox
                id={id}
                className="relative z-10"
                checked={checked}
                onCheckedChange={() => onToggle(item)}
              />
              {/* The label's ::after covers the whole card, so a click anywhere toggles it. */}
              <label htmlFor={id} className="cursor-pointer after:absolute after:inset-0">
                {item}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

function WizardPanel({
  options,
  listDefaults,
  onGenerate,
  onValidationError,
  teamSizeProblem,
  onStartTour,
  resultExtra,
  onClose,
}: Omit<SetupWizardProps, "open" | "onOpenChange"> & { onClose: () => void }) {
  const [state, dispatch] = useReducer(wizardReducer, undefined, initialWizardState);
  const [pending, setPending] = useState(false);
  const stepOne = useZodForm(
    useMemo(() => teamSizeForm(teamSizeProblem), [teamSizeProblem]),
    {
      defaultValues: { teamSize: state.answers.teamSize },
    },
  );

  async function next() {
    if (step === 1 && !(await stepOne.trigger("teamSize", { shouldFocus: true }))) return;
    dispatch({ type: "next" });
  }
  const { step, answers, plan } = state;
  const progressLabelId = useId();

  async function generate() {
    if (!canGenerate(answers)) {
      onValidationError();
      return;
    }
    setPending(true);
    try {
      const result = await onGenerate(buildWizardRequest(answers, listDefaults));
      dispatch({ type: "planReady", plan: result });
    } catch {
      // The caller reported the failure; the wizard stays on step 4.
    } finally {
      setPending(false);
    }
  }

  let body: ReactNode = null;
  if (step === 1) {
    body = (
      <Form form={stepOne} onSubmit={() => next()} className="grid gap-4">
        <FormField
          control={stepOne.control}
          name="teamSize"
          label="Team size"
          hint="How many people will work in the PMO's projects?"
        >
          {(field, control) => (
            <Input
              {...control}
              ref={field.ref}
              type="number"
              inputMode="numeric"
              min={1}
              name={field.name}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => {
                field.onChange(event.target.value);
                stepOne.clearErrors("teamSize");
                dispatch({ type: "answer", answers: { teamSize: event.target.value } });
              }}
            />
          )}
        </FormField>
        <Field label="Industry" required>
          {(control) => (
            <Select
              value={answers.industry}
              onValueChange={(industry) => dispatch({ type: "answer", answers: { industry } })}
            >
              <SelectTrigger {...control}>
                <SelectValue placeholder="Select your industry" />
              </SelectTrigger>
              <SelectContent>
                {options.industries.map((industry) => (
                  <SelectItem key={industry} value={industry}>
                    {industry}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </Field>
      </Form>
    );
  } else if (step === 2) {
    body = (
      <CheckboxGroup
        legend="Which tools does your team use today?"
        items={options.tools}
        selected={answers.currentTools}
        onToggle={(item) => dispatch({ type: "toggle", list: "currentTools", item })}
      />
    );
  } else if (step === 3) {
    body = (
      <div className="grid gap-6">
        <CheckboxGroup
          legend="What slows your projects down?"
          items={options.painPoints}
          selected={answers.painPoints}
          onToggle={(item) => dispatch({ type: "toggle", list: "painPoints", item })}
        />
        <CheckboxGroup
          legend="What should the PMO achieve?"
          items={options.goals}
          selected={answers.goals}
          onToggle={(item) => dispatch({ type: "toggle", list: "goals", item })}
        />
      </div>
    );
  } else if (step === 4) {
    body = (
      <div className="grid gap-5">
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium text-foreground">
            How experienced is your team with project management?
          </legend>
          {EXPERIENCE_LEVELS.map((level) => (
            <label
              key={level}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-md border px-3 py-2.5 transition-colors",
                answers.experienceLevel === level
                  ? "border-primary bg-primary-soft"
                  : "border-border hover:bg-accent",
              )}
            >
              <input
                type="radio"
                name="experienceLevel"
                value={level}
                checked={answers.experienceLevel === level}
                onChange={() => dispatch({ type: "answer", answers: { experienceLevel: level } })}
                className="mt-1 size-4 accent-primary"
              />
              <span className="grid gap-0.5">
                <span className="text-sm font-medium text-foreground">
                  {EXPERIENCE_TEXT[level].title}
                </span>
                <span className="text-sm text-muted-foreground">
                  {EXPERIENCE_TEXT[level].description}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <Field label="Your role" hint="Optional, e.g. Head of Delivery.">
          <Input
            name="userRole"
            autoComplete="organization-title"
            value={answers.userRole}
            onChange={(event) =>
              dispatch({ type: "answer", answers: { userRole: event.target.value } })
            }
          />
        </Field>
      </div>
    );
  } else if (plan) {
    body = (
      // One column that may be narrower than its content's widest line (a saved plan's link),
      // so the plan wraps inside the dialog instead of widening it.
      <div className="grid grid-cols-1 gap-4">
        <PlanView plan={plan} />
        {resultExtra}
      </div>
    );
  }

  const onResults = step === RESULTS_STEP;
  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2">
          <SparklesIcon aria-hidden="true" className="size-5 text-primary" />
          AI PMO Setup Wizard
        </DialogTitle>
        <DialogDescription>
          {onResults
            ? "Your personalized PMO setup plan."
            : `${STEP_TITLES[step - 1] ?? ""}: answer a few questions and get a 30-day plan.`}
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <div className="flex items-center justify-between text-sm">
          <span id={progressLabelId} className="font-medium text-foreground">
            {wizardStepLabel(step)}
          </span>
          <span className="text-muted-foreground">{wizardProgress(step)}%</span>
        </div>
        <Progress value={wizardProgress(step)} aria-labelledby={progressLabelId} />
      </div>
      <div className="min-h-56 min-w-0">{body}</div>
      <div className="flex flex-col-reverse gap-2 border-t border-border pt-4 sm:flex-row sm:justify-between">
        {onResults ? (
          <>
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
            <Button onClick={onStartTour}>Start Onboarding Tour</Button>
          </>
        ) : (
          <>
            <Button
              variant="outline"
              disabled={step === 1 || pending}
              onClick={() => dispatch({ type: "previous" })}
            >
              Previous
            </Button>
            {step < WIZARD_INPUT_STEPS ? (
              <Button onClick={() => void next()}>Next</Button>
            ) : (
              <Button disabled={pending} onClick={() => void generate()}>
                {pending ? "Generating..." : "Generate Plan"}
              </Button>
            )}
          </>
        )}
      </div>
    </>
  );
}

/**
 * The AI PMO Setup Wizard (docs/product.md §2.5): four input steps with a progress bar, then the plan in
 * three tabs. It starts over each time it opens.
 */
export function SetupWizard({ open, onOpenChange, ...panel }: SetupWizardProps) {
  const onCloseAutoFocus = useReturnFocus(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
        <WizardPanel {...panel} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
