import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Button } from "../button/button.js";
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
  title: "Composite/SignupDialog",
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FreeTrial: Story = { args: { planLabel: "Free Trial plan" } };
export const ProPlan: Story = { args: { planLabel: "Pro plan · $99/month" } };
export const FailingSubmit: Story = { args: { fail: true } };
