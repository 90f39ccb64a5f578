import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { Field } from "../field/field.js";
import { Slider } from "./slider.js";

const meta = {
  title: "Forms/Slider",
  component: Slider,
  args: { "aria-label": "Team mood", defaultValue: [60] },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const thumb = within(canvasElement).getByRole("slider", { name: "Team mood" });
    await userEvent.click(thumb);
    await expect(thumb).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(thumb).toHaveAttribute("aria-valuenow", "62");
    await userEvent.keyboard("{Home}");
    await expect(thumb).toHaveAttribute("aria-valuenow", "0");
  },
};

export const Steps: Story = { args: { min: 1, max: 5, step: 1, defaultValue: [3] } };

export const Range: Story = {
  args: {
    "aria-label": undefined,
    defaultValue: [20, 80],
    thumbLabels: ["Minimum budget", "Maximum budget"],
  },
};

export const Disabled: Story = { args: { disabled: true } };

function MoodField() {
  const [mood, setMood] = useState([3]);
  return (
    <Field label="How is the team feeling?" hint={`${mood[0] ?? 3} out of 5`}>
      <Slider min={1} max={5} step={1} value={mood} onValueChange={setMood} />
    </Field>
  );
}

export const InField: Story = {
  render: () => <MoodField />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const thumb = canvas.getByRole("slider", { name: "How is the team feeling?" });
    await expect(thumb).toHaveAccessibleDescription("3 out of 5");
    thumb.focus();
    await userEvent.keyboard("{ArrowRight}");
    // The hint under the field follows the value, and is read with the thumb.
    await expect(canvas.getByText("4 out of 5")).toBeVisible();
    await expect(thumb).toHaveAccessibleDescription("4 out of 5");
  },
};
