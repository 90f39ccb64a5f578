import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../../button/button.js";
import { expectVisible } from "../../test/story-helpers.js";
import { OnboardingTour, type OnboardingTourStep } from "./onboarding-tour.js";

const steps: OnboardingTourStep[] = [
  {
    id: "welcome",
    title: "Welcome to Cairn",
    description: "This short tour shows where things live.",
    target: "#tour-welcome",
    position: "bottom",
  },
  {
    id: "projects",
    title: "Your projects",
    description: "Every project you run or follow is listed here.",
    action: "Open a project to see its board.",
    target: "#tour-projects",
    position: "right",
  },
  {
    id: "help",
    title: "Help is one click away",
    description: "Guides, articles and an e-mail to a person.",
    target: "#tour-help",
    position: "top",
  },
];

function Demo() {
  const [open, setOpen] = useState(true);
  const [outcome, setOutcome] = useState("");
  return (
    <div className="grid gap-6">
      <h2 id="tour-welcome" className="w-fit text-xl font-semibold">
        Dashboard
      </h2>
      <div id="tour-projects" className="w-64 rounded-lg border border-border p-4">
        Projects
      </div>
      <Button id="tour-help" variant="outline" className="w-fit">
        Help
      </Button>
      <div className="flex items-center gap-3">
        <Button
          onClick={() => {
            setOutcome("");
            setOpen(true);
          }}
        >
          Restart tour
        </Button>
        <span className="text-sm text-muted-foreground">{outcome}</span>
      </div>
      <OnboardingTour
        open={open}
        steps={steps}
        onComplete={() => {
          setOpen(false);
          setOutcome("completed");
        }}
        onDismiss={() => {
          setOpen(false);
          setOutcome("skipped");
        }}
      />
    </div>
  );
}

const meta = {
  title: "Widgets/OnboardingTour",
  component: Demo,
  parameters: { layout: "padded" },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Next and Previous move between the steps; Finish shows the completion panel, then ends. */
export const Walkthrough: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const button = (name: string) => page.getByRole("button", { name });

    const first = await page.findByRole("dialog", { name: "Welcome to Cairn" });
    await expect(first).toHaveTextContent("Step 1 of 3");
    await expect(button("Previous")).toBeDisabled();
    // The highlighted target sits under the spotlight's cut-out.
    await expect(page.getByTestId("tour-spotlight")).toBeInTheDocument();

    await userEvent.click(button("Next"));
    const second = await page.findByRole("dialog", { name: "Your projects" });
    await expect(second).toHaveTextContent("Step 2 of 3");
    await expect(second).toHaveTextContent("Open a project to see its board.");

    await userEvent.click(button("Previous"));
    await expectVisible(page.findByRole("dialog", { name: "Welcome to Cairn" }));

    await userEvent.click(button("Next"));
    await userEvent.click(await page.findByRole("button", { name: "Next" }));
    const last = await page.findByRole("dialog", { name: "Help is one click away" });
    await expect(last).toHaveTextContent("Step 3 of 3");
    await expect(within(last).queryByRole("button", { name: "Next" })).toBeNull();

    await userEvent.click(button("Finish"));
    await expect(await page.findByRole("status")).toHaveTextContent("Tour Complete!");
    // The completion panel shows for two seconds, then the tour ends.
    await waitFor(() => expect(canvas.getByText("completed")).toBeVisible(), { timeout: 4000 });
    await expect(page.queryByRole("dialog")).not.toBeInTheDocument();
  },
};

/** Skip ends the tour; restarted from a button, Escape ends it and focus returns there. */
export const SkipAndRestart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);

    await page.findByRole("dialog", { name: "Welcome to Cairn" });
    await userEvent.click(page.getByRole("button", { name: "Skip" }));
    await waitFor(() => expect(page.queryByRole("dialog")).not.toBeInTheDocument());
    await expectVisible(canvas.getByText("skipped"));

    const restart = canvas.getByRole("button", { name: "Restart tour" });
    await userEvent.click(restart);
    const dialog = await page.findByRole("dialog", { name: "Welcome to Cairn" });
    await expect(dialog).toHaveTextContent("Step 1 of 3");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(restart).toHaveFocus();
  },
};
