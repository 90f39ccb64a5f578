import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button.js";
import { Field } from "../field/field.js";
import { Input } from "../input/input.js";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog.js";

const meta = {
  title: "Overlays/Dialog",
  component: Dialog,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button>Log in</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Log in</DialogTitle>
          <DialogDescription>Use the email and password of your workspace.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={(event) => event.preventDefault()}>
          <Field label="Email">
            <Input type="email" autoComplete="email" />
          </Field>
          <Field label="Password">
            <Input type="password" autoComplete="current-password" />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit">Log in</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The dialog is portalled to the end of <body>, outside the story's own element.
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole("button", { name: "Log in" });

    await userEvent.click(trigger);
    const dialog = await page.findByRole("dialog", { name: "Log in" });
    await expect(dialog).toHaveAccessibleDescription(
      "Use the email and password of your workspace.",
    );
    // Focus moves into the dialog, on its first field, and Tab stays inside.
    const email = within(dialog).getByLabelText("Email");
    await expect(email).toHaveFocus();
    await userEvent.type(email, "maria@acme.io");
    await userEvent.tab();
    await expect(within(dialog).getByLabelText("Password")).toHaveFocus();

    // Cancel closes it and gives focus back to the button that opened it.
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(page.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  render: Default.render,
};

export const Confirmation: Story = {
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="destructive">Delete project</Button>
      </DialogTrigger>
      <DialogContent showClose={false} className="max-w-md">
        <DialogHeader>
          <DialogTitle>Delete this project?</DialogTitle>
          <DialogDescription>
            Its board, tasks and health history are removed. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep project</Button>
          </DialogClose>
          <Button variant="destructive">Delete</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole("button", { name: "Delete project" });

    await userEvent.click(trigger);
    const dialog = await page.findByRole("dialog", { name: "Delete this project?" });
    // Without a close icon, the first button (the safe choice) takes focus.
    await expect(within(dialog).queryByRole("button", { name: "Close" })).toBeNull();
    await expect(within(dialog).getByRole("button", { name: "Keep project" })).toHaveFocus();

    // Escape closes it; focus returns to the trigger.
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const LongContent: Story = {
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="outline">Read the terms</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Terms of service</DialogTitle>
          <DialogDescription>
            The panel scrolls when it is taller than the screen.
          </DialogDescription>
        </DialogHeader>
        {Array.from({ length: 12 }, (_, index) => `Section ${index + 1}`).map((section) => (
          <section key={section} className="grid gap-1">
            <h3 className="text-sm font-semibold">{section}</h3>
            <p className="text-sm text-muted-foreground">
              Cairn keeps your workspace data in the region you choose and never sells it. You can
              export or delete it at any time from the administrator dashboard.
            </p>
          </section>
        ))}
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: "Read the terms" }));
    const dialog = await page.findByRole("dialog", { name: "Terms of service" });
    // Taller than the screen: the panel scrolls instead of running off it.
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    // Left open, so the accessibility check runs on the open dialog.
  },
};
