import { act, render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { Input } from "../input/input.js";
import { Form, FormError, FormField, FormSelect, FormSubmit, useZodForm } from "./form.js";
import { type ServerFeedback, setServerFeedback } from "./server-issues.js";

const schema = z.object({
  name: z.string().trim().min(1, { error: "Name is required" }),
  email: z.email({ error: "must be a valid email address" }),
});

function Example({
  onSubmit,
  describeError,
  messages,
}: {
  onSubmit: (values: z.output<typeof schema>) => unknown;
  describeError?: (error: unknown) => ServerFeedback;
  messages?: { email?: string };
}) {
  const form = useZodForm(schema, { defaultValues: { name: "", email: "" }, messages });
  return (
    <Form form={form} onSubmit={onSubmit} describeError={describeError}>
      <FormField control={form.control} name="name" label="Name" hint="As on your badge." required>
        <Input />
      </FormField>
      <FormField control={form.control} name="email" label="Email">
        <Input type="email" />
      </FormField>
      <FormError />
      <FormSubmit>Save</FormSubmit>
    </Form>
  );
}

describe("Form kit", () => {
  it("shows the schema's messages beside the fields, described and invalid, and focuses the first", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Example onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "Save" }));

    const name = screen.getByRole("textbox", { name: "Name" });
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    const described = (name.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(["As on your badge.", "Name is required"]);
    expect(name.getAttribute("aria-required")).toBe("true");
    expect(document.activeElement).toBe(name);
    expect(screen.getByText("must be a valid email address")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("uses the form's own words for a field when given", async () => {
    const user = userEvent.setup();
    render(<Example onSubmit={vi.fn()} messages={{ email: "Please enter a valid email" }} />);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Please enter a valid email")).toBeTruthy();
    expect(screen.queryByText("must be a valid email address")).toBeNull();
  });

  it("submits the schema's output and shows the submitting state meanwhile", async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Example onSubmit={onSubmit} />);
    await user.type(screen.getByRole("textbox", { name: "Name" }), "  Ada ");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]).toEqual([{ name: "Ada", email: "ada@example.com" }]);
    const button = screen.getByRole("button", { name: "Save" });
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish());
    await waitFor(() => expect(button.hasAttribute("aria-busy")).toBe(false));
  });

  it("submits once when submitted twice before the first answer (a double Ctrl+Enter)", async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { container } = render(<Example onSubmit={onSubmit} />);
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Ada");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "ada@example.com");
    const form = container.querySelector("form") as HTMLFormElement;
    // Both in one go, as a key pressed twice quickly: no render between them.
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await act(async () => finish());
    // Once answered, the form submits again.
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  });

  it("puts a failed submit's issues beside their fields and the rest in the form-level error", async () => {
    const user = userEvent.setup();
    render(
      <Example
        onSubmit={() => Promise.reject(new Error("400"))}
        describeError={() => ({
          message: "email: is taken; colour: is not a field",
          issues: [
            { path: ["email"], message: "is taken" },
            { path: ["colour"], message: "is not a field" },
          ],
        })}
      />,
    );
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Ada");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Save" }));

    const email = screen.getByRole("textbox", { name: "Email" });
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("is taken")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("colour: is not a field");
  });

  it("shows a failure without issues as the form-level error, generic when unknown", async () => {
    const user = userEvent.setup();
    render(<Example onSubmit={() => Promise.reject(new Error("boom"))} />);
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Ada");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Something went wrong. Please try again.",
    );
  });
});

describe("setServerFeedback", () => {
  function fakeForm(values: Record<string, unknown>) {
    const setError = vi.fn();
    return { setError, getValues: () => values };
  }

  it("maps each issue's path onto its field, joining two messages for one field", () => {
    const form = fakeForm({ title: "", dueDate: null });
    const placed = setServerFeedback(form, {
      message: "title: is required; title: is short",
      issues: [
        { path: ["title"], message: "is required" },
        { path: ["title"], message: "is short" },
      ],
    });
    expect(placed).toEqual(["title"]);
    expect(form.setError).toHaveBeenCalledTimes(1);
    expect(form.setError).toHaveBeenCalledWith(
      "title",
      { type: "server", message: "is required is short" },
      { shouldFocus: true },
    );
  });

  it("sends unknown paths to the form-level error, and the message when no issue is given", () => {
    const form = fakeForm({ title: "" });
    setServerFeedback(form, { issues: [{ path: ["projectId"], message: "is not yours" }] });
    expect(form.setError).toHaveBeenCalledWith("root.server", {
      type: "server",
      message: "projectId: is not yours",
    });

    const other = fakeForm({ title: "" });
    setServerFeedback(other, { message: "Task not found" });
    expect(other.setError).toHaveBeenCalledWith("root.server", {
      type: "server",
      message: "Task not found",
    });
  });

  it("reads nested paths, aliases and labels through its options", () => {
    const form = fakeForm({ settings: { token: "" } });
    setServerFeedback(
      form,
      {
        issues: [
          { path: ["settings", "token"], message: "is required" },
          { path: ["apiKey"], message: "must not contain spaces" },
        ],
      },
      {
        fieldOf: (path) => (path.at(-1) === "apiKey" ? "settings.token" : undefined),
        format: (field, message) => `${field} ${message}`,
      },
    );
    expect(form.setError).toHaveBeenCalledWith(
      "settings.token",
      { type: "server", message: "settings.token must not contain spaces" },
      { shouldFocus: true },
    );
    expect(form.setError).toHaveBeenCalledWith("root.server", {
      type: "server",
      message: "settings.token: is required",
    });
  });
});

const choice = z.object({ priority: z.enum(["low", "high"]).nullable() });

function Choice() {
  const form = useZodForm(choice, { defaultValues: { priority: null } });
  return (
    <Form form={form} onSubmit={vi.fn()}>
      <FormSelect
        control={form.control}
        name="priority"
        label="Priority"
        placeholder="Pick one"
        options={[
          { value: "low", label: "Low" },
          { value: "high", label: "High" },
        ]}
        toOption={(value) => value ?? ""}
        fromOption={(option) => (option === "high" ? "high" : "low")}
      />
    </Form>
  );
}

describe("FormSelect", () => {
  it("labels its trigger and shows the placeholder until a value is chosen", () => {
    render(<Choice />);
    const trigger = screen.getByRole("combobox", { name: "Priority" });
    expect(trigger.textContent).toBe("Pick one");
  });
});
