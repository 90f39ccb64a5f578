import type { Meta, StoryObj } from "@storybook/react-vite";
import { Input } from "./input.js";

const meta = {
  title: "Forms/Input",
  component: Input,
  args: { "aria-label": "Project name", placeholder: "Website redesign" },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { defaultValue: "Mobile app launch" } };

export const Email: Story = {
  args: { type: "email", "aria-label": "Email", placeholder: "you@company.com" },
};

export const Invalid: Story = { args: { "aria-invalid": true, defaultValue: "x" } };

export const Disabled: Story = { args: { disabled: true, defaultValue: "Read only" } };
