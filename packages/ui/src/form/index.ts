// The few react-hook-form pieces a form needs beside the kit, so apps depend on the kit only.
export {
  type Control,
  Controller,
  type UseFormReturn,
  useFieldArray,
  useWatch,
} from "react-hook-form";
export {
  type FieldMessages,
  FORM_ERROR,
  Form,
  FormError,
  FormField,
  type FormFieldProps,
  type FormFieldRender,
  type FormProps,
  FormSelect,
  type FormSelectOption,
  type FormSelectProps,
  FormSubmit,
  type FormSubmitProps,
  GENERIC_FORM_ERROR,
  useZodForm,
  type ZodFormOptions,
} from "./form.js";
export {
  type ServerFeedback,
  type ServerIssue,
  type ServerIssueOptions,
  setServerFeedback,
} from "./server-issues.js";
