import { zodResolver } from "@hookform/resolvers/zod";
import { Slot } from "radix-ui";
import {
  type ComponentProps,
  type FormEvent,
  type ReactElement,
  type ReactNode,
  useRef,
} from "react";
import {
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  FormProvider,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useController,
  useForm,
  useFormContext,
  useFormState,
} from "react-hook-form";
import type { z } from "zod";
import { Button, type ButtonProps } from "../button/button.js";
import { cn } from "../cn/cn.js";
import { Field, type FieldControlProps } from "../field/field.js";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../select/select.js";
import {
  type ServerFeedback,
  type ServerIssueOptions,
  setServerFeedback,
} from "./server-issues.js";

/** The form-level error's place in react-hook-form's errors (`errors.root.server`). */
export const FORM_ERROR = "root.server" as const;

/** The sentence shown when a submit fails and nothing better is known. */
export const GENERIC_FORM_ERROR = "Something went wrong. Please try again.";

/** The form's own words for a field, shown instead of the schema's message for any of its issues. */
export type FieldMessages<Values extends FieldValues> = Partial<Record<FieldPath<Values>, string>>;

export type ZodFormOptions<Input extends FieldValues, Output> = Omit<
  UseFormProps<Input, unknown, Output>,
  "resolver"
> & {
  /**
   * Replaces the schema's message for a field (the rule stays the schema's), for forms whose
   * words were set before the schema (e.g. "Choose a consultant" over "must be a positive whole
   * number").
   */
  messages?: FieldMessages<Input>;
};

function withMessages<Input extends FieldValues, Output>(
  resolver: Resolver<Input, unknown, Output>,
  messages: FieldMessages<Input> | undefined,
): Resolver<Input, unknown, Output> {
  if (!messages) return resolver;
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    for (const [name, message] of Object.entries(messages)) {
      const error: unknown = Reflect.get(result.errors, name);
      if (typeof message === "string" && typeof error === "object" && error !== null) {
        Reflect.set(result.errors, name, { ...error, message });
      }
    }
    return result;
  };
}

/**
 * A react-hook-form form checked by a zod schema of `@cairn/schema` — the very schema the API
 * validates with, so a form never accepts what the server refuses. The form's values are the
 * schema's input; `onSubmit` receives its output (trimmed, defaults applied).
 */
export function useZodForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  { messages, ...options }: ZodFormOptions<Input, Output> = {},
): UseFormReturn<Input, unknown, Output> {
  const resolver: Resolver<Input, unknown, Output> = zodResolver(schema);
  return useForm<Input, unknown, Output>({
    mode: "onSubmit",
    reValidateMode: "onChange",
    ...options,
    resolver: withMessages(resolver, messages),
  });
}

export interface FormProps<Input extends FieldValues, Output>
  extends Omit<ComponentProps<"form">, "onSubmit" | "onError"> {
  form: UseFormReturn<Input, unknown, Output>;
  /**
   * Called with the checked values. While its promise runs the submit button shows that it is
   * submitting; when it rejects, `describeError` turns the error into the form-level error and
   * messages beside the fields.
   */
  onSubmit: (values: Output) => unknown;
  /** Reads a failed submit: the API's `issues` and message (see `@cairn/api-client/errors`). */
  describeError?: (error: unknown) => ServerFeedback;
  /** How the issues' paths and messages meet the fields (see `setServerFeedback`). */
  issueOptions?: ServerIssueOptions;
}

/**
 * The form element and its react-hook-form context. It never lets the browser validate
 * (`noValidate`): every message is the schema's, written beside its field.
 */
export function Form<Input extends FieldValues, Output>({
  form,
  onSubmit,
  describeError,
  issueOptions,
  children,
  ...props
}: FormProps<Input, Output>) {
  // One submit at a time. The submit button is disabled while one runs, but only once React has
  // rendered that: a double click or Ctrl+Enter pressed twice submits again before then.
  const running = useRef(false);
  const submit = form.handleSubmit(async (values) => {
    form.clearErrors(FORM_ERROR);
    try {
      await onSubmit(values);
    } catch (error) {
      setServerFeedback(
        form,
        describeError?.(error) ?? { message: GENERIC_FORM_ERROR },
        issueOptions,
      );
    }
  });
  const submitOnce = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (running.current) return;
    running.current = true;
    void submit(event).finally(() => {
      running.current = false;
    });
  };
  return (
    <FormProvider {...form}>
      <form noValidate {...props} onSubmit={submitOnce}>
        {children}
      </form>
    </FormProvider>
  );
}

