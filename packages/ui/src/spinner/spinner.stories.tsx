import type { Meta, StoryObj } from "@storybook/react-vite";
import { Spinner } from "./spinner.js";

const meta = {
  title: "Feedback/Spinner",
  component: Spinner,
  args: { label: "Loading" },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-4">
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
    </div>
  ),
};

export const CustomLabel: Story = { args: { label: "Loading projects" } };

export const Primary: Story = { args: { className: "text-primary", size: "lg" } };
