import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Button } from "../button/button.js";
import { SetupWizard } from "./setup-wizard.js";
import type { WizardPlan, WizardRequest } from "./wizard-state.js";

const options = {
  industries: ["Technology", "Healthcare", "Finance", "Consulting", "Other"],
  tools: ["Jira", "Trello", "Asana", "Monday.com", "Slack", "Notion"],
  painPoints: ["Visibility into progress", "Missed deadlines", "Tool fragmentation"],
  goals: ["Delivery speed", "Project visibility", "Scaling operations"],
};

const plan: WizardPlan = {
  recommendations: {
    tools: ["Jira for delivery boards", "Slack for stand-ups and alerts"],
    processes: ["Two-week sprints with a shared definition of done", "Weekly health check"],
    templates: ["Project charter", "RAID log", "Sprint review agenda"],
  },
  setup_plan: [
    { phase: "Foundation", duration: "Week 1", tasks: ["Agree roles", "Set up the board"] },
    { phase: "Rollout", duration: "Weeks 2-3", tasks: ["Run the first sprint"] },
    { phase: "Embed", duration: "Week 4", tasks: ["First monthly portfolio review"] },
  ],
  next_steps: ["Invite your team", "Import your open projects", "Book the kickoff"],
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function Demo({ fail = false }: { fail?: boolean }) {
  const [open, setOpen] = useState(true);
  const [note, setNote] = useState("");
  async function onGenerate(request: WizardRequest) {
    setNote(JSON.stringify(request));
    await wait(1000);
    if (fail) throw new Error("Failed to generate recommendations. Please try again.");
    return plan;
  }
  return (
    <>
      <Button onClick={() => setOpen(true)}>Start AI Wizard</Button>
      <p className="mt-3 max-w-xl text-xs break-all text-muted-foreground">{note}</p>
      <SetupWizard
        open={open}
        onOpenChange={setOpen}
        options={options}
        onGenerate={onGenerate}
        onValidationError={() => setNote("Validation Error: please select an industry.")}
        onStartTour={() => {
          setOpen(false);
          setNote("Start Onboarding Tour");
        }}
      />
    </>
  );
}

const meta = {
  title: "Composite/SetupWizard",
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FailingRequest: Story = { args: { fail: true } };
