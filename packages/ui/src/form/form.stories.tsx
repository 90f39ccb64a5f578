import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { z } from "zod";
import { Input } from "../input/input.js";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../select/select.js";
import { expectVisible } from "../test/story-helpers.js";
import { Textarea } from "../textarea/textarea.js";
import { Form, FormError, FormField, FormSubmit, useZodForm } from "./form.js";

const schema = z.object({
  title: z.string().trim().min(1, { error: "Title is required" }).max(200),
  description: z.string().max(5000),
  priority: z.enum(["low", "medium", "high"]),
});

/** A form on the kit: its schema checks the fields; a failed submit maps the server's issues. */
function TaskForm({ fail }: { fail: boolean }) {
  const form = useZodForm(schema, {
    defaultValues: { title: "", description: "", priority: "medium" },
  });
  return (
    <Form
      form={form}
      className="grid max-w-sm gap-4"
      onSubmit={async () => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        if (fail) throw new Error("refused");
      }}
      describeError={() => ({
        message: "title: is taken in this project; projectId: is archived",
        issues: [
          { path: ["title"], message: "A task with this title exists in this project." },
          { path: ["projectId"], message: "The project is archived." },
        ],
      })}
    >
      <FormField control={form.control} name="title" label="Title" required>
        <Input autoComplete="off" />
      </FormField>
      <FormField control={form.control} name="description" label="Description" hint="Optional.">
        <Textarea rows={3} />
      </FormField>
      <FormField control={form.control} name="priority" label="Priority">
        {(field, control) => (
          <Select value={field.value} onValueChange={field.onChange}>
            <SelectTrigger ref={field.ref} onBlur={field.onBlur} {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="low">Low</SelectItem>
              <SelectItem value="medium">Medium</SelectItem>
              <SelectItem value="high">High</SelectItem>
            </SelectContent>
          </Select>
        )}
      </FormField>
      <FormError />
      <FormSubmit className="w-fit">Add Task</FormSubmit>
    </Form>
  );
}

const meta = {
  title: "Forms/Form kit",
  component: TaskForm,
  args: { fail: false },
} satisfies Meta<typeof TaskForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SchemaErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Add Task" }));
    await expectVisible(canvas.findByText("Title is required"));
    const title = canvas.getByRole("textbox", { name: "Title" });
    await expect(title).toHaveAttribute("aria-invalid", "true");
    await expect(title).toHaveAccessibleDescription("Title is required");
    // Focus goes to the first refused field; typing there clears its message.
    await expect(title).toHaveFocus();
    await userEvent.type(title, "Kick-off");
    await waitFor(() => expect(canvas.queryByText("Title is required")).not.toBeInTheDocument());
    await expect(title).not.toHaveAttribute("aria-invalid");
  },
};

export const Submitting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole("textbox", { name: "Title" }), "Kick-off");
    const priority = canvas.getByRole("combobox", { name: "Priority" });
    await expect(priority).toHaveTextContent("Medium");
    await userEvent.click(priority);
    await userEvent.click(await page.findByRole("option", { name: "High" }));
    await expect(priority).toHaveTextContent("High");

    const submit = canvas.getByRole("button", { name: "Add Task" });
    await userEvent.click(submit);
    // While the submit runs the button says so and cannot be pressed twice.
    await expect(submit).toHaveAttribute("aria-busy", "true");
    await expect(submit).toBeDisabled();
    await waitFor(() => expect(submit).toBeEnabled(), { timeout: 3000 });
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

export const ServerIssues: Story = {
  args: { fail: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Title" }), "Kick-off");
    await userEvent.click(canvas.getByRole("button", { name: "Add Task" }));
    await expectVisible(canvas.findByText("A task with this title exists in this project."));
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "projectId: The project is archived.",
    );
  },
};
