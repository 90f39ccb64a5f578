import type { WizardResult } from "@cairn/schema/wizard";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { PlanView } from "./plan-view.js";

const plan: WizardResult = {
  recommendations: {
    tools: ["Keep Jira for work tracking", "Add Slack for team chat"],
    processes: ["Weekly risk review", "Friday status snapshot"],
    templates: ["Project charter", "Risk register"],
  },
  setup_plan: [
    { phase: "Kick-off and discovery", duration: "Days 1–3", tasks: ["Hold the kick-off"] },
    { phase: "Tool stack setup", duration: "Days 4–8", tasks: ["Run the tool audit"] },
  ],
  next_steps: ["Book the kick-off", "Open the first template"],
};

const meta = {
  title: "Widgets/PlanView",
  component: PlanView,
  args: { plan },
} satisfies Meta<typeof PlanView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the wizard's results step shows it: three tabs. */
export const Tabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Keep Jira for work tracking")).toBeVisible();
    await userEvent.click(canvas.getByRole("tab", { name: "Implementation Plan" }));
    await expect(canvas.getByRole("heading", { name: /Tool stack setup/ })).toBeVisible();
  },
};

/** A page of its own (the saved plan's link, printing): every section, one below the other. */
export const Sections: Story = {
  args: { layout: "sections", headingLevel: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Next Steps" })).toBeVisible();
    await expect(canvas.getByText("Days 4–8")).toBeVisible();
  },
};