/** What a FormField hands a render function: react-hook-form's field, and the a11y props. */
export type FormFieldRender<Values extends FieldValues, Name extends FieldPath<Values>> = (
  field: ControllerRenderProps<Values, Name>,
  control: FieldControlProps,
) => ReactNode;

export interface FormFieldProps<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed = Values,
> extends Omit<ComponentProps<"div">, "children"> {
  /** The form's control: pass it so `name` is checked against the form's values. */
  control?: Control<Values, unknown, Transformed>;
  name: Name;
  label: ReactNode;
  /** Help text under the control (its description). */
  hint?: ReactNode;
  required?: boolean;
  /** Id of the control; generated when omitted. */
  controlId?: string;
  /**
   * A text control (Input, Textarea, native select) receives value, onChange, onBlur, name, ref
   * and the a11y props directly; other controls (Select, Switch, Slider…) take a function.
   */
  children: ReactElement | FormFieldRender<Values, Name>;
}

/**
 * One field of a Form: its label, control, description and error. The error is announced with
 * the control (`aria-describedby`) and marks it `aria-invalid`; focus goes to the first invalid
 * field on submit.
 */
export function FormField<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed = Values,
>({ control, name, children, ...props }: FormFieldProps<Values, Name, Transformed>) {
  const context = useFormContext<Values, unknown, Transformed>();
  const { field, fieldState } = useController<Values, Name, Transformed>({
    name,
    control: control ?? context.control,
  });
  return (
    <Field {...props} error={fieldState.error?.message}>
      {(controlProps) =>
        typeof children === "function" ? (
          children(field, controlProps)
        ) : (
          <Slot.Root {...{ ...field, value: field.value ?? "", ...controlProps }}>
            {children}
          </Slot.Root>
        )
      }
    </Field>
  );
}

export interface FormSelectOption {
  /** The option's value as the Select holds it (text). */
  value: string;
  label: ReactNode;
}

export type FormSelectProps<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed = Values,
> = Omit<FormFieldProps<Values, Name, Transformed>, "children"> & {
  options: readonly FormSelectOption[];
  placeholder?: string;
  /** The option a value shows as; by default its text. */
  toOption?: (value: FieldPathValue<Values, Name>) => string;
  /** The value an option stands for (e.g. a number, or null for "nobody"); by default its text. */
  fromOption?: (option: string) => FieldPathValue<Values, Name>;
};

/** A FormField whose control is a Select of the given options. */
export function FormSelect<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed = Values,
>({
  options,
  placeholder,
  toOption,
  fromOption,
  ...props
}: FormSelectProps<Values, Name, Transformed>) {
  return (
    <FormField<Values, Name, Transformed> {...props}>
      {(field, control) => (
        <Select
          value={toOption ? toOption(field.value) : String(field.value ?? "")}
          onValueChange={(option) => field.onChange(fromOption ? fromOption(option) : option)}
        >
          <SelectTrigger ref={field.ref} onBlur={field.onBlur} {...control}>
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}

/** The form-level error: what the server said that belongs to no field. Announced on arrival. */
export function FormError({ className, ...props }: ComponentProps<"p">) {
  const { errors } = useFormState();
  const message = errors.root?.server?.message;
  if (!message) return null;
  return (
    <p
      role="alert"
      className={cn(
        "rounded-md border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-danger-soft-foreground",
        className,
      )}
      {...props}
    >
      {message}
    </p>
  );
}

export type FormSubmitProps = Omit<ButtonProps, "type" | "loading" | "asChild"> & {
  /** Busy for a reason the form does not see (e.g. a mutation started outside `onSubmit`). */
  pending?: boolean;
  /** Shown instead of the children while submitting, e.g. "Logging in...". */
  pendingText?: ReactNode;
};

/** The submit button: disabled, `aria-busy` and spinning while the form submits. */
export function FormSubmit({
  pending,
  pendingText,
  disabled,
  children,
  ...props
}: FormSubmitProps) {
  const { isSubmitting } = useFormState();
  const busy = isSubmitting || pending === true;
  if (pendingText !== undefined) {
    return (
      <Button type="submit" disabled={busy || disabled} aria-busy={busy || undefined} {...props}>
        {busy ? pendingText : children}
      </Button>
    );
  }
  return (
    <Button type="submit" loading={busy} disabled={disabled} {...props}>
      {children}
    </Button>
  );
}
