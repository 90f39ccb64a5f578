import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { ToggleGroup, ToggleGroupItem } from "./toggle-group.js";

const meta = {
  title: "Forms/ToggleGroup",
  component: ToggleGroup,
  args: { type: "single", defaultValue: "week", "aria-label": "Period" },
} satisfies Meta<typeof ToggleGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Period: Story = {
  render: (args) => (
    <ToggleGroup {...args}>
      <ToggleGroupItem value="all">All</ToggleGroupItem>
      <ToggleGroupItem value="week">Week</ToggleGroupItem>
      <ToggleGroupItem value="month">Month</ToggleGroupItem>
    </ToggleGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const week = canvas.getByRole("radio", { name: "Week" });
    const month = canvas.getByRole("radio", { name: "Month" });
    await expect(week).toBeChecked();
    await userEvent.click(month);
    await expect(month).toBeChecked();
    await expect(week).not.toBeChecked();
    // Arrow keys move focus within the group; Space turns the focused item on.
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
    const all = canvas.getByRole("radio", { name: "All" });
    await expect(all).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(all).toBeChecked();
  },
};

export const Disabled: Story = {
  render: (args) => (
    <ToggleGroup {...args} disabled>
      <ToggleGroupItem value="all">All</ToggleGroupItem>
      <ToggleGroupItem value="week">Week</ToggleGroupItem>
      <ToggleGroupItem value="month">Month</ToggleGroupItem>
    </ToggleGroup>
  ),
};
