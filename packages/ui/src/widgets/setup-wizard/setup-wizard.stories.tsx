import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../../button/button.js";
import { expectVisible } from "../../test/story-helpers.js";
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
  title: "Widgets/SetupWizard",
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The wizard is portalled to the end of <body>, outside the story's own element. */
function wizardIn(canvasElement: HTMLElement) {
  const page = within(canvasElement.ownerDocument.body);
  return {
    page,
    dialog: () => within(page.getByRole("dialog", { name: "AI PMO Setup Wizard" })),
    next: () => userEvent.click(page.getByRole("button", { name: "Next" })),
    async chooseIndustry(industry: string) {
      await userEvent.click(page.getByRole("combobox", { name: "Industry" }));
      await userEvent.click(await page.findByRole("option", { name: industry }));
      await waitFor(() => expect(page.queryByRole("listbox")).not.toBeInTheDocument());
    },
  };
}

/** Every step, its check, and the plan in its tabs. */
export const StepByStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { page, dialog, next, chooseIndustry } = wizardIn(canvasElement);
    await page.findByRole("dialog", { name: "AI PMO Setup Wizard" });
    await expectVisible(dialog().getByText("Step 1 of 4"));
    await expect(dialog().getByRole("progressbar")).toHaveAttribute("aria-valuenow", "25");

    // Step 1 checks the team size where it is typed, and keeps focus there.
    const teamSize = dialog().getByRole("spinbutton", { name: "Team size" });
    await userEvent.clear(teamSize);
    await userEvent.type(teamSize, "0");
    await next();
    await expectVisible(dialog().findByText("Team size must be a whole number from 1 to 100,000."));
    await expect(teamSize).toHaveAttribute("aria-invalid", "true");
    await expect(teamSize).toHaveFocus();
    await expectVisible(dialog().getByText("Step 1 of 4"));

    await userEvent.clear(teamSize);
    await userEvent.type(teamSize, "12");
    await chooseIndustry("Technology");
    await next();

    // Step 2: the tools.
    await expectVisible(dialog().getByText("Step 2 of 4"));
    await expect(dialog().getByRole("progressbar")).toHaveAttribute("aria-valuenow", "50");
    await userEvent.click(dialog().getByText("Jira"));
    await expect(dialog().getByRole("checkbox", { name: "Jira" })).toBeChecked();
    await next();

    // Step 3, and back: the answers stay.
    await userEvent.click(dialog().getByText("Missed deadlines"));
    await userEvent.click(page.getByRole("button", { name: "Previous" }));
    await expect(dialog().getByRole("checkbox", { name: "Jira" })).toBeChecked();
    await next();
    await expect(dialog().getByRole("checkbox", { name: "Missed deadlines" })).toBeChecked();
    await next();

    // Step 4: experience, then the plan.
    await expectVisible(dialog().getByText("Step 4 of 4"));
    await userEvent.click(dialog().getByRole("radio", { name: /Advanced/ }));
    await userEvent.click(page.getByRole("button", { name: "Generate Plan" }));
    await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
    await expectVisible(dialog().findByText("Complete", {}, { timeout: 3000 }));
    await expect(canvas.getByText(/"teamSize":12,"industry":"Technology"/)).toBeInTheDocument();
    await expect(canvas.getByText(/"currentTools":\["Jira"\]/)).toBeInTheDocument();
    await expect(canvas.getByText(/"experienceLevel":"advanced"/)).toBeInTheDocument();

    await expect(dialog().getByRole("tab", { name: "Tools & Processes" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expectVisible(dialog().getByText("Jira for delivery boards"));
    await userEvent.click(dialog().getByRole("tab", { name: "Implementation Plan" }));
    await expectVisible(dialog().getByRole("heading", { name: /Foundation/ }));
    await expectVisible(page.getByRole("button", { name: "Start Onboarding Tour" }));
  },
};

/** Without an industry no plan is requested: the caller is told instead. */
export const MissingIndustry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { page, dialog, next } = wizardIn(canvasElement);
    await page.findByRole("dialog", { name: "AI PMO Setup Wizard" });
    await next();
    await next();
    await next();
    await userEvent.click(page.getByRole("button", { name: "Generate Plan" }));
    await expect(
      canvas.getByText("Validation Error: please select an industry."),
    ).toBeInTheDocument();
    await expectVisible(dialog().getByText("Step 4 of 4"));
  },
};

/** A refused request leaves the wizard on step 4, ready to try again. */
export const FailingRequest: Story = {
  args: { fail: true },
  play: async ({ canvasElement }) => {
    const { page, dialog, next, chooseIndustry } = wizardIn(canvasElement);
    await page.findByRole("dialog", { name: "AI PMO Setup Wizard" });
    await chooseIndustry("Finance");
    await next();
    await next();
    await next();
    await userEvent.click(page.getByRole("button", { name: "Generate Plan" }));
    await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
    await expect(
      await page.findByRole("button", { name: "Generate Plan" }, { timeout: 3000 }),
    ).toBeEnabled();
    await expectVisible(dialog().getByText("Step 4 of 4"));
  },
};
