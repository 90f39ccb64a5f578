import type { Meta, StoryObj } from "@storybook/react-vite";
import { useId } from "react";
import { Progress } from "./progress.js";

const meta = {
  title: "Feedback/Progress",
  component: Progress,
  args: { value: 40, "aria-label": "Setup progress" },
  argTypes: { value: { control: { type: "range", min: 0, max: 100, step: 1 } } },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { value: 0 } };

export const Complete: Story = { args: { value: 100 } };

export const Indeterminate: Story = { args: { value: null } };

function LabelledProgress() {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex justify-between text-sm">
        <span id={labelId} className="font-medium">
          Wizard
        </span>
        <span className="text-muted-foreground">Step 3 of 5</span>
      </div>
      <Progress value={60} aria-labelledby={labelId} getValueLabel={() => "Step 3 of 5"} />
    </div>
  );
}

export const WithVisibleLabel: Story = { render: () => <LabelledProgress /> };
