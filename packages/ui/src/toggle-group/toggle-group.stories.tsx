import type { Meta, StoryObj } from "@storybook/react-vite";
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
