import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Button } from "../button/button.js";
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
  title: "Composite/OnboardingTour",
  component: Demo,
  parameters: { layout: "padded" },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
