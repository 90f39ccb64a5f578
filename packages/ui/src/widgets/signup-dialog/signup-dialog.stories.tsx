import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../../button/button.js";
import { expectVisible } from "../../test/story-helpers.js";
import { SignupDialog, type SignupValues } from "./signup-dialog.js";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function Demo({ planLabel, fail = false }: { planLabel?: string; fail?: boolean }) {
  const [open, setOpen] = useState(true);
  const [saved, setSaved] = useState<SignupValues | null>(null);
  async function onSubmit(values: SignupValues) {
    await wait(800);
    if (fail) throw new Error("Something went wrong. Please try again.");
    setSaved(values);
  }
  return (
    <>
      <Button onClick={() => setOpen(true)}>Start Free Trial</Button>
      <pre className="mt-3 text-xs text-muted-foreground">
        {saved ? JSON.stringify(saved, null, 2) : ""}
      </pre>
      <SignupDialog
        open={open}
        onOpenChange={setOpen}
        planLabel={planLabel}
        teamSizes={["1-5", "6-20", "21-50", "51+"]}
        onSubmit={onSubmit}
      />
    </>
  );
}

const meta = {
  title: "Widgets/SignupDialog",
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FreeTrial: Story = { args: { planLabel: "Free Trial plan" } };
export const ProPlan: Story = { args: { planLabel: "Pro plan · $99/month" } };

/** The checks of the form, then a signup that closes the dialog. */
export const SigningUp: Story = {
  args: { planLabel: "Free Trial plan" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The dialog and the team size list are portalled outside the story's own element.
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole("dialog", { name: "Start Your Free Trial" }));
    const submit = dialog.getByRole("button", { name: "Start Free Trial" });

    await userEvent.click(submit);
    await expectVisible(dialog.findByText("Name is required"));
    await expect(dialog.getByRole("textbox", { name: "Full Name" })).toHaveFocus();

    await userEvent.type(dialog.getByRole("textbox", { name: "Full Name" }), "Maria Lopez");
    const email = dialog.getByRole("textbox", { name: "Email Address" });
    await userEvent.type(email, "maria@");
    await userEvent.click(submit);
    await expectVisible(dialog.findByText("Please enter a valid email"));
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.queryByText("Name is required")).not.toBeInTheDocument();

    await userEvent.type(email, "acme.io");
    await userEvent.type(dialog.getByRole("textbox", { name: "Company" }), "Acme");
    await userEvent.click(dialog.getByRole("combobox", { name: "Team Size" }));
    await userEvent.click(await page.findByRole("option", { name: "6-20 people" }));
    await expect(dialog.getByRole("combobox", { name: "Team Size" })).toHaveTextContent(
      "6-20 people",
    );
    await userEvent.click(submit);
    await expect(dialog.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    await waitFor(() => expect(page.queryByRole("dialog")).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    await expect(canvas.getByText(/"email": "maria@acme.io"/)).toBeInTheDocument();
    await expect(canvas.getByText(/"teamSize": "6-20"/)).toBeInTheDocument();
  },
};

/** A failed submit keeps the dialog open with what was typed. */
export const FailingSubmit: Story = {
  args: { fail: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole("dialog", { name: "Start Your Free Trial" }));
    await userEvent.type(dialog.getByRole("textbox", { name: "Full Name" }), "Maria Lopez");
    await userEvent.type(dialog.getByRole("textbox", { name: "Email Address" }), "maria@acme.io");
    await userEvent.click(dialog.getByRole("combobox", { name: "Team Size" }));
    await userEvent.click(await page.findByRole("option", { name: "51+ people" }));
    await userEvent.click(dialog.getByRole("button", { name: "Start Free Trial" }));
    await expect(
      await dialog.findByRole("button", { name: "Start Free Trial" }, { timeout: 3000 }),
    ).toBeEnabled();
    await expect(dialog.getByRole("textbox", { name: "Full Name" })).toHaveValue("Maria Lopez");
    await expect(dialog.getByRole("textbox", { name: "Email Address" })).toHaveValue(
      "maria@acme.io",
    );
    await expect(dialog.getByRole("combobox", { name: "Team Size" })).toHaveTextContent(
      "51+ people",
    );
  },
};
