import type { Meta, StoryObj } from "@storybook/react-vite";
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
};
